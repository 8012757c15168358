/**
 * What the build makes of each picture: the widths and formats of its candidates, their
 * content-hashed names under /assets/pictures/, and the `PictureData` its components render.
 * Everything here follows from the files' readings alone, so the pages can be rendered while the
 * candidates are still being encoded.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { pictureSlots, type PictureData, type PictureSlot } from '../../src/model/picture.ts';
import type { PictureFacts } from './read.ts';

/** The formats candidates are written in. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * Encoder settings. AVIF at effort 2 is about twice as fast as the default 4 for a few per cent
 * more bytes; quality 50 AVIF and 72 WebP look alike to 80 JPEG on photos.
 */
export const encoderSettings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

const mimeTypes: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const extensions: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Where candidates are served from; `/assets/*` is cached for a year (see security-headers.ts). */
export const picturesBase = '/assets/pictures/';

/** One candidate to encode. */
export interface EncodeJob {
  /** The picture file, absolute. */
  source: string;
  width: number;
  format: OutputFormat;
  /** Names the candidate in the cache: the picture's content hash, the width, the format and every setting that changes the bytes. */
  key: string;
  /** Its file name under `picturesBase`. */
  name: string;
}

/** What the pages show and what the build encodes. */
export interface PicturePlan {
  /** Each picture by its path as written (`/images/team.jpg`). */
  pictures: Map<string, PictureData>;
  /** Every candidate of every raster picture. */
  jobs: EncodeJob[];
  /** The content hash of each raster picture's file, by its path as written. */
  contentHashes: Map<string, string>;
  /** A hash of everything the pages show of the pictures: MDX compiled with them is kept under it. */
  fingerprint: string;
}

/** The same for every candidate of a build: the encoder's version and the settings. */
const settingsFingerprint = JSON.stringify([sharp.versions.vips, sharp.versions.sharp, encoderSettings]);

/**
 * The widths of a picture's candidates: those of every slot it is shown in that are narrower than
 * the picture, and the picture's own width when a slot could show it wider. Never wider than the file.
 */
export function candidateWidths(ownWidth: number, slots: Iterable<PictureSlot>): number[] {
  const wanted = new Set<number>();
  for (const slot of slots) {
    for (const width of pictureSlots[slot].widths) wanted.add(Math.min(width, ownWidth));
  }
  return [...wanted].sort((a, b) => a - b);
}

/** The fallback format: the picture's own, but AVIF falls back to JPEG, or PNG when transparent. */
function fallbackFormat(facts: PictureFacts): OutputFormat {
  if (facts.format === 'jpeg' || facts.format === 'png' || facts.format === 'webp') return facts.format;
  return facts.hasAlpha ? 'png' : 'jpeg';
}

/** The formats of a picture's candidates: AVIF, then WebP, then the fallback, each once. */
export function candidateFormats(facts: PictureFacts): OutputFormat[] {
  return [...new Set<OutputFormat>(['avif', 'webp', fallbackFormat(facts)])];
}

/**
 * The plan for every picture in `uses` (path as written, and the slots it is shown in), given each
 * file's reading. A picture without a usable reading is left out: the content checks reported it.
 */
export function planPictures(
  uses: ReadonlyMap<string, ReadonlySet<PictureSlot>>,
  facts: ReadonlyMap<string, PictureFacts>,
  publicDir: string,
): PicturePlan {
  const pictures = new Map<string, PictureData>();
  const jobs: EncodeJob[] = [];
  const contentHashes = new Map<string, string>();
  for (const [src, slots] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    const reading = facts.get(src);
    if (!reading || reading.problem || reading.width === undefined || reading.height === undefined) continue;
    const { width, height } = reading;
    if (reading.format === 'svg') {
      pictures.set(src, { src, sources: [], width, height });
      continue;
    }
    contentHashes.set(src, reading.hash);
    const stem = path
      .basename(src, path.extname(src))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-');
    const widths = candidateWidths(width, slots);
    const byFormat = candidateFormats(reading).map((format) => {
      const candidates = widths.map((candidateWidth) => {
        const key = createHash('sha256')
          .update(JSON.stringify([reading.hash, candidateWidth, format, settingsFingerprint]))
          .digest('hex')
          .slice(0, 32);
        const job: EncodeJob = {
          source: path.join(publicDir, src),
          width: candidateWidth,
          format,
          key,
          name: `${stem}-${candidateWidth}-${key.slice(0, 10)}.${extensions[format]}`,
        };
        jobs.push(job);
        return job;
      });
      return {
        format,
        srcSet: candidates.map((job) => `${picturesBase}${job.name} ${job.width}w`).join(', '),
        largest: candidates.at(-1),
      };
    });
    const fallback = byFormat.at(-1);
    if (!fallback?.largest) continue;
    pictures.set(src, {
      src: `${picturesBase}${fallback.largest.name}`,
      srcSet: fallback.srcSet,
      sources: byFormat.slice(0, -1).map(({ format, srcSet }) => ({ type: mimeTypes[format], srcSet })),
      width,
      height,
    });
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([...pictures]))
    .digest('hex');
  return { pictures, jobs, contentHashes, fingerprint };
}

/** The content type of a candidate's file name, for the dev server. */
export function candidateType(name: string): string | undefined {
  const extension = path.extname(name).slice(1);
  const format = (Object.keys(extensions) as OutputFormat[]).find((candidate) => extensions[candidate] === extension);
  return format ? mimeTypes[format] : undefined;
}
