/**
 * How the editor reads and writes the content files: MDX with YAML frontmatter, and the site
 * settings' YAML, each written as the content files are written, one line per value.
 */
import { parse, stringify } from 'yaml';

// Decap's own formats fold lines longer than 80 characters, so saving one field rewrote every
// long line of the file. These write YAML as the content files are written: one line per value.
export const yamlOptions = { lineWidth: 0 } as const;

/** `---`, the frontmatter, `---`, a blank line and the MDX body, as the content files are written. */
export function splitFrontmatter(content: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(content);
  if (!match) return { frontmatter: '', body: content };
  return { frontmatter: match[1] ?? '', body: (match[2] ?? '').replace(/^(\r?\n)+/, '') };
}

export function mdxFromFile(content: string): Record<string, unknown> {
  const { frontmatter, body } = splitFrontmatter(content);
  const data = (parse(frontmatter) ?? {}) as Record<string, unknown>;
  return { ...data, body };
}

/** `data` with its keys in the order of the collection's fields (Decap lists them), the others after. */
export function inFieldOrder(
  data: Record<string, unknown>,
  sortedKeys: readonly string[] = [],
): Record<string, unknown> {
  const keys = [
    ...sortedKeys.filter((key) => key in data),
    ...Object.keys(data).filter((key) => !sortedKeys.includes(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

export function mdxToFile(data: Record<string, unknown>, sortedKeys?: readonly string[]): string {
  const { body, ...frontmatter } = inFieldOrder(data, sortedKeys);
  const text = typeof body === 'string' ? body.trimEnd() : '';
  return `---\n${stringify(frontmatter, yamlOptions)}---\n${text ? `\n${text}\n` : ''}`;
}
