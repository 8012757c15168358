import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { allowedHtmlElements, isRefusedAttribute, mdxComponentNames } from '../../src/model/mdx-components.ts';
import type { ContentError } from './errors.ts';

/** A link found in content, with where it was written. */
export interface FoundLink {
  href: string;
  line: number;
  column: number;
  /** The frontmatter field path, or undefined for a link in the body. */
  field?: string;
  /** A body picture's description as written: `''` for `![](…)`, undefined for an `<img>` without `alt`. */
  alt?: string;
  /** A body picture written as Markdown's `![alt](src)`. */
  markdown?: boolean;
}

/** A piece of a body's text as a reader sees it, with where it starts in the file. */
export interface ProseRun {
  text: string;
  line: number;
  column: number;
}

/** What the build needs to know about an MDX body without running it. */
export interface BodyFacts {
  /** Links written in the body: markdown links, definitions and `href` attributes. */
  links: FoundLink[];
  /** Images written in the body. */
  images: FoundLink[];
  /** The body as plain text, for structured data such as FAQPage answers. */
  plainText: string;
  /** The text a reader sees, piece by piece, for the spelling check: no code, addresses or attributes. */
  prose: ProseRun[];
  /** True when the body has no content. */
  isEmpty: boolean;
}

interface Point {
  line: number;
  column: number;
}

/** A loose view of an mdast node: only what this module reads. */
interface MarkdownNode {
  type: string;
  position?: { start: Point };
  children?: MarkdownNode[];
  value?: string;
  url?: string;
  /** A Markdown picture's description. */
  alt?: string | null;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown; position?: { start: Point } }>;
  /** A Markdown heading's level: 2 for `##`. */
  depth?: number;
}

// Only the parser: the same syntax @mdx-js/mdx compiles, without loading the compiler.
const processor = unified().use(remarkParse).use(remarkMdx);
const allowedComponents = new Set<string>(mdxComponentNames);

/** An MDX body as the parser gives it, which @mdx-js/mdx's compiler can run from. */
export type BodyTree = ReturnType<typeof processor.parse>;

/**
 * Parses an MDX body (frontmatter already blanked out, so lines are file lines) and reports
 * syntax errors, unknown components and anything that would run code, with file positions.
 * A body without errors comes with its tree, which the build's MDX compile starts from.
 */
export function inspectBody(body: string, file: string): { facts: BodyFacts; errors: ContentError[]; tree?: BodyTree } {
  const errors: ContentError[] = [];
  const facts: BodyFacts = { links: [], images: [], plainText: '', prose: [], isEmpty: body.trim() === '' };
  let parsed: BodyTree;
  try {
    parsed = processor.parse(body);
  } catch (cause) {
    errors.push(describeSyntaxError(cause, file));
    return { facts, errors };
  }
  const tree = parsed as MarkdownNode;
  const headings = headingOrder(file);
  visit(tree, (node) => {
    // Line and column only: the parser's point also carries an offset, which nothing reports.
    const start = node.position?.start;
    const at: Point = { line: start?.line ?? 1, column: start?.column ?? 1 };
    // An <h1> is refused as an element of its own (see allowedHtmlElements).
    const level =
      node.type === 'heading' ? node.depth : /^h[2-6]$/.test(node.name ?? '') ? Number(node.name?.slice(1)) : undefined;
    if (level !== undefined) errors.push(...headings(level, at));
    switch (node.type) {
      case 'text':
        facts.prose.push({ text: node.value ?? '', ...at });
        break;
      case 'link':
      case 'definition':
        facts.links.push({ href: node.url ?? '', ...at });
        break;
      case 'image':
        facts.images.push({ href: node.url ?? '', ...at, alt: node.alt ?? '', markdown: true });
        break;
      case 'mdxjsEsm':
        errors.push({
          file,
          ...at,
          problem: 'Content files cannot use import or export.',
          hint: 'Remove the line. Components such as <Button> are available without importing them.',
        });
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isComment(node.value ?? '')) {
          errors.push({
            file,
            ...at,
            problem: 'Curly braces run code, which content files cannot do.',
            found: `{${node.value ?? ''}}`,
            hint: 'Remove the braces, or write \\{ to show a brace as text.',
          });
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        errors.push(...inspectElement(node, file, at, facts));
        break;
      default:
        break;
    }
  });
  facts.plainText = plainTextOf(tree).replace(/\s+/g, ' ').trim();
  return errors.length === 0 ? { facts, errors, tree: parsed } : { facts, errors };
}

/**
 * Checks each heading of a body, in order, against the one before it. The page's main heading
 * (the Hero's headline, the case study's title) comes before any body, so a body's headings
 * start at ## and go down one level at a time: a skipped level breaks the outline screen
 * readers navigate by, and a # would be a second main heading.
 */
