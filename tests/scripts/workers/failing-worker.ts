/** Fails for the item 2 and ends well for the others. */
import { workerInput } from '../../../scripts/workers.ts';

if ((await workerInput()) === 2) throw new Error('item 2 cannot be done');
