import { createProcessor } from '@mdx-js/mdx';
import mdx from '@mdx-js/rollup';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import type { Plugin } from 'vite';
import type { BodyTree } from '../content/mdx-body.ts';
import type { PictureIndex } from '../../src/model/route-data.ts';
import { remarkPictures } from '../pictures/remark-pictures.ts';

type Transform = (
  this: unknown,
  code: string,
  id: string,
) => ReturnType<Extract<NonNullable<Plugin['transform']>, (...args: never[]) => unknown>>;

/**
 * @mdx-js/rollup for the files `include` matches, which starts from the tree the content
 * validation parsed when it kept one for the same text in `parsedBodies` (body text to tree; the
 * build fills it while validating, and the plugin takes each tree once, since compiling changes
 * it): parsing is most of compiling a case study's body. The compiler is @mdx-js/mdx's, with the
 * options @mdx-js/rollup gives it; any other file, or a text the validation did not keep, is
 * compiled by @mdx-js/rollup itself. Either way the body's pictures become the markup of the
 * picture pipeline, from the plan `pictures` gives when the MDX is compiled.
 */
export function mdxFromParsedBodies(
  include: RegExp,
  parsedBodies: Map<string, BodyTree> = new Map(),
  pictures: () => PictureIndex | undefined = () => undefined,
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
      const [path] = id.split('?');
      const tree = include.test(id) ? parsedBodies.get(code) : undefined;
      parsedBodies.delete(code);
      if (!tree) return compileFromText.call(this, code, id);
      processor ??= createProcessor({ format: 'mdx', SourceMapGenerator, development, remarkPlugins });
      const compiler = processor;
      const file = new VFile({ path, value: code });
      // @mdx-js/mdx types its processor's `run` as taking the JavaScript tree it ends with, but
      // `run` starts from what `parse` gives: the markdown tree, as `process` passes it.
      const run = compiler.run.bind(compiler) as unknown as (
        tree: BodyTree,
        file: VFile,
      ) => ReturnType<typeof compiler.run>;
      const compiled = compiler.stringify(await run(tree, file), file);
      return { code: String(compiled), map: file.map };
    },
  };
}
