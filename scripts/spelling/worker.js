/**
 * A worker thread of `checkSpelling`: loads cspell's dictionary of the site's language, and judges
 * each word: null when known, else up to three suggestions. Plain JavaScript typed by its JSDoc,
 * so Node runs it as is: tsx's hooks would start a thread of their own and delay the dictionary
 * by about as long as it takes to parse (decision 0010).
 */
/** @import { SpellerDictionary } from './speller.ts' */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createCollection, createSpellingDictionaryFromTrieFile } from 'cspell-dictionary';
import { decodeTrie, encodeITrieToBTrie } from 'cspell-trie-lib';
import { mapShare } from '../support/map-share.js';
import { writeThroughPartial } from '../support/write-through-partial.js';

/**
 * The dictionary's trie: in cspell's binary form (decoded in about 0.1 s) when the build's cache
 * keeps it, else the package's `.trie.gz` text (parsed in about 0.5 to 1.3 s), then converted
 * and kept for the next check.
 * @param {SpellerDictionary} dictionary
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function trieData({ trie, btrie }) {
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

await mapShare(
  /**
   * @param {SpellerDictionary} source
   * @returns {Promise<(word: string) => string[] | null>}
   */
  async (source) => {
    // A collection of the one dictionary, as cspell-lib's `getDictionary` makes, suggests the same
    // words; with one member it never walks the trie to sort its members by size.
    const dictionary = createCollection(
      [createSpellingDictionaryFromTrieFile(await trieData(source), source.options.name, source.trie, source.options)],
      source.options.name,
    );

    /**
     * Known as a whole, or, written in parts (ScaleLoop, HubSpot), each part known, as cspell splits it.
     * @param {string} word
     */
    function isKnown(word) {
      if (dictionary.has(word)) return true;
      const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
      return parts.length > 1 && parts.every((part) => part.length < 4 || dictionary.has(part));
    }

    return (word) => {
      if (isKnown(word)) return null;
      /** @type {string[]} */
      const suggestions = [];
      for (const { word: suggestion } of dictionary.suggest(word, { numSuggestions: 6, numChanges: 2 })) {
        // cspell also offers the word split in two ("co lour" for "colour"), which helps no editor.
        if (!suggestion.includes(' ') && !suggestions.some((kept) => kept.toLowerCase() === suggestion.toLowerCase()))
          suggestions.push(suggestion);
      }
      return suggestions.slice(0, 3);
    };
  },
);
