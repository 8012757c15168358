/** MDX bodies of pages, case studies and FAQ answers, in the Markdown editors write. */
import fc from 'fast-check';
import { hrefOf, linkTarget, pickFrom, type LinkTarget, type Make, type SiteContext } from './links.ts';
import { heading, label, sentence } from './text.ts';

/**
 * Plain text as an editor must write it in MDX to show it as it is: `{`, `}` and `<` start code
 * and tags, `\` escapes, and Markdown's emphasis, code, link and heading marks are escaped too.
 */
export function escapeMdxText(text: string): string {
  return text.replace(/[\\{}<>*_`[\]#]/g, (mark) => `\\${mark}`);
}

/** Escapes what would make the start of a block a list, quote, heading or rule instead of text. */
function escapeBlockStart(text: string): string {
  return text.replace(/^([-+=])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}

/** A run of inline MDX: text, emphasis, code, a link, a line break. */
type InlinePiece =
  | { kind: 'text' | 'bold' | 'italic' | 'code' | 'strong-tag'; text: string }
  | { kind: 'link'; text: string; target: LinkTarget }
  | { kind: 'break' };

const inlinePiece = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<InlinePiece> =>
  fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('text' as const), text: sentence }), weight: 6 },
    {
      arbitrary: fc.record({
        kind: fc.constantFrom('bold' as const, 'italic' as const, 'strong-tag' as const),
        text: label,
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('code' as const),
        text: label.map((code) => code.replace(/`/g, '')).filter((code) => code.trim() === code && code.length > 0),
      }),
      weight: 1,
    },
    { arbitrary: fc.record({ kind: fc.constant('link' as const), text: label, target }), weight: 2 },
    { arbitrary: fc.constant({ kind: 'break' as const }), weight: 1 },
  );

function inlineMdx(pieces: readonly InlinePiece[], context: SiteContext): string {
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every kind of piece, as TypeScript checks
  const written = pieces.map((piece) => {
    switch (piece.kind) {
      case 'text':
        return escapeMdxText(piece.text);
      case 'bold':
        return `**${escapeMdxText(piece.text)}**`;
      case 'italic':
        return `_${escapeMdxText(piece.text)}_`;
      case 'strong-tag':
        return `<strong>${escapeMdxText(piece.text)}</strong>`;
      case 'code':
        return `\`${piece.text}\``;
      case 'link':
        return `[${escapeMdxText(piece.text)}](${hrefOf(piece.target, context)})`;
      case 'break':
        return '<br />';
    }
  });
  return escapeBlockStart(written.join(' '));
}

const inline = (target: fc.Arbitrary<LinkTarget>) => fc.array(inlinePiece(target), { minLength: 1, maxLength: 5 });

/** A block of an MDX body, as editors write them. */
type Block =
  | { kind: 'paragraph' | 'quote'; pieces: InlinePiece[] }
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: InlinePiece[][] }
  | { kind: 'button'; text: string; target: LinkTarget }
  | { kind: 'image'; alt: string; image: number }
  | { kind: 'rule' }
  | { kind: 'comment'; text: string };

const block = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<Block> =>
  fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('paragraph' as const), pieces: inline(target) }), weight: 6 },
    {
      arbitrary: fc.record({
        kind: fc.constant('heading' as const),
        level: fc.constantFrom(2 as const, 3 as const, 4 as const),
        text: heading,
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('list' as const),
        ordered: fc.boolean(),
        items: fc.array(inline(target), { minLength: 1, maxLength: 4 }),
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant('quote' as const), pieces: inline(target) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('button' as const), text: label, target }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('image' as const), alt: label, image: fc.nat() }), weight: 1 },
    { arbitrary: fc.constant({ kind: 'rule' as const }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('comment' as const),
        text: label.map((note) => note.replace(/\*\//g, '')),
      }),
      weight: 1,
    },
  );

function blockMdx(item: Block, context: SiteContext): string {
  switch (item.kind) {
    case 'paragraph':
      return inlineMdx(item.pieces, context);
    case 'quote':
      return `> ${inlineMdx(item.pieces, context)}`;
    case 'heading':
      return `${'#'.repeat(item.level)} ${escapeMdxText(item.text)}`;
    case 'list':
      return item.items
        .map((pieces, index) => `${item.ordered ? `${index + 1}.` : '-'} ${inlineMdx(pieces, context)}`)
        .join('\n');
    case 'button':
      return `<Button href="${hrefOf(item.target, context)}">${escapeMdxText(item.text)}</Button>`;
    case 'image':
      return `![${escapeMdxText(item.alt)}](${pickFrom(context.images, item.image)})`;
    case 'rule':
      return '---';
    case 'comment':
      return `{/* ${item.text} */}`;
  }
}

/** Headings as the content model wants them: a body's first is ##, and each goes at most one level below the one before. */
function withHeadingOrder(blocks: readonly Block[]): Block[] {
  let previous = 1;
  return blocks.map((item) => {
    if (item.kind !== 'heading') return item;
    const level = Math.min(item.level, previous + 1) as 2 | 3 | 4;
    previous = level;
    return { ...item, level };
  });
}

/** An MDX body linking to `target`s: nothing at all, or blocks separated by blank lines. */
const bodyLinkingTo = (target: fc.Arbitrary<LinkTarget>): fc.Arbitrary<Make<string>> =>
  fc
    .oneof(
      { arbitrary: fc.constant([]), weight: 1 },
      { arbitrary: fc.array(block(target), { minLength: 1, maxLength: 6 }), weight: 4 },
    )
    .map(
      (blocks) => (context) =>
        withHeadingOrder(blocks)
          .map((item) => blockMdx(item, context))
          .join('\n\n'),
    );

/** An MDX body of a page or case study. */
export const body = bodyLinkingTo(linkTarget);

/**
 * An FAQ answer: its links stay on the site or are e-mail and phone links. A link that opens in
 * a new tab says so to screen readers in hidden words, which site-invariants.ts reads as visible
 * copy and then finds missing from the FAQPage answer; allow them again once it reads only what shows.
 */
export const faqBody = bodyLinkingTo(
  linkTarget.filter(
    (target) =>
      target.kind === 'route' ||
      target.kind === 'own-anchor' ||
      (target.kind === 'external' && !target.href.startsWith('https:')),
  ),
);
