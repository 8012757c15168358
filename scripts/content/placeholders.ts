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
  /** Whether the file is published or scheduled: the built site would show the placeholder. */
  goesLive: boolean;
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
  let fields: Map<number, string> | undefined;
  // A scheduled entry goes live on its day without another edit, so only a draft may hold one.
  const goesLive = entry.unpublished?.reason !== 'draft';
  return readFileSync(entry.absolutePath, 'utf8')
    .split(/\r?\n/)
    .flatMap((text, index) => {
      const at = text.indexOf(placeholderMark);
      if (at < 0) return [];
      fields ??= placeholderFieldsByLine(entry);
      const field = fields.get(index + 1);
      const written = /^[^"]*/.exec(text.slice(at))?.[0].trim() ?? placeholderMark;
      return [
        { file: entry.file, line: index + 1, column: at + 1, ...(field ? { field } : {}), text: written, goesLive },
      ];
    });
}

/** Placeholders still in the content: in drafts they are work to do; anywhere else, errors. */
export function findPlaceholders(catalog: ContentCatalog): Placeholder[] {
  return [...catalog.pages, ...catalog.caseStudies, ...catalog.faq].flatMap(placeholdersOf);
}

/** A placeholder in a published or scheduled entry: the built site would show it to visitors. */
export function checkPlaceholders(catalog: ContentCatalog): ContentError[] {
  return findPlaceholders(catalog)
    .filter((placeholder) => placeholder.goesLive)
    .map(({ text, goesLive: _, ...place }) => ({
      ...place,
      problem:
        'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.',
      found: text,
      hint: `Write the real text in its place. Until every "${placeholderMark}" of the file is written, keep "draft: true" at the top of its frontmatter.`,
    }));
}
