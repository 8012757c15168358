/**
 * The spelling check of `npm run check`: every word of the copy that neither the dictionary of the
 * site's language (cspell's) nor the editors' `content/dictionary.txt` knows, named where it is
 * written with suggestions, as a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ContentError, inWords } from '../content/errors.ts';
import { normaliseSource } from '../content/frontmatter.ts';
import { contentLayout, type ContentCatalog, type Entry } from '../content/load.ts';
import { isPlaceholder } from '../content/placeholders.ts';
import type { BuildCache } from '../support/cache.ts';
import { judgeWords, type Speller } from './speller.ts';
import { copyOf, type CopyRun, type FoundWord, wordsIn } from './words.ts';

/** The words of `content/dictionary.txt`: one a line, `#` starts a comment; compared without case. */
export function dictionaryWords(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
      .filter((word) => word !== '')
      .map((word) => word.replace(/’/g, "'").toLowerCase()),
  );
}

/** Finds where each unknown word of a file is written, reading the file only when it has one. */
function locator(
  entry: Entry<unknown>,
): (run: CopyRun, written: string, nth: number) => { line: number; column: number } {
  let lineStarts: number[] | undefined;
  let source = '';
  return (run, written, nth) => {
    const start = run.start ?? entry.locate(run.field ?? [], 'value');
    if (!lineStarts) {
      source = normaliseSource(readFileSync(entry.absolutePath, 'utf8'));
      lineStarts = [0];
      for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1))
        lineStarts.push(index + 1);
    }
    const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'gu');
    pattern.lastIndex = (lineStarts[start.line - 1] ?? 0) + start.column - 1;
    let match: RegExpExecArray | null = null;
    for (let count = 0; count <= nth; count += 1) match = pattern.exec(source);
    // A word written with an escape or a character reference is not found as written: its piece's start is named.
    if (!match) return start;
    const line = lineStarts.findLastIndex((lineStart) => lineStart <= match.index);
    return { line: line + 1, column: match.index - (lineStarts[line] ?? 0) + 1 };
  };
}

/** The most places a word is named at: a name written in every case study needs one line in the dictionary, not a thousand warnings. */
export const placesPerWord = 5;

/**
 * The spelling warnings of a valid catalog: each word of the copy (the fields the schemas mark
 * as copy, and the bodies' text; not addresses, ids, code or picture paths) that neither the
 * dictionary of the site's `language` nor `content/dictionary.txt` knows, at its file, line and
 * column, with suggestions. Each distinct word is looked up once, by `speller` when one was
 * started ahead of the copy (`startSpeller`).
 */
export async function checkSpelling(
  catalog: ContentCatalog,
  cache?: BuildCache,
  speller?: Speller,
): Promise<ContentError[]> {
  const dictionaryFile = path.join(catalog.root, contentLayout.dictionary);
  const accepted = dictionaryWords(existsSync(dictionaryFile) ? readFileSync(dictionaryFile, 'utf8') : '');
  // A placeholder is named by the check already (an error, or work left in a draft), not as a misspelling.
  const runs = copyOf(catalog).filter((run) => !isPlaceholder(run.text));
  // Copy repeats (a footer, a label, a name in every case study): each distinct text is read once.
  const wordsOfText = new Map<string, FoundWord[]>();
  const found = runs.map((run) => {
    let words = wordsOfText.get(run.text);
    if (!words) {
      words = wordsIn(run.text).filter(({ word }) => !accepted.has(word.toLowerCase()));
      wordsOfText.set(run.text, words);
    }
    return words;
  });
  const distinct = new Set([...wordsOfText.values()].flatMap((words) => words.map(({ word }) => word)));
  const unknown = await judgeWords([...distinct].sort(), catalog.site.data.language, cache, speller);
  if (unknown.size === 0) return [];
  const dictionaryName = path.posix.join(path.posix.dirname(catalog.site.file), contentLayout.dictionary);
  const locators = new Map<Entry<unknown>, ReturnType<typeof locator>>();
  const places = new Map<string, number>();
  const lastNamed = new Map<string, ContentError>();
  const warnings: ContentError[] = [];
  runs.forEach((run, runIndex) => {
    const seen = new Map<string, number>();
    for (const { written, word } of found[runIndex] ?? []) {
      const nth = seen.get(written) ?? 0;
      seen.set(written, nth + 1);
      const suggestions = unknown.get(word);
      if (!suggestions) continue;
      const place = (places.get(word) ?? 0) + 1;
      places.set(word, place);
      if (place > placesPerWord) continue;
      if (!locators.has(run.entry)) locators.set(run.entry, locator(run.entry));
      const at = locators.get(run.entry)!(run, written, nth);
      const guesses = suggestions.map((suggestion) => `"${suggestion}"`);
      const didYouMean = guesses.length === 0 ? '' : `Did you mean ${inWords(guesses, 'or')}? `;
      const warning: ContentError = {
        file: run.entry.file,
        ...at,
        ...(run.field ? { field: run.field.join('.') } : {}),
        problem: `"${written}" is not in the ${catalog.site.data.language} dictionary.`,
        hint: `${didYouMean}If "${written}" is right (a name or a term), add it to ${dictionaryName}, one word a line.`,
      };
      warnings.push(warning);
      lastNamed.set(word, warning);
    }
  });
  // The last place named of a word written in more places says how many more there are.
  for (const [word, warning] of lastNamed) {
    const more = (places.get(word) ?? 0) - placesPerWord;
    if (more > 0) warning.problem += ` It is written in ${more} more place${more === 1 ? '' : 's'} not listed here.`;
  }
  return warnings;
}