function headingOrder(file: string): (level: number, at: Point) => ContentError[] {
  let previous = 1;
  return (level, at) => {
    const marks = (count: number) => '#'.repeat(count);
    const expected = previous + 1;
    if (level === 1)
      return [
        {
          file,
          ...at,
          problem:
            "A body cannot have a main heading (#): the page already has one, the Hero's headline or the case study's title.",
          hint: 'Write ## for a heading of the body, and ### for one under it.',
        },
      ];
    const skips = level > expected;
    previous = level;
    if (!skips) return [];
    const after = expected === 2 ? "the page's main heading" : `the ${marks(expected - 1)} heading before it`;
    return [
      {
        file,
        ...at,
        problem: `This heading (${marks(level)}) skips a level after ${after}, which breaks the page's outline for screen readers.`,
        hint: `Write ${marks(expected)} here, or put a ${marks(expected)} heading before it.`,
      },
    ];
  };
}

function inspectElement(node: MarkdownNode, file: string, at: Point, facts: BodyFacts): ContentError[] {
  const name = node.name ?? '';
  const errors: ContentError[] = [];
  const isComponent = /^[A-Z]/.test(name);
  if (name === '' || (isComponent ? !allowedComponents.has(name) : !allowedHtmlElements.has(name))) {
    errors.push({
      file,
      ...at,
      problem: name === '' ? 'Empty tags (<>…</>) are not allowed in content.' : `Unknown component <${name}>.`,
      hint: `Components available in content: ${mdxComponentNames.map((known) => `<${known}>`).join(', ')}; or plain Markdown.`,
    });
    return errors;
  }
  for (const attribute of node.attributes ?? []) {
    const where: Point = attribute.position
      ? { line: attribute.position.start.line, column: attribute.position.start.column }
      : at;
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.name !== 'string') {
      errors.push({
        file,
        ...where,
        problem: `Spread attributes ({...}) are not allowed on <${name}>.`,
        hint: 'Write each attribute as name="value".',
      });
      continue;
    }
    if (isRefusedAttribute(attribute.name)) {
      errors.push({
        file,
        ...where,
        field: attribute.name,
        problem: `The attribute ${attribute.name} is not allowed in content.`,
        hint: "Remove it; styling and behaviour come from the site's components.",
      });
      continue;
    }
    if (attribute.value !== null && typeof attribute.value !== 'string') {
      errors.push({
        file,
        ...where,
        field: attribute.name,
        problem: `The attribute ${attribute.name} uses curly braces, which run code.`,
        hint: `Write it as ${attribute.name}="value".`,
      });
      continue;
    }
    if (attribute.name === 'href' && typeof attribute.value === 'string')
      facts.links.push({ href: attribute.value, ...where });
  }
  const src = node.attributes?.find((attribute) => attribute.name === 'src');
  if (typeof src?.value === 'string') {
    const alt = node.attributes?.find((attribute) => attribute.name === 'alt')?.value;
    const where: Point = src.position ? { line: src.position.start.line, column: src.position.start.column } : at;
    facts.images.push({ href: src.value, ...where, ...(typeof alt === 'string' ? { alt } : {}) });
  }
  return errors;
}

function isComment(expression: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression);
}

/** Nodes a reader sees as blocks of their own: their text is set apart from the text around them. */
const blockNodes = new Set([
  'paragraph',
  'heading',
  'list',
  'listItem',
  'blockquote',
  'table',
  'tableRow',
  'tableCell',
  'break',
  'thematicBreak',
  'mdxJsxFlowElement',
]);

/**
 * The words of a body as a reader sees them, for structured data: inline pieces (links, emphasis,
 * inline code) join the text around them as they are, so "See [pricing](/pricing)." stays
 * "See pricing."; blocks are set apart by a space. Code blocks are left out.
 */
function plainTextOf(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  const inner = (node.children ?? []).map(plainTextOf).join('');
  return blockNodes.has(node.type) ? ` ${inner} ` : inner;
}

function visit(node: MarkdownNode, onNode: (node: MarkdownNode) => void): void {
  onNode(node);
  for (const child of node.children ?? []) visit(child, onNode);
}

interface SyntaxProblem {
  reason?: unknown;
  line?: unknown;
  column?: unknown;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
  /** The package that raised it, e.g. `mdast-util-mdx-jsx`. */
  source?: unknown;
  /** The package's name for the kind of mistake, e.g. `end-tag-mismatch`. */
  ruleId?: unknown;
}

