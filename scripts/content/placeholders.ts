import type { ContentCatalog } from './load.ts';
import { readFileSync } from 'node:fs';

/** Starts every placeholder `npm run new` writes; text that still has it is not finished. */
export const placeholderMark = 'TODO:';

/** A placeholder left in a content file. */
export interface Placeholder {
  file: string;
  line: number;
}

/** Placeholders still in the content: not errors (the file is valid), but reported so they do not ship unnoticed. */
export function findPlaceholders(catalog: ContentCatalog): Placeholder[] {
  return [...catalog.pages, ...catalog.caseStudies, ...catalog.faq].flatMap((entry) =>
    readFileSync(entry.absolutePath, 'utf8')
      .split(/\r?\n/)
      .flatMap((text, index) => (text.includes(placeholderMark) ? [{ file: entry.file, line: index + 1 }] : [])),
  );
}
