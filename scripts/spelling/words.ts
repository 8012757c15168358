/** The copy of the content, and the words in it, for the spelling check. */
import type { ContentCatalog, Entry } from '../content/load.ts';
import { caseStudySchema } from '../../src/model/case-study.ts';
import { faqEntrySchema } from '../../src/model/faq-entry.ts';
import { copyFields } from '../../src/model/fields.ts';
import { markedValuesIn } from '../../src/model/marked-fields.ts';
import { pageSchema } from '../../src/model/page.ts';
import { siteSchema } from '../../src/model/site.ts';
import type { z } from 'zod';

/** A piece of copy: a frontmatter field's text, or a piece of a body's text and where it starts. */
export interface CopyRun {
  entry: Entry<unknown>;
  text: string;
  /** The frontmatter field, e.g. `['sections', 2, 'heading']`; absent in the body. */
  field?: (string | number)[];
  /** Where a piece of the body starts; a field is found with `entry.locate`. */
  start?: { line: number; column: number };
}

/** Every piece of copy: the fields their schemas mark as copy (`copyFields`), and each body's text. */
export function copyOf(catalog: ContentCatalog): CopyRun[] {
  const runs: CopyRun[] = [];
  const add = (entry: Entry<unknown>, schema: z.ZodType) => {
    for (const { path, value } of markedValuesIn(copyFields, schema, entry.data))
      if (typeof value === 'string') runs.push({ entry, text: value, field: path });
    for (const { text, line, column } of entry.body.prose) runs.push({ entry, text, start: { line, column } });
  };
  add(catalog.site, siteSchema);
  for (const entry of catalog.pages) add(entry, pageSchema);
  for (const entry of catalog.caseStudies) add(entry, caseStudySchema);
  for (const entry of catalog.faq) add(entry, faqEntrySchema);
  return runs;
}

// Addresses, e-mail addresses and site paths written in copy are not words.
const notWords = /\b[a-z][\w+.-]*:\/\/\S*|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{L}\p{N}])\/[\w./#?=&%-]*/giu;
// Latin letters, with apostrophes inside (don't); none touching a digit (B2B, 24h, Q3).
const word = /(?<![\p{N}_])[\p{Script=Latin}\p{M}]+(?:['’][\p{Script=Latin}\p{M}]+)*(?![\p{N}_])/gu;

/** Words shorter than this are not checked (as cspell's `minWordLength`): initials, units, "eg". */
export const shortestWord = 4;

/** A word of a piece of copy: as written, as looked up, and where it starts in the piece. */
export interface FoundWord {
  written: string;
  /** Without a possessive `'s`, with a typographic apostrophe as `'`. */
  word: string;
  index: number;
}

/** The words of `text` to check, in order. */
export function wordsIn(text: string): FoundWord[] {
  // Most copy holds no address; looking for one in every piece was most of the time this takes.
  const blanked = /[/@]|www\./.test(text) ? text.replace(notWords, (match) => ' '.repeat(match.length)) : text;
  const found: FoundWord[] = [];
  for (const match of blanked.matchAll(word)) {
    const written = match[0].replace(/['’]s$/i, '');
    const lookedUp = written.replace(/’/g, "'");
    if (lookedUp.replace(/'/g, '').length >= shortestWord) found.push({ written, word: lookedUp, index: match.index });
  }
  return found;
}
