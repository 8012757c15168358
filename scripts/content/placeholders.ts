import type { ContentError } from './errors.ts';
import type { ContentCatalog, Entry } from './load.ts';
import { publishableEntries } from './publication.ts';

/** Starts every placeholder `npm run new` writes; text that still starts with it is not finished. */
export const placeholderMark = 'TODO:';

/** Whether a text is a placeholder: it starts with the mark, as `npm run new` writes them. */
export function isPlaceholder(text: string): boolean {
  return text.trimStart().startsWith(placeholderMark);
}

/** A placeholder left in a content file. */
export interface Placeholder {
  file: string;
  line: number;
  column: number;
  /** The frontmatter field it is, `testimonial.company`; absent in the body. */
  field?: string;
  /** The placeholder's text: `TODO: what it measures`. */
  text: string;
}

/**
 * The placeholders of an entry: frontmatter text and body paragraphs that start with the mark, as
 * `npm run new` writes them. Comments and code are not copy, and "TODO:" further into a sentence
 * is the editor's own words.
 */
function placeholdersOf(entry: Entry<unknown>): Placeholder[] {
  const found: Placeholder[] = [];
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === 'string') {
      if (isPlaceholder(value))
        found.push({ file: entry.file, ...entry.locate(path, 'value'), field: path.join('.'), text: value.trim() });
    } else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  visit(entry.data, []);
  for (const run of entry.body.prose)
    if (isPlaceholder(run.text))
      found.push({ file: entry.file, line: run.line, column: run.column, text: run.text.trim() });
  return found;
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
  const goingLive = publishableEntries(catalog).filter((entry) => entry.unpublished?.reason !== 'draft');
  return findPlaceholders(goingLive).map(({ text, ...place }) => ({
    ...place,
    problem:
      'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.',
    found: JSON.stringify(text),
    hint: 'Write the real text in its place. Until the entry is finished, keep it a draft: "draft: true" at the top of its frontmatter, or the Draft switch in the browser editor.',
  }));
}
