/**
 * The one way the build runs work in parallel: `parallelMap` deals items to worker threads, and
 * each worker module maps its share with `mapShare`. Prerendering, encoding pictures and drawing
 * social images all run through it.
 */
import { on } from 'node:events';
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

/** How `parallelMap` spreads the work. */
export interface ParallelOptions<Result = unknown> {
  /** Each worker gets at least this many items: starting a thread costs its module's loading. */
  minimumPerWorker: number;
  /** The most worker threads; one per core when absent. */
  threads?: number;
  /** Given to every worker with its share (what each item needs besides itself). */
  shared?: unknown;
  /** Plain JavaScript modules each worker imports before tsx's hooks are registered (see `bootstrap`). */
  preload?: readonly URL[];
  /** Stops every worker, and rejects with its reason. */
  signal?: AbortSignal | undefined;
  /**
   * Given each result with its item's index while the others are still being made, in the order
   * of the items: a result waits for those before it. Lets the next step start on the first results.
   */
  onResult?: (result: Result, index: number) => void;
}

/** How many worker threads `items` items deserve: one per core at most (`cores`), each with at least `minimumPerWorker`. */
export function workerCount(items: number, minimumPerWorker: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(items / minimumPerWorker)));
}

/**
 * The first module a worker runs. Workers start without the parent's `--import tsx` and register
 * tsx's hooks here, after importing the `preload` modules: these are plain JavaScript, and the
 * worker's TypeScript module later imports them from the module cache. (A large server bundle
 * loaded through tsx's `tsImport`, which keeps a copy per namespace, was many times slower.)
 */
function bootstrap(workerModule: URL, preload: readonly URL[]): URL {
  const source = `${preload.map((url) => `await import(${JSON.stringify(url.href)});`).join('\n')}
const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
register();
await import(${JSON.stringify(workerModule.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/**
 * Runs one worker: sends it `shared` at once, so it prepares while its items are still being
 * made, then its share once known; gives each result it posts (one message each) to `onResult`
 * as it comes, and resolves with how many it posted.
 */
function runWorker(
  workerModule: URL,
  shared: unknown,
  share: Promise<readonly unknown[]>,
  preload: readonly URL[],
  onResult: (result: unknown, position: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  // Without the parent's flags, the bootstrap alone decides when tsx's hooks are registered.
  const worker = new Worker(bootstrap(workerModule, preload), { execArgv: [] });
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<number>((resolve, reject) => {
    let posted = 0;
    worker.on('message', (message: unknown) => onResult(message, posted++));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      // A worker stopped before it ran at all may exit with 0: stopped is stopped.
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(posted);
      else reject(new Error(`A worker running ${workerModule.pathname} stopped with code ${code}.`));
    });
    worker.postMessage(shared);
    share.then((items) => worker.postMessage(items), reject);
  });
}

/**
 * Maps `items` through the worker module `workerModule` (which calls `mapShare`) on worker
 * threads: `workerCount` of them, each dealt every n-th item, so runs of similar items spread
 * over every thread. Resolves with the results in the order of `items`, and how many threads ran.
 * The first failure stops the other workers and rejects, as does `signal`. No items, no threads.
 * Given the items as a promise, `threads` workers (one per core when absent) start at once and
 * prepare while the items are made; when they turn out to be none, the workers are stopped.
 */
export async function parallelMap<Result>(
  workerModule: URL,
  items: readonly unknown[] | Promise<readonly unknown[]>,
  options: ParallelOptions<Result>,
): Promise<{ results: Result[]; threads: number }> {
  const { signal, preload = [], shared, onResult } = options;
  signal?.throwIfAborted();
  if (Array.isArray(items) && items.length === 0) return { results: [], threads: 0 };
  const threads = Array.isArray(items)
    ? workerCount(items.length, options.minimumPerWorker, options.threads)
    : (options.threads ?? availableParallelism());
  // One controller for all: the first failure stops the others.
  const stopping = new AbortController();
  const onAbort = () => stopping.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const none = new Error('No items to map.');
  const shares = Promise.resolve(items).then((known) => {
    if (known.length === 0) stopping.abort(none);
    return Array.from({ length: threads }, (_unused, share) =>
      known.filter((_item, index) => index % threads === share),
    );
  });
  // Results by item index, and the first index not yet given to `onResult`.
  const results: Result[] = [];
  let given = 0;
  const arrived = (result: unknown, shareIndex: number, position: number) => {
    results[position * threads + shareIndex] = result as Result;
    try {
      for (; onResult && given in results; given += 1) onResult(results[given] as Result, given);
    } catch (error) {
      stopping.abort(error);
    }
  };
  try {
    const posted = await Promise.all(
      Array.from({ length: threads }, (_unused, shareIndex) =>
        runWorker(
          workerModule,
          shared,
          shares.then((dealt) => dealt[shareIndex] ?? []),
          preload,
          (result, position) => arrived(result, shareIndex, position),
          stopping.signal,
        ).catch((error: unknown) => {
          stopping.abort(error);
          throw error;
        }),
      ),
    ).catch((error: unknown) => {
      if (error === none) return [];
      throw error;
    });
    const dealt = await shares;
    posted.forEach((count, shareIndex) => {
      if (count !== dealt[shareIndex]?.length)
        throw new Error(`A worker running ${workerModule.pathname} ended without the results of its share.`);
    });
    return { results, threads };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * In a worker module of `parallelMap`: calls `prepare` once with the shared value to get the
 * function of one item (its share of the items may arrive meanwhile), maps the items one after
 * the other and posts each result as it is made.
 */
export async function mapShare<Item, Shared, Result>(
  prepare: (shared: Shared) => Promise<(item: Item) => Result | Promise<Result>>,
): Promise<void> {
  if (!parentPort) throw new Error('mapShare is only for worker threads.');
  // Buffered: the share may arrive while `prepare` runs.
  const messages = on(parentPort, 'message');
  const [shared] = (await messages.next()).value as [Shared];
  const map = await prepare(shared);
  const [items] = (await messages.next()).value as [Item[]];
  // Stops listening, so the worker ends once its results are posted.
  await messages.return?.();
  for (const item of items) parentPort.postMessage(await map(item));
}
