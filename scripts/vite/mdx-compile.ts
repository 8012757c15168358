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
 * from it, not parsed again, since parsing is most of compiling a case study's body
 * (docs/decisions/0008-one-build-cache.md). Each tree is taken once, as compiling changes it; the
 * build's `cachedTransform` asks once per body for both bundles.
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
  return {
    ...plugin,
    config(config, env) {
      development = env.mode === 'development';
      return typeof plugin.config === 'function' ? plugin.config.call(this, config, env) : undefined;
    },
    async transform(code, id) {
      const tree = include.test(id) ? trees?.get(code) : undefined;
      if (!tree) return compileFromText.call(this, code, id);
      trees?.delete(code);
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
    },
  };
}
