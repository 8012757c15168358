/**
 * npm's `prepare` step, which `npm install` and `npm ci` run last: keeps the spelling dictionary
 * of the site's language in cspell's binary form in `.cache/` (decision 0010). A failure here is a
 * note, never a failed install: the first `npm run check` then converts the dictionary itself.
 */
import { keepDictionary } from '../spelling/speller.ts';
import { BuildCache } from '../support/cache.ts';
import { cacheRoot, contentRoot } from '../support/paths.ts';

try {
  await keepDictionary(contentRoot, new BuildCache(cacheRoot));
} catch (error) {
  console.warn(
    `Note: the spelling dictionary was not prepared; the first npm run check will (${error instanceof Error ? error.message : String(error)}).`,
  );
}
