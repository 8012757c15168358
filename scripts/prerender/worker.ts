/** A worker thread of `prerender`: renders its share of the pages and writes their HTML. */
import { mapShare } from '../support/parallel-map.ts';
import { preparePages } from './prerender.ts';

await mapShare(preparePages);
