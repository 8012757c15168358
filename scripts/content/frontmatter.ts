import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  CST,
  LineCounter,
  Parser,
  parseDocument,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { type ContentError, quote } from './errors.ts';

/** A place in a file, 1-based. */
export interface Position {
  line: number;
  column: number;
}

/** A content file split into its YAML frontmatter and its MDX body. */
export interface ParsedFile {
  /** The frontmatter as plain data, before validation. */
  data: unknown;
  /** The MDX body with the frontmatter replaced by blank lines, so body lines are file lines. */
  body: string;
  /** Where a field path sits in the file, for error messages; the nearest parent when the field is missing. */
  locate: (path: readonly PropertyKey[], target?: 'key' | 'value') => Position;
  /** YAML and layout mistakes; when there are any, `data` is an empty object. */
  errors: ContentError[];
}

/** Removes what editors' tools add but content does not mean: a byte-order mark and CR line endings. */
export function normaliseSource(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** YAML text read with positions: the data, its mistakes, and a way to find a field's line. */
export interface ParsedYaml {
  data: unknown;
  locate: ParsedFile['locate'];
  errors: ContentError[];
}

/** A scalar type of the YAML 1.2 core schema for js-yaml, resolved by the pattern the `yaml` package uses. */
function coreScalar(tag: string, pattern: RegExp, construct: (text: string) => unknown): Type {
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => pattern.test(text ?? ''),
    construct,
  });
}

/**
 * The YAML 1.2 core schema exactly as the `yaml` package reads it, for js-yaml, whose own core
 * schema also reads `0b101` as a number and `-.5` as text.
 */
const coreSchema = FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', /^(?:~|[Nn]ull|NULL)?$/, () => null),
    coreScalar('bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text.startsWith('t') || text.startsWith('T')),
    coreScalar('int', /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/, (text) => {
      if (text.startsWith('0o')) return parseInt(text.slice(2), 8);
      return text.startsWith('0x') ? parseInt(text.slice(2), 16) : parseInt(text, 10);
    }),
    coreScalar(
      'float',
      /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/,
      (text) => {
        if (/^\.nan$/i.test(text)) return NaN;
        if (/inf$/i.test(text)) return text.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
        return parseFloat(text);
      },
    ),
  ],
});

/** Characters a quoted scalar or a flow collection starts with. */
const flowNodeStart = new Set(['"', "'", '[', '{']);

/**
 * The data of YAML without mistakes, read by js-yaml, which keeps no positions and is several
 * times as fast as the `yaml` package (see docs/decisions/0004-two-yaml-readers.md); undefined
 * when js-yaml finds a mistake, which `parseYaml` then describes. Duplicate keys are mistakes.
 * js-yaml lets a few mistakes through that the `yaml` package reports: a quoted text or a flow
 * list or map continued on a line indented too little, a comment right after one, a tab in an
 * indent, a key over 1024 characters. Text that could hold one is left to the `yaml` package too.
 */
