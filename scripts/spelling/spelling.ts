/**
 * The spelling check of `npm run check`: every word of the copy that neither the dictionary of the
 * site's language (cspell's) nor the editors' `content/dictionary.txt` knows, named where it is
 * written with suggestions, as a warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentError } from '../content/errors.ts';
import { normaliseSource } from '../content/frontmatter.ts';
import { contentLayout, type ContentCatalog, type Entry } from '../content/load.ts';
import type { SiteSettings } from '../../src/model/site.ts';
import { type BuildCache, cacheKey, codeDigest } from '../support/cache.ts';
import { parallelMap } from '../support/parallel-map.ts';
import { copyOf, type CopyRun, type FoundWord, wordsIn } from './words.ts';

/** The languages the spelling check knows: the site settings' `language`. */
export type SpellingLanguage = SiteSettings['language'];

/** The verdicts of a check: the words the dictionary knows, and the others with up to three suggestions each. */
interface SpellingVerdicts {
  known: string[];
  unknown: Record<string, string[]>;
}

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

const workerModule = new URL('./worker.ts', import.meta.url);
const verdictsCode = codeDigest([workerModule]);

/** The cache entry of the verdicts on the words of the last check in `language`. */
function verdictsEntry(language: SpellingLanguage): string {
  return cacheKey(verdictsCode, language);
}

/**
 * Notes the spelling verdicts of the site's language as used by this build, so that its prune
 * leaves them for the next `npm run check` (the build itself does not check spelling).
 */
export function keepSpellingVerdicts(cache: BuildCache, site: SiteSettings): void {
  cache.file(verdictsEntry(site.language), 'json');
}

/**
 * The verdict on each of `words`: from the cache when an earlier check judged it with the same
 * language, code and packages, else from cspell, loaded on a worker thread only then (loading a
 * language's dictionary takes seconds). The entry is rewritten with the verdicts on `words` alone.
 */
async function judge(words: readonly string[], language: SpellingLanguage, cache?: BuildCache) {
  const key = verdictsEntry(language);
  const kept = (cache?.readJson(key) as SpellingVerdicts | undefined) ?? { known: [], unknown: {} };
  const known = new Set(kept.known);
  const missing = words.filter((word) => !known.has(word) && kept.unknown[word] === undefined);
  const { results } = await parallelMap<string[] | null>(workerModule, missing, {
    minimumPerWorker: missing.length,
    threads: 1,
    shared: language,
    preload: [new URL(import.meta.resolve('cspell-lib'))],
  });
  const fresh = new Map(missing.map((word, index) => [word, results[index] ?? null]));
  const unknown = new Map<string, string[]>();
  const verdicts: SpellingVerdicts = { known: [], unknown: {} };
  for (const word of words) {
    const suggestions = fresh.has(word) ? fresh.get(word) : kept.unknown[word];
    if (suggestions) {
      unknown.set(word, suggestions);
      verdicts.unknown[word] = suggestions;
    } else verdicts.known.push(word);
  }
  if (cache && missing.length > 0) cache.writeJson(key, verdicts);
  return unknown;
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
 * column, with suggestions. Each distinct word is looked up once.
 */
export async function checkSpelling(catalog: ContentCatalog, cache?: BuildCache): Promise<ContentError[]> {
  const dictionaryFile = path.join(catalog.root, contentLayout.dictionary);
  const accepted = dictionaryWords(existsSync(dictionaryFile) ? readFileSync(dictionaryFile, 'utf8') : '');
  const runs = copyOf(catalog);
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
  const unknown = await judge([...distinct].sort(), catalog.site.data.language, cache);
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
      const didYouMean =
        guesses.length === 0
          ? ''
          : `Did you mean ${guesses.length === 1 ? guesses[0] : `${guesses.slice(0, -1).join(', ')} or ${guesses.at(-1)}`}? `;
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
