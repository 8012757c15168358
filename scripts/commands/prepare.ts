/**
 * npm's `prepare` step, which `npm install` and `npm ci` run last: keeps the spelling dictionary
 * of the site's language in cspell's binary form in `.cache/` (decision 0010).
 */
import { keepDictionary } from '../spelling/speller.ts';
import { BuildCache } from '../support/cache.ts';
import { cacheRoot, contentRoot } from '../support/paths.ts';

await keepDictionary(contentRoot, new BuildCache(cacheRoot));
