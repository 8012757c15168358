/** A worker thread of `checkSpelling`: loads cspell's dictionary of the site's language, and judges each word: null when known, else up to three suggestions. */
import { fileURLToPath } from 'node:url';
import { finalizeSettings, getDictionary, readSettings } from 'cspell-lib';
import { mapShare } from '../support/parallel-map.ts';
import type { SpellingLanguage } from './speller.ts';

/** The npm package of cspell's dictionary of each language the site settings may name. */
const dictionaryPackages = {
  'en-GB': '@cspell/dict-en-gb-mit',
  'en-US': '@cspell/dict-en_us',
} as const;

await mapShare<string, SpellingLanguage, string[] | null>(async (language) => {
  const settings = await readSettings(fileURLToPath(import.meta.resolve(dictionaryPackages[language])));
  const dictionary = await getDictionary(
    finalizeSettings({ ...settings, dictionaries: (settings.dictionaryDefinitions ?? []).map(({ name }) => name) }),
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