/** Turns micromark's syntax errors into plain words; the position is already a file position. */
export function describeSyntaxError(cause: unknown, file: string): ContentError {
  const problem = (cause ?? {}) as SyntaxProblem;
  const reason = typeof problem.reason === 'string' ? problem.reason : String(cause);
  // The place of an unclosed tag is given only inside the reason, "(6:12-6:35)"; the error's own
  // place is where the parser gave up.
  const named = problem.ruleId === 'end-tag-mismatch' ? /\((\d+):(\d+)-\d+:\d+\)/.exec(reason) : null;
  const line = named
    ? Number(named[1])
    : typeof problem.line === 'number'
      ? problem.line
      : (problem.place?.start?.line ?? problem.place?.line);
  const column = named
    ? Number(named[2])
    : typeof problem.column === 'number'
      ? problem.column
      : (problem.place?.start?.column ?? problem.place?.column);
  const words = reason.replace(/\s*\(see https?:\/\/\S+\)$/, '').replace(/\s*\(\d+:\d+-\d+:\d+\)/, '');
  return {
    file,
    line,
    column,
    ...(plainSyntaxError(problem, reason) ?? {
      problem: `The text cannot be read as MDX: ${words}`.replace(/([^.])$/, '$1.'),
      hint: syntaxHint(problem, reason),
    }),
  };
}

/**
 * The mistakes a copywriter makes most, said without the parser's words: an HTML comment, a link
 * in angle brackets, a < meant as text ("<4 months"), and a tag never closed that reads as a word ("<and>").
 */
function plainSyntaxError(problem: SyntaxProblem, reason: string): { problem: string; hint: string } | undefined {
  if (reason.includes('to create a comment in MDX'))
    return {
      problem: 'An HTML comment (<!-- ... -->) cannot be used in MDX.',
      hint: 'For a note that visitors do not see, write {/* your note */}; or delete the comment.',
    };
  if (reason.includes('to create a link in MDX'))
    return {
      problem: 'A link in angle brackets, such as <https://example.com> or <hello@example.com>, cannot be used in MDX.',
      hint: 'Write it as [text](address): [example.com](https://example.com), or [hello@example.com](mailto:hello@example.com).',
    };
  // Only the character right after the < ("before name"): a mistake inside a tag keeps the parser's words.
  if (
    problem.source === 'micromark-extension-mdx-jsx' &&
    problem.ruleId === 'unexpected-character' &&
    reason.includes('before name')
  )
    return {
      problem: 'A < is read as the start of a tag, but no tag follows it.',
      hint: 'To show it as text, write \\< or &lt;.',
    };
  // A tag with no attributes whose name is neither a component (capitalised, <Button>) nor an HTML
  // element the content may use (<br>, <b>) is most likely a word in angle brackets.
  const unclosed = /closing tag for `<([a-z][\w-]*)>`/.exec(reason)?.[1];
  if (problem.source === 'mdast-util-mdx-jsx' && unclosed && !allowedHtmlElements.has(unclosed))
    return {
      problem: `<${unclosed}> is read as a tag, and it is never closed.`,
      hint: `To show <${unclosed}> as text, write \\<${unclosed}>. As a tag it needs a matching </${unclosed}>.`,
    };
  return undefined;
}

const syntaxHints = {
  tag: 'Every <Tag> needs a matching </Tag>, or write it self-closing as <Tag />.',
  brace: 'A { or } starts code in MDX. Write \\{ or \\} to show a brace as text.',
  lessThan: 'A < starts a tag in MDX. Write \\< or &lt; to show it as text.',
  line: 'Check the line for an unclosed tag, a stray < or { character, or a missing closing quote.',
};

/** The hint for a syntax error, by the package that raised it and its name for the mistake. */
function syntaxHint(problem: SyntaxProblem, reason: string): string {
  switch (problem.source) {
    case 'mdast-util-mdx-jsx': {
      // A closing tag with no tag open is the one mistake here not about a tag left open.
      if (problem.ruleId === 'unexpected-closing-slash') return syntaxHints.line;
      const name = /closing tag for `<([A-Za-z][\w.-]*)/.exec(reason)?.[1];
      return name
        ? `Every <${name}> needs a matching </${name}>, or write it self-closing as <${name} />.`
        : syntaxHints.tag;
    }
    case 'micromark-extension-mdx-expression':
      // A spread in a tag that is not one ({x}, {...a, b}) is about the tag, not a stray brace.
      return problem.ruleId === 'non-spread' || problem.ruleId === 'spread-extra'
        ? syntaxHints.line
        : syntaxHints.brace;
    case 'micromark-extension-mdxjs-esm':
      return problem.ruleId === 'acorn' ? syntaxHints.brace : syntaxHints.line;
    case 'micromark-extension-mdx-jsx':
      if (problem.ruleId === 'unexpected-character') return syntaxHints.line;
      // A tag cut off by the end of its line or paragraph. The parser names what it expected
      // next only in words: a closing quote or the `>` after `/` mean a tag was meant, so the
      // general hint, which names a missing quote; anything else, a < that was meant as text.
      if (problem.ruleId === 'unexpected-eof')
        return /closing quote|`>` to end the tag/.test(reason) ? syntaxHints.line : syntaxHints.lessThan;
      return syntaxHints.line;
    default:
      return syntaxHints.line;
  }
}
