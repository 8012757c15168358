/** A worker thread of `writePictures`: encodes its share of the candidates into the cache. */
import sharp from 'sharp';
import { mapShare } from '../support/parallel-map.ts';
import { encodeCandidate } from './encode.ts';
import type { EncodeJob } from './plan.ts';

// One libvips thread per worker: the workers are the parallelism, and the bundler shares the cores.
sharp.concurrency(1);
await mapShare(
  async () =>
    ({ job, target }: { job: EncodeJob; target: string }) =>
      encodeCandidate(job, target),
);
