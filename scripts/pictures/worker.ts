/** A worker thread of `writePictures`: encodes its share of the candidates into the cache. */
import sharp from 'sharp';
import { workerInput } from '../support/workers.ts';
import { encodeAll } from './encode.ts';
import type { EncodeJob } from './plan.ts';

// One libvips thread per worker: the workers are the parallelism, and the bundler shares the cores.
sharp.concurrency(1);
const { jobs, cacheDir } = (await workerInput()) as { jobs: EncodeJob[]; cacheDir: string };
await encodeAll(jobs, cacheDir);
