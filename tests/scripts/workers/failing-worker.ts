/** Fails for the item 2 and ends well for the others. */
import { workerData } from 'node:worker_threads';

if (workerData === 2) throw new Error('item 2 cannot be done');
