import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, TransformResult } from 'vite';
import { z } from 'zod';
import { hashOfFiles, installedPackages, writeCacheFile } from './cache-files.ts';

type Result = TransformResult | null | undefined | string;
type Transform = (this: unknown, code: string, id: string) => Promise<Result> | Result;

/** What a file of kept results holds; a file of another shape is ignored. */
const keptTransformsSchema = z.object({
  /** Written by `transformCacheSalt`: results are reused only under the same configuration, packages and cache code. */
  salt: z.string(),
  /** Each result by its key (see `withTransformCache`): the compiled code and its source map. */
  results: z.array(z.tuple([z.string(), z.object({ code: z.string(), map: z.unknown() })])),
});

type KeptTransforms = z.infer<typeof keptTransformsSchema>;

// Process-wide: Vite loads the config, and so this module, afresh for each bundle of a build,
// and the build script imports its own copy to read and write the kept results.
const storeKey = Symbol.for('transform-cache');
const globalStore = globalThis as typeof globalThis & { [storeKey]?: { running: Map<string, Promise<Result>>; kept: Map<string, Result> } };
const store = (globalStore[storeKey] ??= { running: new Map(), kept: new Map() });

/**
 * `plugin` with its `transform` of the files `include` matches done once per build process for
 * each file content, even when both bundles ask at once: the build's client and server bundles
 * then compile every MDX file once instead of twice. With `readKeptTransforms`, a build also
 * reuses what the previous build compiled. Only for plugins whose output depends on nothing but
 * the file's id and code, the mode, and what `transformCacheSalt` hashes; the dev server, whose
 * process outlives edits to the plugin's options, is not cached.
 */
export function withTransformCache(plugin: Plugin, include: RegExp): Plugin {
  const transform = plugin.transform as Transform | undefined;
  if (typeof transform !== 'function') throw new Error(`withTransformCache: ${plugin.name} has no transform function.`);
  let mode: string | undefined;
  return {
    ...plugin,
    config(config, env) {
      mode = env.command === 'build' ? env.mode : undefined;
      return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
    },
    async transform(code, id) {
      if (mode === undefined || !include.test(id)) return transform.call(this, code, id);
      const key = [plugin.name, mode, id, createHash('sha1').update(code).digest('base64')].join('\0');
      let result = store.running.get(key);
      if (!result) {
        result = store.kept.has(key) ? Promise.resolve(store.kept.get(key)) : Promise.resolve(transform.call(this, code, id));
        store.running.set(key, result);
      }
      const done = await result;
      // A copy, since the bundler may annotate the object it is given.
      return done !== null && typeof done === 'object' ? { ...done } : done;
    },
  };
}

/**
 * A hash of what the cached transforms depend on besides each file: the Vite configuration
 * (plugins and their options, which belong in `vite.config.ts` itself), every installed
 * package's version as npm records them, this module, which decides what is kept, and the MDX
 * plugin's code (`mdx-compile.ts`) with the parser whose trees it compiles (`mdx-body.ts`).
 */
export function transformCacheSalt(projectRoot: string): string {
  return hashOfFiles(projectRoot, ['vite.config.ts', ...installedPackages, fileURLToPath(import.meta.url), fileURLToPath(new URL('./mdx-compile.ts', import.meta.url)), fileURLToPath(new URL('../src/content/mdx-body.ts', import.meta.url))]);
}

/**
 * Starts a build's cache: the results a previous build kept in `file` are reused if they were
 * made under the same `salt`; nothing else from before is.
 */
export function readKeptTransforms(file: string, salt: string): void {
  store.running.clear();
  store.kept.clear();
  if (!existsSync(file)) return;
  let kept: KeptTransforms;
  try {
    kept = keptTransformsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // A damaged file only costs the compiles it would have saved.
    return;
  }
  if (kept.salt !== salt) return;
  for (const [key, result] of kept.results) store.kept.set(key, result);
}

/**
 * Writes the results this build used to `file` for the next build, and only those, so the file
 * does not grow with old versions. A cache that cannot be written is reported, not fatal.
 */
export async function keepTransforms(file: string, salt: string): Promise<void> {
  const results: KeptTransforms['results'] = [];
  for (const [key, pending] of store.running) {
    // A compile that failed failed the build already; there is nothing of it to keep.
    const result = await pending.catch(() => undefined);
    if (result !== null && typeof result === 'object' && typeof result.code === 'string') results.push([key, { code: result.code, map: result.map }]);
  }
  await writeCacheFile(file, () => JSON.stringify({ salt, results } satisfies KeptTransforms), 'the compiled MDX');
}
