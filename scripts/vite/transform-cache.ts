import type { Plugin, TransformResult } from 'vite';
import { type BuildCache, cacheKey, codeDigest } from '../support/cache.ts';

type Result = TransformResult | null | undefined | string;
type Transform = (this: unknown, code: string, id: string) => Promise<Result> | Result;

/** What compiles the files: the Vite configuration, the MDX plugin, the parser of the trees it starts from, its pictures, and this module. */
const transformCode = codeDigest(
  [
    './transform-cache.ts',
    './site-config.ts',
    './mdx-compile.ts',
    '../content/mdx-body.ts',
    '../pictures/remark-pictures.ts',
  ].map((file) => new URL(file, import.meta.url)),
);

/**
 * `plugin` with its `transform` of the files `include` matches done once per file content in a
 * build, even when both bundles ask at once (Vite's builder shares the plugin instances), and not
 * at all when `cache` holds the result of an earlier build. Only for plugins whose output depends
 * on nothing but the file's id and code, the mode, `salt` (what else the output shows, e.g. the
 * pictures' plan) and the code `transformCode` digests.
 */
export function cachedTransform(plugin: Plugin, include: RegExp, cache: BuildCache, salt: string): Plugin {
  const transform = plugin.transform as Transform | undefined;
  if (typeof transform !== 'function') throw new Error(`cachedTransform: ${plugin.name} has no transform function.`);
  const running = new Map<string, Promise<Result>>();
  let mode = '';
  return {
    ...plugin,
    config(config, env) {
      mode = env.mode;
      return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
    },
    async transform(code, id) {
      if (!include.test(id)) return transform.call(this, code, id);
      const key = cacheKey(transformCode, salt, plugin.name, mode, id, code);
      let result = running.get(key);
      if (!result) {
        const kept = cache.readJson(key) as { code: string; map: TransformResult['map'] } | undefined;
        result = kept ? Promise.resolve(kept) : keep(key, Promise.resolve(transform.call(this, code, id)));
        running.set(key, result);
      }
      const done = await result;
      // A copy, since the bundler may annotate the object it is given.
      return done !== null && typeof done === 'object' ? { ...done } : done;
    },
  };

  /** Keeps a compiled result in the cache once it is done; a failed compile failed the build already. */
  async function keep(key: string, compiling: Promise<Result>): Promise<Result> {
    const result = await compiling;
    if (result !== null && typeof result === 'object' && typeof result.code === 'string')
      cache.writeJson(key, { code: result.code, map: result.map });
    return result;
  }
}
