/** Posts what it was given, doubled, and whether a preloaded module ran before it. */
import { parentPort } from 'node:worker_threads';
import { workerInput } from '../../../scripts/workers.ts';

const preloaded = (globalThis as { preloaded?: boolean }).preloaded === true;
parentPort?.postMessage({ doubled: ((await workerInput()) as number) * 2, preloaded });
