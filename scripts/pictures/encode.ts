/**
 * Encodes the candidates a `PicturePlan` lists into `.cache/pictures/`, named by their cache key
 * (the picture's content hash and the settings), and puts them in the site: a rebuild encodes
 * only what changed. Encoding runs on worker threads (AVIF is slow) alongside the build's other steps.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { linkedFile, writeThroughPartial } from '../support/cache-files.ts';
import { dealShares, runWorkers, workerCount } from '../support/workers.ts';
import { encoderSettings, picturesBase, type EncodeJob } from './plan.ts';

/** Where a candidate is kept between builds. */
export function cachedCandidate(cacheDir: string, job: EncodeJob): string {
  return path.join(cacheDir, `${job.key}.${path.extname(job.name).slice(1)}`);
}

/** Encodes one candidate into the cache, unless it is there already; resolves with its cache file. */
export async function encodeCandidate(job: EncodeJob, cacheDir: string): Promise<string> {
  const target = cachedCandidate(cacheDir, job);
  if (existsSync(target)) return target;
  // Never wider than the file: `withoutEnlargement` also guards against a plan made from a stale reading.
  const resized = sharp(job.source, { failOn: 'truncated' })
    .autoOrient()
    .resize({ width: job.width, withoutEnlargement: true });
  const encoded = await (job.format === 'avif'
    ? resized.avif(encoderSettings.avif)
    : job.format === 'webp'
      ? resized.webp(encoderSettings.webp)
      : job.format === 'jpeg'
        ? resized.jpeg(encoderSettings.jpeg)
        : resized.png(encoderSettings.png)
  ).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeThroughPartial(target, encoded);
  return target;
}

/** Encodes `jobs` one after the other (a worker's share, or a few on the build's own thread). */
export async function encodeAll(jobs: readonly EncodeJob[], cacheDir: string, signal?: AbortSignal): Promise<void> {
  for (const job of jobs) {
    signal?.throwIfAborted();
    await encodeCandidate(job, cacheDir);
  }
}

/** Fewer candidates than this to encode are encoded on the build's own thread: starting a worker costs more. */
export const candidatesWorthAWorker = 6;

/** What `writePictures` did, for the build's step line. */
export interface PictureReport {
  candidates: number;
  encoded: number;
  threads: number;
}

/**
 * Puts every candidate of `jobs` under `/assets/pictures/` in `siteDir`, encoding those the cache
 * lacks first: on up to `threads` worker threads, each given a share (one libvips thread each,
 * so the encoders do not crowd out the bundler and the prerenderer).
 */
export async function writePictures(
  siteDir: string,
  jobs: readonly EncodeJob[],
  options: { cacheDir: string; threads: number; signal?: AbortSignal },
): Promise<PictureReport> {
  const { cacheDir, signal } = options;
  const missing = jobs.filter((job) => !existsSync(cachedCandidate(cacheDir, job)));
  let threads = 0;
  if (missing.length >= candidatesWorthAWorker) {
    // Slowest first, so no thread is left with all the large AVIFs at the end.
    const ordered = [...missing].sort((a, b) => b.width - a.width);
    threads = workerCount(ordered.length, candidatesWorthAWorker, options.threads);
    await runWorkers(
      new URL('./worker.ts', import.meta.url),
      dealShares(ordered, threads).map((share) => ({ jobs: share, cacheDir })),
      { signal },
    );
  } else if (missing.length > 0) {
    threads = 1;
    await encodeAll(missing, cacheDir, signal);
  }
  if (jobs.length === 0) return { candidates: 0, encoded: 0, threads };
  const folder = path.join(siteDir, picturesBase);
  await mkdir(folder, { recursive: true });
  // All at once: this runs beside the bundler, and one link per turn of its busy event loop took
  // seconds for a hundred photos' 1,200 candidates.
  await Promise.all(
    jobs.map(async (job) => {
      const cached = cachedCandidate(cacheDir, job);
      const target = path.join(folder, job.name);
      if (existsSync(target)) return;
      if (!(await linkedFile(cached, target))) await copyFile(cached, target);
    }),
  );
  return { candidates: jobs.length, encoded: missing.length, threads };
}
