/**
 * Encodes the candidates a `PicturePlan` lists into `.cache/pictures/`, named by their cache key
 * (the picture's content hash and the settings), and puts them in the site: a rebuild encodes
 * only what changed. Encoding runs on worker threads (AVIF is slow) alongside the build's other steps.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type BuildCache, cacheKey, codeDigest, linkedFile, writeThroughPartial } from '../support/cache.ts';
import { parallelMap } from '../support/parallel-map.ts';
import { encoderSettings, picturesBase, type EncodeJob } from './plan.ts';

/** The code that encodes: the job's key covers the picture and the settings. */
const encodeCode = codeDigest([new URL(import.meta.url)]);

/** Where a candidate is kept between builds: an entry of `cache`, noted as used. */
export function cachedCandidate(cache: BuildCache, job: EncodeJob): string {
  return cache.file(cacheKey(encodeCode, job.key), path.extname(job.name).slice(1));
}

/** Encodes one candidate into its cache file `target`, unless it is there already. */
export async function encodeCandidate(job: EncodeJob, target: string): Promise<void> {
  if (existsSync(target)) return;
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
  await mkdir(path.dirname(target), { recursive: true });
  await writeThroughPartial(target, encoded);
}

/** What `writePictures` did, for the build's step line. */
export interface PictureReport {
  candidates: number;
  encoded: number;
  threads: number;
}

/**
 * Puts every candidate of `jobs` under `/assets/pictures/` in `siteDir`, encoding those `cache`
 * lacks first, on up to `threads` worker threads with at least 6 candidates each (one libvips
 * thread each, so the encoders do not crowd out the bundler and the prerenderer).
 */
export async function writePictures(
  siteDir: string,
  jobs: readonly EncodeJob[],
  options: { cache: BuildCache; threads: number; signal?: AbortSignal },
): Promise<PictureReport> {
  const { cache, signal } = options;
  const entries = jobs.map((job) => ({ job, target: cachedCandidate(cache, job) }));
  // Slowest first, so no thread is left with all the large AVIFs at the end.
  const missing = entries.filter(({ target }) => !existsSync(target)).sort((a, b) => b.job.width - a.job.width);
  const { threads } = await parallelMap(new URL('./worker.ts', import.meta.url), missing, {
    minimumPerWorker: 6,
    threads: options.threads,
    signal,
  });
  if (jobs.length === 0) return { candidates: 0, encoded: 0, threads };
  const folder = path.join(siteDir, picturesBase);
  await mkdir(folder, { recursive: true });
  // All at once: this runs beside the bundler, and one link per turn of its busy event loop took
  // seconds for a hundred photos' 1,200 candidates.
  await Promise.all(
    entries.map(async ({ job, target: cached }) => {
      const target = path.join(folder, job.name);
      if (existsSync(target)) return;
      if (!(await linkedFile(cached, target))) await copyFile(cached, target);
    }),
  );
  return { candidates: jobs.length, encoded: missing.length, threads };
}
