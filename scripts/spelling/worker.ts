/** A worker thread of `checkSpelling`: loads cspell's dictionary of the site's language, and judges each word: null when known, else up to three suggestions. */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createCollection, createSpellingDictionaryFromTrieFile } from 'cspell-dictionary';
import { decodeTrie, encodeITrieToBTrie } from 'cspell-trie-lib';
import { writeThroughPartial } from '../support/cache.ts';
import { mapShare } from '../support/parallel-map.ts';
import type { SpellerDictionary } from './speller.ts';

/**
 * The dictionary's trie: in cspell's binary form (decoded in about 0.1 s) when the build's cache
 * keeps it, else the package's `.trie.gz` text (parsed in about 0.5 to 1.3 s), then converted
 * and kept for the next check.
 */
async function trieData({ trie, btrie }: SpellerDictionary): Promise<Uint8Array<ArrayBuffer>> {
  if (btrie && existsSync(btrie)) return new Uint8Array(readFileSync(btrie));
  const text = new Uint8Array(gunzipSync(readFileSync(trie)));
  if (!btrie) return text;
  const encoded = encodeITrieToBTrie(decodeTrie(text));
  try {
    await mkdir(path.dirname(btrie), { recursive: true });
    await writeThroughPartial(btrie, encoded);
  } catch (error) {
    console.warn(
      `Note: ${btrie} could not be kept for the next check (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  return encoded;
}

await mapShare<string, SpellerDictionary, string[] | null>(async (source) => {
  // A collection of the one dictionary, as cspell-lib's `getDictionary` makes, suggests the same
  // words; with one member it never walks the trie to sort its members by size.
  const dictionary = createCollection(
    [createSpellingDictionaryFromTrieFile(await trieData(source), source.options.name, source.trie, source.options)],
    source.options.name,
  );

  /** Known as a whole, or, written in parts (ScaleLoop, HubSpot), each part known, as cspell splits it. */
  function isKnown(word: string): boolean {
    if (dictionary.has(word)) return true;
    const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
    return parts.length > 1 && parts.every((part) => part.length < 4 || dictionary.has(part));
  }

  return (word) => {
    if (isKnown(word)) return null;
    const suggestions: string[] = [];
    for (const { word: suggestion } of dictionary.suggest(word, { numSuggestions: 6, numChanges: 2 })) {
      // cspell also offers the word split in two ("co lour" for "colour"), which helps no editor.
      if (!suggestion.includes(' ') && !suggestions.some((kept) => kept.toLowerCase() === suggestion.toLowerCase()))
        suggestions.push(suggestion);
    }
    return suggestions.slice(0, 3);
  };
});
