import type { EncodeJob } from './plan.ts';
import { writePictures, type PictureReport } from './encode.ts';

/** The encoding of a build's pictures, running alongside its other steps. */
export interface PictureEncoding {
  /** Settles once every candidate is in the site folder. */
  done: Promise<PictureReport>;
  /** Throws what made the encoding fail, if it has failed by now. */
  throwIfFailed(): void;
  /** Stops the encoding after another step failed, and waits until no thread writes any more. */
  stop(reason: unknown): Promise<void>;
}

/** Starts `writePictures` for `jobs` into `siteDir`; a failure is kept until the build asks (`throwIfFailed`, `done`), never unhandled. */
export function encodeAlongside(
  siteDir: string,
  jobs: readonly EncodeJob[],
  options: { cacheDir: string; threads: number },
): PictureEncoding {
  const stopping = new AbortController();
  const done = writePictures(siteDir, jobs, { ...options, signal: stopping.signal });
  let failure: { error: unknown } | undefined;
  done.catch((error: unknown) => (failure = { error }));
  return {
    done,
    throwIfFailed() {
      if (failure) throw failure.error;
    },
    async stop(reason) {
      stopping.abort(reason);
      await done.catch(() => undefined);
    },
  };
}
