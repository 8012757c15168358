/**
 * An MDX body as the site shows it, rendered in the browser from the text in the form. The site
 * compiles MDX to code at build time; the editor cannot run code it did not ship (and must not run
 * an entry's), so the body's tree becomes React elements directly, without evaluating anything.
 */
import type { Components } from 'hast-util-to-jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Nodes as HtmlNodes } from 'hast';
import type { Nodes, Root, RootContent } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { MDXComponents, MDXContent } from 'mdx/types';
import type { ImgHTMLAttributes, ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { allowedHtmlElements, isRefusedAttribute, mdxComponentNames } from '@/model/mdx-components.ts';
import { PreviewNotice } from './PreviewNotice.tsx';

const parser = unified().use(remarkParse).use(remarkMdx);

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' }>;
type JsxAttribute = JsxElement['attributes'][number];
type LiteralAttribute = Extract<JsxAttribute, { type: 'mdxJsxAttribute' }>;

const allowedNames = new Set<string>([...allowedHtmlElements, ...mdxComponentNames]);

function keptAttribute(attribute: JsxAttribute): attribute is LiteralAttribute {
  return (
    attribute.type === 'mdxJsxAttribute' &&
    (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string') &&
    !isRefusedAttribute(attribute.name)
  );
}

/**
 * The children of `node` as the site could render them: no imports, no `{…}` (comments are the
 * only ones the check lets through), no element or attribute the check refuses. An element the
 * site does not know shows its children only.
 */
function allowedChildren(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (child.type === 'mdxjsEsm' || child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression')
      return [];
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

/** A body's HTML tree, with the MDX elements (`<Button>`) kept as they are. */
export function bodyHtmlTree(text: string): HtmlNodes {
  return toHast(safeBodyTree(text) as Nodes, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement'] });
}

/** Renders a body's HTML tree with `components`, as the site's compiled body would with the same components. */
export function renderBody(hast: HtmlNodes, components: MDXComponents): ReactElement {
  return toJsxRuntime(hast, {
    Fragment,
    jsx,
    jsxs,
    // The site's components include names that are not HTML elements (Button); the type lists only elements.
    components: components as Partial<Components>,
    // A capitalised name (<Button>) is an expression to the converter. The one kind this answers is
    // such a name, from the components; nothing is evaluated.
    createEvaluater: () => ({
      evaluateExpression: (expression) =>
        expression.type === 'Identifier' && Object.hasOwn(components, expression.name)
          ? components[expression.name]
          : Fragment,
      evaluateProgram: () => undefined,
    }),
    passKeys: true,
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  }) as ReactElement;
}

/** Where the preview finds a picture the body names: the editor's own copy of it, or a new upload. */
export type AssetAddress = (path: string) => string;

/** Why a body cannot be parsed, at its line: MDX stops at a half-typed tag or brace. */
function parseProblem(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const line = 'line' in error && typeof error.line === 'number' ? `Line ${error.line}: ` : '';
  const reason = 'reason' in error && typeof error.reason === 'string' ? error.reason : error.message;
  return `${line}${reason}`;
}

/**
 * The body as an MDX component, like the site's compiled ones: parsed once, it renders with the
 * components it is given (`MdxBody` gives the site's), and pictures load from the editor's files.
 * A body MDX cannot parse renders why instead.
 */
export function bodyComponent(text: string, assetAddress: AssetAddress): MDXContent {
  let parsed: { hast: HtmlNodes } | { problem: string };
  try {
    parsed = { hast: bodyHtmlTree(text) };
  } catch (error) {
    parsed = { problem: parseProblem(error) };
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per body text (`useBody`), it closes over the editor's files
  function PreviewImage({ src = '', ...attributes }: ImgHTMLAttributes<HTMLImageElement>) {
    // biome-ignore lint/a11y/useAltText: the MDX picture's `alt` is among the attributes
    return <img {...attributes} src={typeof src === 'string' ? assetAddress(src) : undefined} />;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: the body component is made once per body text, like a compiled MDX file's
  return function PreviewBody({ components = {} }) {
    if ('problem' in parsed)
      return <PreviewNotice title="The text: not shown until this is fixed" problems={[parsed.problem]} />;
    return renderBody(parsed.hast, { ...components, img: PreviewImage });
  };
}
