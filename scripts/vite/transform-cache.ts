import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';
import { z } from 'zod';
import { hashOfFiles, installedPackages, writeCacheFile } from '../support/cache-files.ts';

type Result = TransformResult | null | undefined | string;
type Transform = (this: unknown, code: string, id: string) => Promise<Result> | Result;

/** What a file of kept results holds; a file of another shape is ignored. */
const transformCacheSchema = z.object({
  /** Written by `transformCacheSalt`: results are reused only under the same configuration, packages and cache code. */
  salt: z.string(),
  /** Each result by its key (see `withTransformCache`): the compiled code and its source map. */
  results: z.array(
    z.tuple([z.string(), z.object({ code: z.string(), map: z.custom<TransformResult['map']>(() => true) })]),
  ),
});

type StoredTransforms = z.infer<typeof transformCacheSchema>;

/**
 * The compiled results of one build, and those the previous build kept. A build opens one, hands
 * it to its plugins (`wrap`), and keeps what it used for the next build (`keep`). Vite's builder
 * shares the plugin instances between the client and server bundles, so both use the same cache.
 */
export class TransformCache {
  /** This build's results by key, settled or still compiling. */
  private readonly running = new Map<string, Promise<Result>>();
  /** What the previous build kept, by key. */
  private readonly kept = new Map<string, Result>();

  /** Reads the results a previous build kept in `file`, if they were made under the same `salt`. */
  constructor(
    private readonly file: string,
    private readonly salt: string,
  ) {
    if (!existsSync(file)) return;
    let stored: StoredTransforms;
    try {
      stored = transformCacheSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // A damaged file only costs the compiles it would have saved.
      return;
    }
    if (stored.salt !== salt) return;
    for (const [key, result] of stored.results) this.kept.set(key, result);
  }

  /**
   * `plugin` with its `transform` of the files `include` matches done once per file content in
   * this build, even when both bundles ask at once, and not at all when the previous build kept
   * the result. Only for plugins whose output depends on nothing but the file's id and code, the
   * mode, and what `transformCacheSalt` hashes.
   */
  wrap(plugin: Plugin, include: RegExp): Plugin {
    const transform = plugin.transform as Transform | undefined;
    if (typeof transform !== 'function') throw new Error(`TransformCache: ${plugin.name} has no transform function.`);
    let mode: string | undefined;
    const { running, kept } = this;
    return {
      ...plugin,
      config(config, env) {
        mode = env.command === 'build' ? env.mode : undefined;
        return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
      },
      async transform(code, id) {
        if (mode === undefined || !include.test(id)) return transform.call(this, code, id);
        const key = [plugin.name, mode, id, createHash('sha1').update(code).digest('base64')].join('\0');
        let result = running.get(key);
        if (!result) {
          result = kept.has(key) ? Promise.resolve(kept.get(key)) : Promise.resolve(transform.call(this, code, id));
          running.set(key, result);
        }
        const done = await result;
        // A copy, since the bundler may annotate the object it is given.
        return done !== null && typeof done === 'object' ? { ...done } : done;
      },
    };
  }

  /**
   * Writes the results this build used to the cache file for the next build, and only those, so
   * the file does not grow with old versions. A cache that cannot be written is reported, not fatal.
   */
  async keep(): Promise<void> {
    const results: StoredTransforms['results'] = [];
    for (const [key, pending] of this.running) {
      // A compile that failed failed the build already; there is nothing of it to keep.
      const result = await pending.catch(() => undefined);
      if (result !== null && typeof result === 'object' && typeof result.code === 'string')
        results.push([key, { code: result.code, map: result.map }]);
    }
    const { salt } = this;
    await writeCacheFile(
      this.file,
      () => JSON.stringify({ salt, results } satisfies StoredTransforms),
      'the compiled MDX',
    );
  }
}

/**
 * A hash of what the cached transforms depend on besides each file: the Vite configuration
 * (plugins and their options, in `site-config.ts`), every installed package's version as npm
 * records them, this module, which decides what is kept, and the MDX plugin's code
 * (`mdx-compile.ts`) with the parser whose trees it compiles (`mdx-body.ts`).
 */
export function transformCacheSalt(projectRoot: string): string {
  const sibling = (file: string) => fileURLToPath(new URL(file, import.meta.url));
  return hashOfFiles(projectRoot, [
    ...installedPackages,
    fileURLToPath(import.meta.url),
    sibling('./site-config.ts'),
    sibling('./mdx-compile.ts'),
    sibling('../content/mdx-body.ts'),
  ]);
}
