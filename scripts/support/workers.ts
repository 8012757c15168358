import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

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
 * `startWorkers`) and register tsx's hooks here, after importing the `preload` modules: these are
 * plain JavaScript, and the worker's TypeScript module later imports them from the module cache.
 * (Loading a large server bundle through tsx's `tsImport`, which keeps a copy per namespace, was
 * many times slower.)
 */
function bootstrap(workerModule: URL, preload: readonly URL[]): URL {
  const source = `${preload.map((url) => `await import(${JSON.stringify(url.href)});`).join('\n')}
const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
register();
await import(${JSON.stringify(workerModule.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
}

/** What every worker of `startWorkers` imports first. */
export interface WorkerOptions {
  /** Plain JavaScript modules every worker imports before tsx is loaded. */
  preload?: readonly URL[];
}

/** Worker threads started before their work is known (see `startWorkers`). */
export interface StartedWorkers {
  readonly count: number;
  /**
   * Sends the first `inputs.length` workers one input each (`workerInput` receives it) and stops
   * the others; resolves, when every one given an input has ended well, with the last message
   * each posted. The first failure rejects and stops the others, as does `signal`. Once only,
   * and not after `stop`.
   */
  run(inputs: readonly unknown[], signal?: AbortSignal): Promise<unknown[]>;
  /** Stops every worker, e.g. when there turned out to be no work for them. */
  stop(): Promise<void>;
}

/**
 * Starts `count` worker threads running the TypeScript module `workerModule`, which waits for
 * its input (`workerInput`): loading the module's code overlaps whatever the calling thread does
 * until it calls `run`. Until then the workers do not keep the process alive.
 */
export function startWorkers(workerModule: URL, count: number, options: WorkerOptions = {}): StartedWorkers {
  const { preload = [] } = options;
  // Without the parent's flags, the bootstrap alone decides when tsx's hooks are registered.
  const workers = Array.from({ length: count }, () => new Worker(bootstrap(workerModule, preload), { execArgv: [] }));
  let aborted: AbortSignal | undefined;
  const ended = workers.map((worker) => {
    const end = new Promise<unknown>((resolve, reject) => {
      let result: unknown;
      worker.on('message', (message: unknown) => (result = message));
      worker.once('error', reject);
      worker.once('exit', (code) =>
        code === 0
          ? resolve(result)
          : reject(
              aborted?.aborted
                ? aborted.reason
                : new Error(`A worker running ${workerModule.pathname} stopped with code ${code}.`),
            ),
      );
    });
    // After the listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    // A worker that fails before `run` fails `run`, instead of being an unhandled rejection.
    end.catch(() => undefined);
    return end;
  });
  let used: 'run' | 'stopped' | undefined;
  const terminate = async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
  return {
    count,
    async stop() {
      used ??= 'stopped';
      await terminate();
    },
    async run(inputs, signal) {
      if (used)
        throw new Error(
          used === 'run' ? 'These workers were given their work already.' : 'These workers were stopped.',
        );
      used = 'run';
      if (inputs.length > count) throw new Error(`${inputs.length} inputs for ${count} workers.`);
      aborted = signal;
      const onAbort = () => void terminate();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        signal?.throwIfAborted();
        workers.slice(0, inputs.length).forEach((worker, index) => {
          worker.ref();
          worker.postMessage(inputs[index]);
        });
        await Promise.all(workers.slice(inputs.length).map((worker) => worker.terminate()));
        return await Promise.all(ended.slice(0, inputs.length));
      } catch (error) {
        await terminate();
        throw error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}

/**
 * Runs the TypeScript module `workerModule` in one worker thread per item of `inputs` (which
 * the module receives with `workerInput`), and resolves, when every one has ended well, with
 * the last message each posted. The first failure rejects and stops the others, as does `signal`.
 */
export async function runWorkers(
  workerModule: URL,
  inputs: readonly unknown[],
  options: WorkerOptions & { signal?: AbortSignal | undefined } = {},
): Promise<unknown[]> {
  options.signal?.throwIfAborted();
  return startWorkers(workerModule, inputs.length, options).run(inputs, options.signal);
}

/** In a worker of `startWorkers` or `runWorkers`: the input it was given. */
export async function workerInput(): Promise<unknown> {
  if (!parentPort) throw new Error('workerInput is only for worker threads.');
  const [input] = (await once(parentPort, 'message')) as unknown[];
  return input;
}
