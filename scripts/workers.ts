import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** How many worker threads `items` items of work deserve: one per core at most, each with at least `minimumPerWorker` items. */
export function workerCount(items: number, minimumPerWorker: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(items / minimumPerWorker)));
}

/** Deals `items` into `count` shares in turn, so runs of similar items (a block of case studies) spread over every share. */
export function dealShares<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_unused, share) => items.filter((_item, index) => index % count === share));
}

/**
 * The first module a worker runs. Workers start without the parent's `--import tsx` (see
 * `runWorkers`) and register tsx's hooks here, after importing the `preload` modules: these are
 * plain JavaScript, and the worker's TypeScript module later imports them from the module cache.
 * (Loading a large server bundle through tsx's `tsImport`, which keeps a copy per namespace, took
 * 9 s instead of half a second.)
 */
function bootstrap(workerModule: URL, preload: readonly URL[]): URL {
  const source = `${preload.map((url) => `await import(${JSON.stringify(url.href)});`).join('\n')}
const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
register();
await import(${JSON.stringify(workerModule.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/** How `runWorkers` starts and may stop its workers. */
export interface WorkerOptions {
  /** Plain JavaScript modules every worker imports before tsx is loaded. */
  preload?: readonly URL[];
  /** Stops every worker. */
  signal?: AbortSignal | undefined;
}

/**
 * Runs the TypeScript module `workerModule` in one worker thread per item of `workerData` (which
 * the module reads from `node:worker_threads`), and resolves, when every one has ended well, with
 * the last message each posted. The first failure rejects and stops the others, as does `signal`.
 */
export async function runWorkers(workerModule: URL, workerData: readonly unknown[], options: WorkerOptions = {}): Promise<unknown[]> {
  const { preload = [], signal } = options;
  const workers: Worker[] = [];
  const stopAll = () => Promise.all(workers.map((worker) => worker.terminate()));
  const onAbort = () => void stopAll();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await Promise.all(
      workerData.map(
        (data) =>
          new Promise<unknown>((resolve, reject) => {
            signal?.throwIfAborted();
            // Without the parent's flags, the bootstrap alone decides when tsx's hooks are registered.
            const worker = new Worker(bootstrap(workerModule, preload), { workerData: data, execArgv: [] });
            workers.push(worker);
            let result: unknown;
            worker.on('message', (message: unknown) => (result = message));
            worker.once('error', reject);
            worker.once('exit', (code) => (code === 0 ? resolve(result) : reject(signal?.aborted ? signal.reason : new Error(`A worker running ${workerModule.pathname} stopped with code ${code}.`))));
          }),
      ),
    );
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
