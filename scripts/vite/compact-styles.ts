import type { Plugin } from 'vite';

/** The styled-components functions whose tagged templates hold CSS. */
const styleTags = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);
/** The site's own modules; libraries come minified. */
const siteModule = /\/src\/.*\.[jt]sx?$/;

/** The parts of an ESTree node read here. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The identifier a tag starts from: `styled` in `styled.a`, `styled(Link)` and `styled.a.attrs(…)`. */
function tagRoot(tag: Node): string | undefined {
  if (tag.type === 'Identifier') return tag.name as string;
  if (tag.type === 'MemberExpression' && isNode(tag.object)) return tagRoot(tag.object);
  if (tag.type === 'CallExpression' && isNode(tag.callee)) return tagRoot(tag.callee);
  return undefined;
}

/** Every node of `root`, depth first. */
function* nodesOf(root: Node): Generator<Node> {
  yield root;
  for (const value of Object.values(root)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodesOf(child);
  }
}

/**
 * A piece of a CSS template (the text between two interpolations) without its comments and
 * indentation: what the browser would otherwise download and styled-components parse on every
 * page. A line break between declarations or braces goes; one elsewhere (next to an
 * interpolation, between selector words) becomes a space. Quoted text is left as written.
 */
export function compactCss(piece: string, { first = false, last = false } = {}): string {
  const ends = (character: string | undefined, enders: string) => character !== undefined && enders.includes(character);
  let text = piece
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, (run, offset: number, whole: string) =>
      ends(whole[offset - 1], '{};,') || ends(whole[offset + run.length], '{}') ? '' : ' ',
    );
  // The template's own ends touch no interpolation.
  if (first) text = text.trimStart();
  if (last) text = text.trimEnd();
  return /["']/.test(text) ? text : text.replace(/([\w-]): /g, '$1:').replace(/\s*([{}])\s*|(;)\s+/g, '$1$2');
}

/**
 * Compacts the CSS of the site's styled-components templates as it bundles them, for the client
 * and the server alike (the class names hash the CSS, so both must see the same text). Saves
 * first-load JavaScript on every page: see docs/decisions/0013-compact-styles.md.
 */
export function compactStyles(): Plugin {
  return {
    name: 'compact-styles',
    enforce: 'post',
    transform(code, id) {
      if (!siteModule.test(id) || id.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of nodesOf(this.parse(code) as unknown as Node)) {
        if (node.type !== 'TaggedTemplateExpression' || !isNode(node.tag) || !isNode(node.quasi)) continue;
        if (!styleTags.has(tagRoot(node.tag) ?? '')) continue;
        const quasis = node.quasi.quasis as Node[];
        for (const [index, quasi] of quasis.entries()) {
          const raw = code.slice(quasi.start, quasi.end);
          if (raw !== (quasi.value as { raw: string }).raw) continue;
          const text = compactCss(raw, { first: index === 0, last: index === quasis.length - 1 });
          if (text !== raw) edits.push({ start: quasi.start, end: quasi.end, text });
        }
      }
      if (edits.length === 0) return null;
      let compacted = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        compacted = `${compacted.slice(0, start)}${text}${compacted.slice(end)}`;
      return { code: compacted, map: null };
    },
  };
}
