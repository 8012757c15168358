/**
 * The worker's half of `parallelMap` (`parallel-map.ts`), in plain JavaScript typed by its JSDoc:
 * a worker module Node runs as is, without tsx's hooks, can import it too (decision 0010).
 */
import { on } from 'node:events';
import { parentPort } from 'node:worker_threads';

/**
 * In a worker module of `parallelMap`: calls `prepare` once with the shared value to get the
 * function of one item (its share of the items may arrive meanwhile), maps the items one after
 * the other and posts each result as it is made.
 * @template Item, Shared, Result
 * @param {(shared: Shared) => Promise<(item: Item) => Result | Promise<Result>>} prepare
 * @returns {Promise<void>}
 */
export async function mapShare(prepare) {
  if (!parentPort) throw new Error('mapShare is only for worker threads.');
  // Buffered: the share may arrive while `prepare` runs.
  const messages = on(parentPort, 'message');
  const [shared] = /** @type {[Shared]} */ ((await messages.next()).value);
  const map = await prepare(shared);
  const [items] = /** @type {[Item[]]} */ ((await messages.next()).value);
  // Stops listening, so the worker ends once its results are posted.
  await messages.return?.();
  for (const item of items) parentPort.postMessage(await map(item));
}
