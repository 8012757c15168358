import { createProcessor } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { Plugin } from 'vite';
import type { PictureIndex } from '../../src/model/route-data.ts';
import type { BodyTree } from '../content/mdx-body.ts';
import { remarkPictures } from '../pictures/remark-pictures.ts';

type Transform = (
  this: unknown,
  code: string,
  id: string,
) => ReturnType<Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>>;

/**
 * @mdx-js/rollup for the files `include` matches, with the body's pictures turned into the
 * markup of the picture pipeline, from the plan `pictures` gives when the MDX is compiled. A
 * build gives the `trees` its validation parsed (body text to tree): a body with one is compiled
 * from it, not parsed again, since parsing is most of compiling a case study's body, and a body
 * both bundles ask for is compiled once (Vite's builder shares the plugin instance between them;
 * docs/decisions/0008-one-build-cache.md). Each tree is taken once, as compiling changes it.
 */
export function mdxPlugin(
  include: RegExp,
  pictures: () => PictureIndex | undefined,
  trees?: Map<string, BodyTree>,
): Plugin {
  const remarkPlugins = [remarkPictures(pictures)];
  const plugin = mdx({ include, remarkPlugins }) as Plugin;
  const compileFromText = plugin.transform as Transform | undefined;
  if (typeof compileFromText !== 'function') throw new Error('@mdx-js/rollup has no transform function.');
  let development = false;
  let processor: ReturnType<typeof createProcessor> | undefined;
  const compiled = new Map<string, ReturnType<Transform>>();
  const compile = async (context: unknown, code: string, id: string, kept: Map<string, BodyTree>) => {
    const tree = kept.get(code);
    kept.delete(code);
    if (!tree) return compileFromText.call(context, code, id);
    processor ??= createProcessor({ format: 'mdx', SourceMapGenerator, development, remarkPlugins });
    const compiler = processor;
    const file = new VFile({ path: id.split('?')[0], value: code });
    // @mdx-js/mdx types its processor's `run` as taking the JavaScript tree it ends with, but
    // `run` starts from what `parse` gives: the markdown tree, as `process` passes it.
    const run = compiler.run.bind(compiler) as unknown as (
      tree: BodyTree,
      file: VFile,
    ) => ReturnType<typeof compiler.run>;
    return { code: String(compiler.stringify(await run(tree, file), file)), map: file.map };
  };
  return {
    ...plugin,
    config(config, env) {
      development = env.mode === 'development';
      return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
    },
    async transform(code, id) {
      if (!trees || !include.test(id)) return compileFromText.call(this, code, id);
      const key = `${id}\0${code}`;
      let result = compiled.get(key);
      if (!result) {
        result = compile(this, code, id, trees);
        compiled.set(key, result);
      }
      const done = await result;
      // A copy, since the bundler may annotate the object it is given.
      return done !== null && typeof done === 'object' ? { ...done } : done;
    },
  };
}
