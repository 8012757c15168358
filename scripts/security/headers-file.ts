import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One block of a `_headers` file: a path pattern and the headers sent for it, in order. */
export interface HeaderRule {
  /** `/services`, `/assets/*`, `/*`: a path, where `*` matches anything and `:name` one segment. */
  path: string;
  headers: [name: string, value: string][];
}

/** The name of the file Netlify and Cloudflare Pages read their header rules from. */
export const headersFileName = '_headers';

/** Writes rules in the `_headers` format: the path at the start of a line, `Name: value` lines indented under it. */
export function formatHeadersFile(rules: HeaderRule[], comment: string[] = []): string {
  const lines = comment.map((line) => `# ${line}`.trimEnd());
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a `_headers` file back into rules; comments and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: [] });
      continue;
    }
    const separator = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 1)
      throw new Error(`${headersFileName}: "${trimmed}" is neither a path nor a "Name: value" line under one.`);
    rule.headers.push([trimmed.slice(0, separator).trim(), trimmed.slice(separator + 1).trim()]);
  }
  return rules;
}

function patternOf(rulePath: string): RegExp {
  const source = rulePath
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a static host sends for `urlPath`: every matching rule applies, and a header
 * set by several rules is joined with ", " (Cloudflare Pages' documented behaviour). Header
 * names are returned in lower case.
 */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternOf(rule.path).test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/**
 * The `headersFor` option of the static server, from a built site's `_headers`; no headers
 * while the file is missing. A rebuild under a running server brings new hashes, so the file is
 * read again whenever it changes.
 */
export function readHeadersFile(siteDir: string): (urlPath: string) => Record<string, string> {
  const file = path.join(siteDir, headersFileName);
  let readAt = -1;
  let rules: HeaderRule[] = [];
  return (urlPath) => {
    const modifiedAt = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (modifiedAt !== readAt) {
      rules = modifiedAt === 0 ? [] : parseHeadersFile(readFileSync(file, 'utf8'));
      readAt = modifiedAt;
    }
    return headersForPath(rules, urlPath);
  };
}
