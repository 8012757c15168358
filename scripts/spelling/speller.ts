/**
 * cspell on a worker thread, and the verdicts it gave, kept in the build's cache (decision 0010).
 * Light on purpose: `npm run check` imports it before anything else, so the worker loads cspell's
 * dictionary while the command loads and runs the content checks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SpellingDictionaryOptions } from 'cspell-dictionary';
import type { SiteSettings } from '../../src/model/site.ts';
import { type BuildCache, cacheKey, codeDigest } from '../support/cache.ts';
import { parallelMap } from '../support/parallel-map.ts';

/** The languages the spelling check knows: the site settings' `language`. */
export type SpellingLanguage = SiteSettings['language'];

/** The verdicts of a check: the words the dictionary knows, and the others with up to three suggestions each. */
interface SpellingVerdicts {
  known: string[];
  unknown: Record<string, string[]>;
}

/** The npm package of cspell's dictionary of each language the site settings may name. */
const dictionaryPackages = {
  'en-GB': '@cspell/dict-en-gb-mit',
  'en-US': '@cspell/dict-en_us',
} as const satisfies Record<SpellingLanguage, string>;

/** What cspell's worker loads: the language's dictionary, as its package defines it. */
export interface SpellerDictionary {
  /** The dictionary's name and options, from the package's `cspell-ext.json`. */
  options: SpellingDictionaryOptions & { name: string };
  /** The package's `.trie.gz` file. */
  trie: string;
  /** The build cache's entry of the same dictionary in cspell's binary form, written by the worker when missing; none without a cache. */
  btrie?: string | undefined;
}

/** A dictionary package's `cspell-ext.json`, as far as it is read here: each of ours defines one dictionary. */
interface DictionaryPackage {
  dictionaryDefinitions: [SpellingDictionaryOptions & { name: string; path: string }];
}

const workerModule = new URL('./worker.ts', import.meta.url);
const verdictsCode = codeDigest([workerModule]);

/** The cache entry of the verdicts on the words of the last check in `language`. */
function verdictsEntry(language: SpellingLanguage): string {
  return cacheKey(verdictsCode, language);
}

/**
 * The dictionary of `language`, its binary form noted as used in `cache`: keyed as the verdicts are,
 * by the worker's code and the lockfiles, which name the dictionary package's version.
 */
function dictionaryOf(language: SpellingLanguage, cache: BuildCache | undefined): SpellerDictionary {
  const settingsFile = fileURLToPath(import.meta.resolve(`${dictionaryPackages[language]}/cspell-ext.json`));
  const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as DictionaryPackage;
  const [{ path: trieName, ...options }] = settings.dictionaryDefinitions;
  const trie = path.resolve(path.dirname(settingsFile), trieName);
  return { options, trie, btrie: cache?.file(verdictsEntry(language), 'btrie') };
}

/**
 * Notes the spelling verdicts and the dictionary of the site's language as used by this build, so
 * that its prune leaves them for the next `npm run check` (the build itself does not check spelling).
 */
export function keepSpellingVerdicts(cache: BuildCache, site: SiteSettings): void {
  cache.file(verdictsEntry(site.language), 'json');
  dictionaryOf(site.language, cache);
}

/** cspell's worker: each word's verdict, null when the dictionary knows it, else up to three suggestions. */
function runWorker(
  language: SpellingLanguage,
  words: readonly string[] | Promise<readonly string[]>,
  cache: BuildCache | undefined,
) {
  return parallelMap<string[] | null>(workerModule, words, {
    minimumPerWorker: 1,
    threads: 1,
    shared: dictionaryOf(language, cache),
    preload: [new URL(import.meta.resolve('cspell-dictionary')), new URL(import.meta.resolve('cspell-trie-lib'))],
  });
}

/** cspell's worker, started before the words to judge are known (`startSpeller`). */
export interface Speller {
  /** The language it loads the dictionary of. */
  language: SpellingLanguage;
  /** Judges `words`, once: each one's verdict, in order. */
  judge(words: readonly string[]): Promise<(string[] | null)[]>;
  /** Stops the worker when there is nothing to judge (the content is not valid). */
  stop(): void;
}

/**
 * Starts cspell's worker when no verdicts are kept for the language `content/site.yaml` names:
 * a check with no kept verdicts then loads the dictionary (seconds) while it loads, reads and
 * validates the content. Undefined when verdicts are kept, so that a check whose words all have
 * one never loads cspell. The settings are not validated yet: the language is read as written
 * (the schema's default, en-GB, when the line is missing), and `judgeWords` starts a worker of its
 * own when the validated settings name another.
 */
export function startSpeller(contentRoot: string, cache: BuildCache): Speller | undefined {
  let settings = '';
  try {
    settings = readFileSync(path.join(contentRoot, 'site.yaml'), 'utf8');
  } catch {
    return undefined;
  }
  const written = /^language:\s*["']?([\w-]+)["']?\s*(?:#.*)?$/m.exec(settings)?.[1] ?? 'en-GB';
  if (written !== 'en-GB' && written !== 'en-US') return undefined;
  if (cache.readJson(verdictsEntry(written)) !== undefined) return undefined;
  let give: (words: readonly string[]) => void = () => undefined;
  const judged = runWorker(
    written,
    new Promise<readonly string[]>((resolve) => {
      give = resolve;
    }),
    cache,
  );
  // Read by `judge`; a stopped worker's outcome is nobody's.
  judged.catch(() => undefined);
  return {
    language: written,
    judge: (words) => {
      give(words);
      return judged.then(({ results }) => results);
    },
    stop: () => give([]),
  };
}

/**
 * Converts the dictionary of the language `content/site.yaml` names to cspell's binary form in
 * `cache`, unless verdicts are kept for it (then it was loaded): npm's `prepare` step, so that the
 * first check after `npm install` decodes it instead of parsing the package's text.
 */
export async function keepDictionary(contentRoot: string, cache: BuildCache): Promise<void> {
  // The worker loads the dictionary, and keeps its binary form, before it judges a word; given
  // none, it would be stopped first.
  await startSpeller(contentRoot, cache)?.judge(['dictionary']);
}

/**
 * The verdict on each of `words`: from the cache when an earlier check judged it with the same
 * language, code and packages, else from cspell on its worker (`speller`'s, when it loads the
 * same language; else one started now, only when a word has no verdict). The entry is rewritten
 * with the verdicts on `words` alone. Returns the unknown words with their suggestions.
 */
export async function judgeWords(
  words: readonly string[],
  language: SpellingLanguage,
  cache?: BuildCache,
  speller?: Speller,
): Promise<Map<string, string[]>> {
  const key = verdictsEntry(language);
  const kept = (cache?.readJson(key) as SpellingVerdicts | undefined) ?? { known: [], unknown: {} };
  const known = new Set(kept.known);
  const missing = words.filter((word) => !known.has(word) && kept.unknown[word] === undefined);
  if (speller?.language !== language) speller?.stop();
  const results =
    speller?.language === language ? await speller.judge(missing) : (await runWorker(language, missing, cache)).results;
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
