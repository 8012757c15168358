import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import type { PictureIndex } from '../../src/model/route-data.ts';
import { remarkPictures } from '../pictures/remark-pictures.ts';

/**
 * @mdx-js/rollup for the files `include` matches, with the body's pictures turned into the
 * markup of the picture pipeline, from the plan `pictures` gives when the MDX is compiled.
 */
export function mdxPlugin(include: RegExp, pictures: () => PictureIndex | undefined): Plugin {
  return mdx({ include, remarkPlugins: [remarkPictures(pictures)] }) as Plugin;
}
