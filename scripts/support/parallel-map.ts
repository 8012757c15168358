/**
 * The one way the build runs work in parallel: `parallelMap` deals items to worker threads, and
 * each worker module maps its share with `mapShare`. Prerendering, encoding pictures and drawing
 * social images all run through it.
 */
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

/** What `parallelMap` sends each worker: its share of the items and what every item shares. */
interface Share {
  items: readonly unknown[];
  shared: unknown;
}

/** How `parallelMap` spreads the work. */
export interface ParallelOptions {
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

/** Runs one worker on `share` and resolves with the results it posted last. */
function runWorker(workerModule: URL, share: Share, preload: readonly URL[], signal?: AbortSignal): Promise<unknown> {
  // Without the parent's flags, the bootstrap alone decides when tsx's hooks are registered.
  const worker = new Worker(bootstrap(workerModule, preload), { execArgv: [] });
  const stop = () => void worker.terminate();
  signal?.addEventListener('abort', stop, { once: true });
  return new Promise<unknown>((resolve, reject) => {
    let result: unknown;
    worker.on('message', (message: unknown) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve(result);
      else
        reject(
          signal?.aborted
            ? signal.reason
            : new Error(`A worker running ${workerModule.pathname} stopped with code ${code}.`),
        );
    });
    worker.postMessage(share);
  });
}

/**
 * Maps `items` through the worker module `workerModule` (which calls `mapShare`) on worker
 * threads: `workerCount` of them, each dealt every n-th item, so runs of similar items spread
 * over every thread. Resolves with the results in the order of `items`, and how many threads ran.
 * The first failure stops the other workers and rejects, as does `signal`. No items, no threads.
 */
export async function parallelMap<Result>(
  workerModule: URL,
  items: readonly unknown[],
  options: ParallelOptions,
): Promise<{ results: Result[]; threads: number }> {
  const { signal, preload = [], shared } = options;
  signal?.throwIfAborted();
  if (items.length === 0) return { results: [], threads: 0 };
  const threads = workerCount(items.length, options.minimumPerWorker, options.threads);
  const shares = Array.from({ length: threads }, (_unused, share) =>
    items.filter((_item, index) => index % threads === share),
  );
  // One controller for all: the first failure stops the others.
  const stopping = new AbortController();
  const onAbort = () => stopping.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const posted = await Promise.all(
      shares.map((share) =>
        runWorker(workerModule, { items: share, shared }, preload, stopping.signal).catch((error: unknown) => {
          stopping.abort(error);
          throw error;
        }),
      ),
    );
    const results: Result[] = new Array<Result>(items.length);
    posted.forEach((share, shareIndex) => {
      if (!Array.isArray(share) || share.length !== shares[shareIndex]?.length)
        throw new Error(`A worker running ${workerModule.pathname} ended without the results of its share.`);
      share.forEach((result: Result, index) => {
        results[index * threads + shareIndex] = result;
      });
    });
    return { results, threads };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * In a worker module of `parallelMap`: receives its share, calls `prepare` once with the shared
 * value to get the function of one item, maps the items one after the other and posts the results.
 */
export async function mapShare<Item, Shared, Result>(
  prepare: (shared: Shared) => Promise<(item: Item) => Result | Promise<Result>>,
): Promise<void> {
  if (!parentPort) throw new Error('mapShare is only for worker threads.');
  const [share] = (await once(parentPort, 'message')) as [{ items: Item[]; shared: Shared }];
  const map = await prepare(share.shared);
  const results: Result[] = [];
  for (const item of share.items) results.push(await map(item));
  parentPort.postMessage(results);
}
