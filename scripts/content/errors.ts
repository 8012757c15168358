/** A mistake in a content file, described for the copywriter who made it. */
export interface ContentError {
  /** Path from the repository root, with forward slashes: `content/pages/home.mdx`. */
  file: string;
  /** 1-based line in the file, where known. */
  line?: number;
  /** 1-based column in the file, where known. */
  column?: number;
  /** Dotted path of the field, `sections.2.plans.1.price`; absent for whole-file problems. */
  field?: string;
  /** What is wrong, in plain words, including what was expected. */
  problem: string;
  /** What the file contains at that place, quoted as written. */
  found?: string;
  /** How to fix it: the valid choices, the near-miss key, an example. */
  hint?: string;
}

/** A list as a sentence says it: "/faq and /pricing", `"a", "b" or "c"` with `or`. */
export function inWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** `content/pages/home.mdx:12:5` — the location an editor's tools can jump to. */
export function formatLocation(error: ContentError): string {
  let location = error.file;
  if (error.line !== undefined) {
    location += `:${error.line}`;
    if (error.column !== undefined) location += `:${error.column}`;
  }
  return location;
}

/** One error as the lines a terminal (and the dev overlay) shows. */
export function formatContentError(error: ContentError): string {
  const head = error.field ? `${formatLocation(error)}  ${error.field}` : formatLocation(error);
  const lines = [head, `  ${error.problem}`];
  if (error.found !== undefined) lines.push(`  Found: ${error.found}`);
  if (error.hint !== undefined) lines.push(`  Hint: ${error.hint}`);
  return lines.join('\n');
}

/** Every error of a run, grouped by nothing but order: file, then line. */
export function formatContentErrors(errors: readonly ContentError[]): string {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  const files = new Set(errors.map((error) => error.file)).size;
  const where = files === 1 ? '1 file' : `${files} files`;
  return [
    `Content check found ${count} in ${where}:`,
    '',
    ...sortErrors(errors)
      .map(formatContentError)
      .flatMap((text) => [text, '']),
  ].join('\n');
}

/** Warnings of a run: problems that do not stop the build, shown as errors are. */
export function formatContentWarnings(warnings: readonly ContentError[]): string {
  const count = warnings.length === 1 ? '1 warning' : `${warnings.length} warnings`;
  return [
    `Content check: ${count} (the site still builds):`,
    '',
    ...sortErrors(warnings)
      .map(formatContentError)
      .flatMap((text) => [text, '']),
  ].join('\n');
}

/**
 * The error as a GitHub Actions workflow command, `::error file=…,line=…,col=…,title=…::message`,
 * so a pull request shows the mistake on its line: the title names the field, the message holds
 * the problem, what was found and the hint on lines of their own. Properties and message are
 * escaped as the runner reads them; unescaped, a comma or colon in a file name or field would end
 * the value early.
 */
export function formatAnnotation(error: ContentError): string {
  const properties = [`file=${escapeProperty(error.file)}`];
  if (error.line !== undefined) properties.push(`line=${error.line}`);
  if (error.column !== undefined) properties.push(`col=${error.column}`);
  properties.push(`title=${escapeProperty(error.field ? `Content check: ${error.field}` : 'Content check')}`);
  const message = [error.problem];
  if (error.found !== undefined) message.push(`Found: ${error.found}`);
  if (error.hint !== undefined) message.push(`Hint: ${error.hint}`);
  return `::error ${properties.join(',')}::${escapeData(message.join('\n'))}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Sorted by file, then line, then column, so the report reads top to bottom. */
export function sortErrors(errors: readonly ContentError[]): ContentError[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Thrown by the build and the dev server when content is invalid; carries every error found. */
export class ContentValidationError extends Error {
  readonly errors: readonly ContentError[];

  constructor(errors: readonly ContentError[]) {
    super(formatContentErrors(errors));
    this.name = 'ContentValidationError';
    this.errors = errors;
  }
}

/** Quotes a value as the editor wrote it, shortened so one line stays one line. */
export function quote(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  const text = typeof value === 'string' ? JSON.stringify(value) : describeValue(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** The known word closest to `word`, when it is close enough to be a likely typo. */
export function closestMatch(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const tolerance = Math.max(2, Math.floor(word.length / 3));
  return bestDistance <= tolerance ? best : undefined;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
