/**
 * An MDX body as the site shows it, rendered in the browser from the text in the form. The site
 * compiles MDX to code at build time; the editor cannot run code it did not ship (and must not run
 * an entry's), so the body's tree becomes React elements directly, without evaluating anything.
 */
import type { Components } from 'hast-util-to-jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Nodes, Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ImgHTMLAttributes, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { allowedHtmlElements, mdxComponentNames } from '@/model/mdx-components.ts';

const parser = unified().use(remarkParse).use(remarkMdx);

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
type JsxAttribute = JsxElement['attributes'][number];
type LiteralAttribute = Extract<JsxAttribute, { type: 'mdxJsxAttribute' }>;

const allowedNames = new Set<string>([...allowedHtmlElements, ...mdxComponentNames]);

/** Attributes the content check refuses: handlers, inline styles, raw HTML. */
const refusedAttribute = /^(on.*|style|dangerouslysetinnerhtml)$/i;

function keptAttribute(attribute: JsxAttribute): attribute is LiteralAttribute {
  return attribute.type === 'mdxJsxAttribute' && (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string') && !refusedAttribute.test(attribute.name);
}

/**
 * The children of `node` as the site could render them: no imports, no `{…}` (comments are the
 * only ones the check lets through), no element or attribute the check refuses. An element the
 * site does not know shows its children only.
 */
function allowedChildren(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return [];
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      const children = allowedChildren(child.children) as typeof child.children;
      if (child.name === null || !allowedNames.has(child.name)) return children;
      return [{ ...child, attributes: child.attributes.filter(keptAttribute), children } as RootContent];
    }
    return 'children' in child ? [{ ...child, children: allowedChildren(child.children) } as RootContent] : [child];
  });
}

/** The body's tree with only what the site could render. */
export function safeBodyTree(text: string): Root {
  const tree = parser.parse(text);
  return { ...tree, children: allowedChildren(tree.children) };
}

/** Renders `text` with `components`, as the site's compiled body would with the same components. */
export function renderBody(text: string, components: MDXComponents): ReactElement {
  const hast = toHast(safeBodyTree(text) as Nodes, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] });
  return toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    // The site's components include names that are not HTML elements (Button); the type lists only elements.
    components: components as Partial<Components>,
    // A capitalised name (<Button>) is an expression to the converter. The one kind this answers is
    // such a name, from the components; nothing is evaluated.
    createEvaluater: () => ({
      evaluateExpression: (expression) => (expression.type === 'Identifier' && Object.hasOwn(components, expression.name) ? components[expression.name] : Fragment),
      evaluateProgram: () => undefined,
    }),
    passKeys: true,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as ReactElement;
}

/** Where the preview finds a picture the body names: the editor's own copy of it, or a new upload. */
export type AssetAddress = (path: string) => string;

/**
 * The body as an MDX component, like the site's compiled ones: it renders with the components it
 * is given (`MdxBody` gives the site's), and pictures load from the editor's files.
 */
export function bodyComponent(text: string, assetAddress: AssetAddress): MDXContent {
  function PreviewImage({ src = '', ...attributes }: ImgHTMLAttributes<HTMLImageElement>) {
    return <img {...attributes} src={typeof src === 'string' ? assetAddress(src) : undefined} />;
  }
  return function PreviewBody({ components = {} }) {
    return renderBody(text, { ...components, img: PreviewImage });
  };
}
