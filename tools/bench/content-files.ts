import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

/** An MDX content file split into its frontmatter (parsed, untyped) and its body. */
export interface ContentFile {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

/**
 * Reads an MDX file's frontmatter with the `yaml` core schema (the same reading the site's
 * loader uses, so dates stay strings). The benchmarks read content without the app's zod
 * schemas on purpose: the build they measure is what validates it.
 */
export function readContentFile(file: string): ContentFile {
  const source = readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
  if (!match) return { file, data: {}, body: source };
  const data: unknown = parse(match[1] ?? '', { schema: 'core' });
  return { file, data: isRecord(data) ? data : {}, body: source.slice(match[0].length) };
}

/** Writes frontmatter and body back as an MDX file's text. */
export function formatContentFile(data: Record<string, unknown>, body: string): string {
  return `---\n${stringify(data, { lineWidth: 0 })}---\n\n${body.trim()}\n`;
}

/** Every `.mdx` file of a content folder, sorted by name. */
export function readContentFolder(folder: string): ContentFile[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => readContentFile(path.join(folder, name)));
}

/** True for a plain object (YAML mapping). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string at a dotted path of frontmatter, e.g. `challenge.content`, if there is one. */
export function stringAt(data: Record<string, unknown>, dottedPath: string): string | undefined {
  let current: unknown = data;
  for (const key of dottedPath.split('.')) current = isRecord(current) ? current[key] : undefined;
  return typeof current === 'string' ? current : undefined;
}
