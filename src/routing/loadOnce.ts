/** A promise that React's `use` can read synchronously once it has settled. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const cache = new Map<string, TrackedPromise<unknown>>();

/**
 * Loads a route's module once per key and records the outcome on the promise the way React's
 * `use` reads it, so a route preloaded before hydration renders without suspending.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  const cached = cache.get(key) as TrackedPromise<T> | undefined;
  if (cached) return cached;
  const promise: TrackedPromise<T> = load();
  promise.status = 'pending';
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      // Kept, so React's retries read the same failure instead of fetching again and again;
      // RouteErrorBoundary turns a chunk that is gone (after a deploy) into a full page load.
      promise.status = 'rejected';
      promise.reason = reason;
    },
  );
  cache.set(key, promise);
  return promise;
}
