/**
 * The components an MDX body may use without importing them. The client's map in
 * `src/components/mdx/mdxComponents.tsx` is typed against this list, so the two cannot drift.
 */
export const mdxComponentNames = ['Button'] as const;

/** A component name an MDX body may use. */
export type MdxComponentName = (typeof mdxComponentNames)[number];

/** HTML elements an MDX body may write directly; anything that runs code or embeds other pages is left out. */
export const allowedHtmlElements = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'del',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/**
 * Attributes content may not write, whatever their case: handlers and inline styles (behaviour and
 * styling come from the components), raw HTML, and the names React keeps for itself.
 */
export function isRefusedAttribute(name: string): boolean {
  return /^on/i.test(name) || /^(style|dangerouslysetinnerhtml|ref|key|children)$/i.test(name);
}
