/**
 * The MDX side of the picture pipeline: each picture of a body (`![alt](/images/…)` or
 * `<img src="/images/…" alt="…" />`) becomes the same markup as a section's picture, a `<picture>`
 * with AVIF and WebP candidates, or an `<img>` with its own width and height for an SVG. Plain
 * elements in the compiled body: no component, no code in the browser.
 */
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { pictureSizes, type PictureData } from '../../src/model/picture.ts';
import type { PictureIndex } from '../../src/model/route-data.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const attribute = (name: string, value: string | number): MdxJsxAttribute => ({
  type: 'mdxJsxAttribute',
  name,
  value: String(value),
});

/** The element a body picture becomes; `kept` are the `<img>` attributes the author wrote besides `src` and `alt`. */
function pictureElement(
  type: JsxElement['type'],
  picture: PictureData,
  alt: string,
  kept: MdxJsxAttribute[],
): JsxElement {
  const candidates =
    picture.srcSet === undefined ? [] : [attribute('srcSet', picture.srcSet), attribute('sizes', pictureSizes.body)];
  const image: MdxJsxTextElement = {
    type: 'mdxJsxTextElement',
    name: 'img',
    attributes: [
      attribute('src', picture.src),
      ...candidates,
      attribute('alt', alt),
      attribute('width', picture.width),
      attribute('height', picture.height),
      attribute('loading', 'lazy'),
      attribute('decoding', 'async'),
      ...kept,
    ],
    children: [],
  };
  if (picture.sources.length === 0) return { ...image, type } as JsxElement;
  const sources: MdxJsxTextElement[] = picture.sources.map((source) => ({
    type: 'mdxJsxTextElement',
    name: 'source',
    attributes: [
      attribute('type', source.type),
      attribute('srcSet', source.srcSet),
      attribute('sizes', pictureSizes.body),
    ],
    children: [],
  }));
  return { type, name: 'picture', attributes: [], children: [...sources, image] } as JsxElement;
}

interface Parent {
  children: unknown[];
}

function isParent(node: unknown): node is Parent {
  return typeof node === 'object' && node !== null && Array.isArray((node as Partial<Parent>).children);
}

/** The attributes of an `<img>` that stay as written: `src` and `alt` are the picture's, `width` and `height` the file's. */
const replacedAttributes = new Set(['src', 'srcSet', 'srcset', 'sizes', 'alt', 'width', 'height']);

/**
 * A remark plugin: replaces the body's pictures that `pictures()` knows (the build's plan; the
 * content checks refused any other) in place. A picture it does not know is left as written.
 */
export function remarkPictures(pictures: () => PictureIndex | undefined) {
  return () => (tree: Root) => {
    const index = pictures();
    if (!index) return;
    const walk = (parent: Parent) => {
      parent.children = parent.children.map((child) => {
        if (isParent(child)) walk(child);
        const node = child as {
          type: string;
          url?: string;
          alt?: string | null;
          name?: string | null;
          attributes?: MdxJsxFlowElement['attributes'];
        };
        if (node.type === 'image' && node.url !== undefined) {
          const picture = index.get(node.url);
          return picture ? pictureElement('mdxJsxTextElement', picture, node.alt ?? '', []) : child;
        }
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'img') {
          const attributes = (node.attributes ?? []).filter(
            (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute',
          );
          const attributeValue = (name: string) => attributes.find((item) => item.name === name)?.value;
          const src = attributeValue('src');
          const picture = typeof src === 'string' ? index.get(src) : undefined;
          const alt = attributeValue('alt');
          if (!picture) return child;
          return pictureElement(
            node.type,
            picture,
            typeof alt === 'string' ? alt : '',
            attributes.filter((item) => !replacedAttributes.has(item.name)),
          );
        }
        return child;
      });
    };
    walk(tree);
  };
}
