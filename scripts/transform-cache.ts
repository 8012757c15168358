import { createHash } from 'node:crypto';
import type { Plugin, TransformResult } from 'vite';

type Transform = (this: unknown, code: string, id: string) => Promise<TransformResult | null | undefined | string> | TransformResult | null | undefined | string;

// Process-wide: Vite loads the config, and so this module, afresh for each bundle of a build.
const cacheKey = Symbol.for('transform-cache');
const globalCache = globalThis as typeof globalThis & { [cacheKey]?: Map<string, Awaited<ReturnType<Transform>>> };
const results = (globalCache[cacheKey] ??= new Map());

/**
 * `plugin` with its `transform` of the files `include` matches done once per build process for
 * each file content: the build's client and server bundles then compile every MDX file once
 * instead of twice. Only for plugins whose output depends on nothing but the file's id and code;
 * the dev server, whose process outlives edits to the plugin's options, is not cached.
 */
export function withTransformCache(plugin: Plugin, include: RegExp): Plugin {
  const transform = plugin.transform as Transform | undefined;
  if (typeof transform !== 'function') throw new Error(`withTransformCache: ${plugin.name} has no transform function.`);
  let building = false;
  return {
    ...plugin,
    config(config, env) {
      building = env.command === 'build';
      return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
    },
    async transform(code, id) {
      if (!building || !include.test(id)) return transform.call(this, code, id);
      const key = `${plugin.name}\0${id}\0${createHash('sha1').update(code).digest('base64')}`;
      if (!results.has(key)) results.set(key, await transform.call(this, code, id));
      const result = results.get(key);
      // A copy, since the bundler may annotate the object it is given.
      return result !== null && typeof result === 'object' ? { ...result } : result;
    },
  };
}
