import { readFileSync } from 'node:fs';
import type { ContentError } from './errors.ts';
import type { ContentCatalog, Entry } from './load.ts';

/** Starts every placeholder `npm run new` writes; text that still has it is not finished. */
export const placeholderMark = 'TODO:';

/** A placeholder left in a content file. */
export interface Placeholder {
  file: string;
  line: number;
  column: number;
  /** The frontmatter field it is in, `testimonial.company`; absent in the body. */
  field?: string;
  /** The placeholder as written, without the closing quote: `TODO: what it measures`. */
  text: string;
}

/** The fields of `data` whose text holds a placeholder, by the line their value starts on. */
function placeholderFieldsByLine(entry: Entry<unknown>): Map<number, string> {
  const fields = new Map<number, string>();
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string' && value.includes(placeholderMark))
      fields.set(entry.locate(path, 'value').line, path.join('.'));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(entry.data, []);
  return fields;
}

function placeholdersOf(entry: Entry<unknown>): Placeholder[] {
  const source = readFileSync(entry.absolutePath, 'utf8');
  if (!source.includes(placeholderMark)) return [];
  let fields: Map<number, string> | undefined;
  return source.split(/\r?\n/).flatMap((text, index) => {
    const at = text.indexOf(placeholderMark);
    if (at < 0) return [];
    fields ??= placeholderFieldsByLine(entry);
    const field = fields.get(index + 1);
    const written = /^[^"]*/.exec(text.slice(at))?.[0].trim() ?? placeholderMark;
    return [{ file: entry.file, line: index + 1, column: at + 1, ...(field ? { field } : {}), text: written }];
  });
}

/** The placeholders still in `entries`, in their order. */
export function findPlaceholders(entries: Entry<unknown>[]): Placeholder[] {
  return entries.flatMap(placeholdersOf);
}

/**
 * A placeholder in an entry that is not a draft: the built site would show it to visitors (a
 * scheduled entry goes live on its day without another edit). In a draft it is work to do.
 */
export function checkPlaceholders(catalog: ContentCatalog): ContentError[] {
  const goingLive = [...catalog.pages, ...catalog.caseStudies, ...catalog.faq].filter(
    (entry) => entry.unpublished?.reason !== 'draft',
  );
  return findPlaceholders(goingLive).map(({ text, ...place }) => ({
    ...place,
    problem:
      'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.',
    found: text,
    hint: `Write the real text in its place. Until every "${placeholderMark}" of the file is written, keep "draft: true" at the top of its frontmatter.`,
  }));
}
