/** Posts what it was given, doubled, and whether a preloaded module ran before it. */
import { parentPort, workerData } from 'node:worker_threads';

const preloaded = (globalThis as { preloaded?: boolean }).preloaded === true;
parentPort?.postMessage({ doubled: (workerData as number) * 2, preloaded });
