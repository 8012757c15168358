import type { Plugin } from 'vite';
import { type AstNode, children, isNode } from '../support/syntax-tree.ts';

/** The styled-components functions whose tagged templates hold CSS. */
const styleTags = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);
/** The site's own modules; libraries come minified. */
const siteModule = /\/src\/.*\.[jt]sx?$/;

/** The identifier a tag starts from: `styled` in `styled.a`, `styled(Link)` and `styled.a.attrs(…)`. */
function tagRoot(tag: AstNode): string | undefined {
  if (tag.type === 'Identifier') return tag.name as string;
  if (tag.type === 'MemberExpression' && isNode(tag.object)) return tagRoot(tag.object);
  if (tag.type === 'CallExpression' && isNode(tag.callee)) return tagRoot(tag.callee);
  return undefined;
}

/** Every node of `root`, depth first. */
function* nodesOf(root: AstNode): Generator<AstNode> {
  yield root;
  for (const child of children(root)) yield* nodesOf(child);
}

/** Characters after which a run of spaces and line breaks means nothing to CSS (or a space is written already). */
const closesSpace = '{};, \n';
/** Characters before which it means nothing. */
const opensSpace = '{}';

/**
 * The pieces of a CSS template (the text around its interpolations), in order, without comments
 * and indentation: what the browser would otherwise download and styled-components parse on every
 * page. A run of spaces goes after `{ } ; ,`, before `{ }`, after a property's colon and at the
 * template's ends; anywhere else (next to an interpolation, between words) it becomes one space,
 * or stays a line break on a line with `//`, which stylis reads as a comment up to the line's end.
 * Quoted text, even across an interpolation, is left as written.
 */
export function compactTemplate(pieces: readonly string[]): string[] {
  let quote: string | undefined;
  return pieces.map((piece, index) => {
    let out = '';
    let lineHasSlashes = false;
    let at = 0;
    while (at < piece.length) {
      const character = piece.charAt(at);
      if (quote) {
        const escaped = character === '\\';
        out += piece.slice(at, at + (escaped ? 2 : 1));
        if (character === quote) quote = undefined;
        at += escaped ? 2 : 1;
      } else if (character === '"' || character === "'") {
        quote = character;
        out += character;
        at += 1;
      } else if (piece.startsWith('/*', at)) {
        const end = piece.indexOf('*/', at + 2);
        if (end === -1) return piece;
        at = end + 2;
      } else if (/\s/.test(character)) {
        const run = /^\s+/.exec(piece.slice(at))?.[0] ?? character;
        at += run.length;
        const before = out.at(-1) ?? (index === 0 ? '' : undefined);
        const after = at < piece.length ? piece.charAt(at) : index === pieces.length - 1 ? '' : undefined;
        const meaningless =
          before === '' ||
          after === '' ||
          (before !== undefined && closesSpace.includes(before)) ||
          (after !== undefined && opensSpace.includes(after)) ||
          (before === ':' && /[\w-]$/.test(out.slice(0, -1)));
        if (run.includes('\n') && lineHasSlashes) {
          out += '\n';
          lineHasSlashes = false;
        } else if (!meaningless) {
          out += ' ';
        }
      } else {
        if (piece.startsWith('//', at)) lineHasSlashes = true;
        out += character;
        at += 1;
      }
    }
    return out;
  });
}

/**
 * Compacts the CSS of the site's styled-components templates as it builds them, for the client
 * and the server alike (the class names hash the CSS, so both must see the same text). Saves
 * first-load JavaScript on every page: see docs/decisions/0013-compact-styles.md. Only in builds,
 * which write no source maps: the dev server and the tests keep each line where it was written.
 */
export function compactStyles(): Plugin {
  return {
    name: 'compact-styles',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!siteModule.test(id) || id.includes('/node_modules/') || !code.includes('styled-components')) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of nodesOf(this.parse(code) as unknown as AstNode)) {
        if (node.type !== 'TaggedTemplateExpression' || !isNode(node.tag) || !isNode(node.quasi)) continue;
        if (!styleTags.has(tagRoot(node.tag) ?? '')) continue;
        const quasis = node.quasi.quasis as (AstNode & { value: { raw: string } })[];
        // Positions that are not the template's own text (as in a module with a byte order mark): left alone.
        if (quasis.some((quasi) => code.slice(quasi.start, quasi.end) !== quasi.value.raw)) continue;
        const texts = compactTemplate(quasis.map((quasi) => quasi.value.raw));
        quasis.forEach(({ start, end, value }, index) => {
          const text = texts[index] ?? value.raw;
          if (text !== value.raw) edits.push({ start, end, text });
        });
      }
      if (edits.length === 0) return null;
      let compacted = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        compacted = `${compacted.slice(0, start)}${text}${compacted.slice(end)}`;
      return { code: compacted, map: null };
    },
  };
}