function readQuickly(yamlText: string): { data: unknown } | undefined {
  if (/^ *\t/m.test(yamlText) || yamlText.split('\n').some((line) => line.length > 1024)) return undefined;
  // A value may start with an anchor or a tag (`describeMarkedValues`).
  if (/(?:^|[\s[{,])[&!]\S/m.test(yamlText)) return undefined;
  const starts: number[] = [];
  let mayHideMistake = false;
  const listener = (event: 'open' | 'close', state: { position: number }) => {
    if (event === 'open') {
      starts.push(state.position);
      return;
    }
    let start = starts.pop() ?? state.position;
    while (yamlText[start] === ' ') start += 1;
    if (!flowNodeStart.has(yamlText[start] ?? '')) return;
    if (yamlText.slice(start, state.position).includes('\n') || yamlText[state.position] === '#') mayHideMistake = true;
  };
  try {
    const data = load(yamlText, { schema: coreSchema, listener });
    return mayHideMistake ? undefined : { data };
  } catch {
    return undefined;
  }
}

/**
 * Reads YAML with the core schema: dates stay strings (zod validates them) and duplicate keys
 * are errors. Text without mistakes is read quickly; positions, which only an error message
 * needs, come from a second reading by the `yaml` package, as does every YAML mistake's description.
 */
export function parseYaml(yamlText: string, file: string): ParsedYaml {
  const quick = readQuickly(yamlText);
  if (quick === undefined) return parseYamlWithPositions(yamlText, file);
  let withPositions: ParsedYaml | undefined;
  const locate: ParsedFile['locate'] = (path, target) => {
    withPositions ??= parseYamlWithPositions(yamlText, file);
    return withPositions.locate(path, target);
  };
  return { data: quick.data ?? {}, locate, errors: [] };
}

/** Reads YAML with the `yaml` package's core schema, every node keeping its position for error messages. */
function parseYamlWithPositions(yamlText: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { schema: 'core', lineCounter, prettyErrors: false, uniqueKeys: true });
  const described = [
    ...document.errors.map((yamlError) => describeYamlError(yamlError, lineCounter, file, yamlText)),
    ...describeUnresolvedAliases(document, lineCounter, file, yamlText),
    ...describeMarkedValues(document, lineCounter, file, yamlText),
  ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const unclosed = document.errors.length > 0 ? findUnclosedBracket(yamlText, lineCounter) : undefined;
  // What the parser reports after a bracket it never saw closed follows from that one mistake.
  const errors = withoutIndentationEchoes(
    firstPerLine(
      unclosed
        ? [
            ...described.filter((error) => (error.line ?? 0) < unclosed.line),
            {
              file,
              line: unclosed.line,
              column: unclosed.col,
              problem: yamlProblems.MISSING_CHAR ?? '',
              hint: yamlHints.MISSING_CHAR ?? '',
            },
          ]
        : described,
    ),
  );
  const locate = (path: readonly PropertyKey[], target: 'key' | 'value' = 'value'): Position => {
    const offset = findOffset(document, path, target);
    if (offset === undefined) return { line: 1, column: 1 };
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  if (errors.length > 0) return { data: {}, locate, errors };
  try {
    return { data: document.toJS() ?? {}, locate, errors };
  } catch (error) {
    // Aliases nothing defines are reported above; what is left here is an alias used so often the
    // `yaml` package refuses it (its guard against a text that expands without end).
    const message = error instanceof Error ? error.message : String(error);
    return {
      data: {},
      locate,
      errors: [
        {
          file,
          line: 1,
          column: 1,
          problem: `The YAML cannot be read: ${message}.`,
          hint: 'Write the values out in full instead of repeating them with & and *.',
        },
      ],
    };
  }
}

/** Where `offset` is in the YAML, and the text written from there to the end of its line, its comment left out. */
function writtenAt(offset: number, lineCounter: LineCounter, yamlText: string): Position & { written: string } {
  const { line, col } = lineCounter.linePos(offset);
  const written = (yamlText.split('\n')[line - 1] ?? '')
    .slice(col - 1)
    .replace(/\s+#.*$/, '')
    .trim();
  return { line, column: col, written };
}

/**
 * A value starting with `*` is a YAML alias: a reference to a value marked `&name` earlier in the
 * file. An editor who meant text starting with an asterisk (`*New* offer`) gets an alias nothing
 * defines, which the `yaml` package reports only by throwing when it turns the text into data.
 */
function describeUnresolvedAliases(
  document: Document,
  lineCounter: LineCounter,
  file: string,
  yamlText: string,
): ContentError[] {
  const errors: ContentError[] = [];
  visit(document, {
    Alias: (_key, alias, ancestors) => {
      if (alias.resolve(document) !== undefined) return;
      const { line, column, written } = writtenAt(alias.range?.[0] ?? 0, lineCounter, yamlText);
      errors.push({
        file,
        line,
        column,
        field: fieldPath([...ancestors, alias]),
        problem: `A value that starts with "*" is read as a reference to an earlier value marked "&${alias.source}", and there is none.`,
        found: quote(shortened(written)),
        hint: `To start the text with an asterisk, put the whole text in double quotes: ${JSON.stringify(written)}`,
      });
    },
  });
  return errors;
}

/**
 * YAML reads a value starting with `&` as an anchor (a label for `*` to repeat) and one starting
 * with `!` as a tag (a type), so the first word of `question: &Why this?` silently goes and the
 * question reads "this?". An anchor that some `*` repeats, and the core schema's own tags
 * (`!!str`), are meant; any other is reported with the words as written.
 */
function describeMarkedValues(
  document: Document,
  lineCounter: LineCounter,
  file: string,
  yamlText: string,
): ContentError[] {
  const repeated = new Set<string>();
  visit(document, {
    Alias: (_key, alias) => {
      repeated.add(alias.source);
    },
  });
  const errors: ContentError[] = [];
  visit(document, {
    Value: (_key, node, ancestors) => {
      const mark =
        node.anchor !== undefined && !repeated.has(node.anchor)
          ? `&${node.anchor}`
          : node.tag !== undefined && !node.tag.startsWith('tag:yaml.org,2002:')
            ? node.tag
            : undefined;
      if (mark === undefined) return;
      const { line, column, written } = writtenAt(
        yamlText.lastIndexOf(mark, node.range?.[0] ?? 0),
        lineCounter,
        yamlText,
      );
      errors.push({
        file,
        line,
        column,
        field: fieldPath([...ancestors, node]),
        problem: `A value that starts with "${mark.charAt(0)}" loses its first word: YAML reads "${mark}" as a ${mark.startsWith('&') ? 'label' : 'type'}, not as text.`,
        found: quote(shortened(written)),
        hint: `To start the text with "${mark.charAt(0)}", put the whole text in double quotes: ${JSON.stringify(written)}`,
      });
    },
  });
  return errors;
}

/** The dotted field path (`testimonial.author`, `keywords.0`) of the last of a chain of YAML nodes from the document down. */
function fieldPath(chain: readonly unknown[]): string {
  const segments: string[] = [];
  chain.forEach((node, index) => {
    if (isPair(node) && isScalar(node.key)) segments.push(String(node.key.value));
    if (isSeq(node)) segments.push(String(node.items.indexOf(chain[index + 1])));
  });
  return segments.join('.');
}

/** A content file cut at its frontmatter: the YAML between the `---` lines, and the body with blank lines where the frontmatter was. */
type SplitFile = { yaml: string; body: string } | { problem: 'no frontmatter' | 'never closed' };

/**
 * The one place a content file is cut into frontmatter and body. The YAML starts with the newline
 * after the opening `---` and ends before the closing one's, so YAML line numbers are file line numbers; the body keeps its file
 * line numbers too, the frontmatter being replaced by blank lines. `source` is normalised
 * (`normaliseSource`).
 */
export function splitFrontmatter(source: string): SplitFile {
  if (!source.startsWith('---\n')) return { problem: 'no frontmatter' };
  const lines = source.split('\n');
  const closingLine = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  if (closingLine === -1) return { problem: 'never closed' };
  return {
    yaml: `\n${lines.slice(1, closingLine).join('\n')}`,
    body: '\n'.repeat(closingLine + 1) + lines.slice(closingLine + 1).join('\n'),
  };
}

/** The body of a content file with the frontmatter replaced by as many blank lines, so the MDX compiler's line numbers are file lines. */
export function blankFrontmatter(rawSource: string): string {
  const source = normaliseSource(rawSource);
  const split = splitFrontmatter(source);
  return 'body' in split ? split.body : source;
}

/** Splits a content file (`splitFrontmatter`) and reads its YAML with `parseYaml`. */
export function parseContentFile(rawSource: string, file: string): ParsedFile {
  const source = normaliseSource(rawSource);
  const fallbackLocate = (): Position => ({ line: 1, column: 1 });
  const split = splitFrontmatter(source);
  if ('problem' in split && split.problem === 'no frontmatter') {
    return {
      data: {},
      body: source,
      locate: fallbackLocate,
      errors: [
        {
          file,
          line: 1,
          column: 1,
          problem: 'The file does not start with a frontmatter block.',
          found: quote(shortened(source.split('\n', 1)[0] ?? '')),
          hint: 'Begin the file with a line of three dashes (---), the fields, then another line of three dashes.',
        },
      ],
    };
  }
  if ('problem' in split) {
    return {
      data: {},
      body: '',
      locate: fallbackLocate,
      errors: [
        {
          file,
          line: 1,
          column: 1,
          problem: 'The frontmatter block is never closed.',
          hint: 'Add a line of three dashes (---) after the last field.',
        },
      ],
    };
  }
  const yaml = parseYaml(split.yaml, file);
  return {
    data: yaml.errors.length > 0 ? {} : (yaml.data ?? {}),
    body: split.body,
    locate: yaml.locate,
    errors: yaml.errors,
  };
}

function findOffset(document: Document, path: readonly PropertyKey[], target: 'key' | 'value'): number | undefined {
  let node: unknown = document.contents;
  let offset = (document.contents as Node | null)?.range?.[0];
  for (const [index, segment] of path.entries()) {
    const isLast = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return offset;
      const keyStart = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      const valueStart = (pair.value as Node | null)?.range?.[0];
      offset = isLast && target === 'key' ? keyStart : (valueStart ?? keyStart);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as Node | undefined;
      if (!item) return offset;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      return offset;
    }
  }
  return offset;
}

const yamlProblems: Record<string, string> = {
  TAB_AS_INDENT: 'A tab is used to indent a line. YAML only accepts spaces for indentation.',
  BAD_INDENT: 'This line is indented differently from the lines around it.',
  MISSING_CHAR: 'A quote or bracket is opened but never closed.',
  DUPLICATE_KEY: 'The same field is written twice.',
  BLOCK_AS_IMPLICIT_KEY: 'A field name is missing its colon, or a line is indented too far.',
  MULTILINE_IMPLICIT_KEY: 'A field name runs over more than one line; a colon or quote is probably missing.',
  UNEXPECTED_TOKEN: 'The YAML here cannot be read.',
  BAD_SCALAR_START: 'A value starts with a character YAML reserves.',
  MULTIPLE_DOCS: 'The frontmatter contains a second "---" line.',
};

const yamlHints: Record<string, string> = {
  TAB_AS_INDENT: 'Replace the tab at the start of the line with spaces (two per level).',
  BAD_INDENT: 'Line the field up with the other fields of the same group, using spaces.',
  MISSING_CHAR:
    'Close the quote (" or \') or bracket on the same line it starts on. If the bracket is part of the text, put the whole value in double quotes.',
  DUPLICATE_KEY: 'Keep one of the two lines and delete the other.',
  BLOCK_AS_IMPLICIT_KEY: 'Write fields as "name: value", and indent nested fields by two spaces.',
  MULTILINE_IMPLICIT_KEY: 'Put the value in quotes if it contains a colon, e.g. title: "Step 1: Research".',
  UNEXPECTED_TOKEN:
    'Check the line for a stray character, and put in double quotes a value that contains ": " or starts with @, `, *, &, !, %, [ or {.',
  BAD_SCALAR_START: 'Put the value in double quotes.',
  MULTIPLE_DOCS: 'The frontmatter ends at the first "---"; remove the extra one.',
};

/**
 * A line indented with a tab or out of step throws the parser off for the lines after it, which it
 * then reports as missing colons: the editor is shown the indentation mistake, and the lines below
 * are read again once it is mended.
 */
function withoutIndentationEchoes(errors: ContentError[]): ContentError[] {
  const indentation = new Set([yamlProblems.TAB_AS_INDENT, yamlProblems.BAD_INDENT]);
  const first = errors.findIndex((error) => indentation.has(error.problem));
  if (first < 0 || first === errors.length - 1) return errors;
  const kept = errors.slice(0, first + 1);
  const mistake = kept[first];
  if (mistake)
    kept[first] = {
      ...mistake,
      hint: `${mistake.hint ?? ''} The lines below it are checked again once it is mended.`.trim(),
    };
  return kept;
}

/** One mistake often upsets the parser several times on its line; the first report is the useful one. */
function firstPerLine(errors: ContentError[]): ContentError[] {
  const seen = new Set<number | undefined>();
  return errors.filter((error) => {
    if (seen.has(error.line)) return false;
    seen.add(error.line);
    return true;
  });
}

/**
 * The parser notices an unclosed quote only where the text ends; the editor needs the line
 * where the quote was opened: the first value that starts with a quote it never closes.
 */
function findUnclosedQuote(yamlText: string): { line: number; col: number } | undefined {
  const lines = yamlText.split('\n');
  for (const [index, text] of lines.entries()) {
    const match = /^(\s*(?:-\s+)?[^#'"]*?:\s+|\s*-\s+)(["'])/.exec(text);
    if (!match) continue;
    const quote = match[2]!;
    const rest = text.slice(match[0].length);
    const closed = quote === '"' ? /(^|[^\\])"/.test(rest) : rest.includes("'");
    if (!closed) return { line: index + 1, col: match[1]!.length + 1 };
  }
  return undefined;
}

/**
 * The first `[` or `{` that the `yaml` package's own reading leaves open, when text follows it on
 * its line: a one-line value whose closing bracket was forgotten, as in `title: [Draft New story`.
 * The parser reports such a mistake on a later line, as an indentation mistake or a field that
 * runs on, where the editor needs the line of the bracket. A bracket that ends its line starts a
 * list written over several lines, whose lines the parser's own report points at.
 */
function findUnclosedBracket(yamlText: string, lineCounter: LineCounter): { line: number; col: number } | undefined {
  let opened: number | undefined;
  for (const token of new Parser().parse(yamlText)) {
    if (token.type !== 'document') continue;
    CST.visit(token, ({ key, value }) => {
      const unclosed = [key, value].find(
        (node): node is CST.FlowCollection =>
          node?.type === 'flow-collection' &&
          !node.end.some((end) => end.type === 'flow-map-end' || end.type === 'flow-seq-end') &&
          !/^\s*(#.*)?$/.test(yamlText.slice(node.start.offset + 1).split('\n', 1)[0] ?? ''),
      );
      if (!unclosed) return undefined;
      opened = unclosed.start.offset;
      return CST.visit.BREAK;
    });
    if (opened !== undefined) return lineCounter.linePos(opened);
  }
  return undefined;
}

function describeYamlError(error: YAMLError, lineCounter: LineCounter, file: string, yamlText: string): ContentError {
  const reported = lineCounter.linePos(error.pos[0]);
  const { line, col } = (error.code === 'MISSING_CHAR' && findUnclosedQuote(yamlText)) || reported;
  const firstLine = error.message.split('\n', 1)[0] ?? error.message;
  // `headline: Pricing: Simple` reads as a field inside a field; the editor meant a colon in the text.
  const colonInValue =
    error.code === 'BLOCK_AS_IMPLICIT_KEY'
      ? /^(\s*(?:- )?[\w-]+): ([^"'\s].*?: .*)$/.exec(yamlText.split('\n')[line - 1] ?? '')
      : null;
  if (colonInValue) {
    const [, key = ''] = colonInValue;
    // A comment after the value stays a comment; in double quotes a backslash or a quote would be read as an escape.
    const value = (colonInValue[2] ?? '').replace(/\s+#.*$/, '');
    const quoted = /["\\]/.test(value) ? `'${value.replaceAll("'", "''")}'` : `"${value}"`;
    return {
      file,
      line,
      column: col,
      problem: 'This value has a colon followed by a space, which YAML reads as the start of another field.',
      found: quote(shortened(value)),
      hint:
        value.length > 60
          ? `Put the whole value in quotes, from after "${key.trim()}: " to the end of the line.`
          : `Put the value in quotes: ${key.trim()}: ${quoted}`,
    };
  }
  return {
    file,
    line,
    column: col,
    problem:
      yamlProblems[error.code] ?? `The YAML cannot be read: ${firstLine.replace(/ at line \d+, column \d+:?$/, '')}.`,
    hint: yamlHints[error.code] ?? 'Check the quotes, colons and indentation on this line and the one before it.',
  };
}

/** A line of YAML cut to 60 characters before it is quoted (`quote` cuts the quoted text). */
function shortened(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
