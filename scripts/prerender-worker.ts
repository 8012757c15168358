/** A worker thread of `prerender`: renders its share of the pages, writes their HTML and posts how many, with their policies. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderShare, type PrerenderShare } from './prerender.ts';

// Sent by `prerender` in prerender.ts, the only place that starts this worker.
parentPort?.postMessage(await renderShare(workerData as PrerenderShare));
