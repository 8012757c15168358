/** A worker thread of `prerender`: renders its share of the pages, writes their HTML and posts how many, with their policies. */
import { parentPort } from 'node:worker_threads';
import { renderShare, type PrerenderShare } from './prerender.ts';
import { workerInput } from '../support/workers.ts';

// Sent by `prerender` in prerender.ts, the only place that starts this worker.
parentPort?.postMessage(await renderShare((await workerInput()) as PrerenderShare));
