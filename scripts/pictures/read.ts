/**
 * Reads what the build needs to know of each picture file before it encodes anything: its
 * content hash, format and size, and whether it can be used at all. Readings are kept in the
 * build's cache (`readPicture`).
 */
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { type BuildCache, cacheKey, codeDigest } from '../support/cache.ts';

/** The most bytes a picture file may have: a larger one is a camera original, not a picture for a page. */
export const maxPictureBytes = 25 * 1024 * 1024;
/** The most pixels a picture may have (width × height). */
export const maxPicturePixels = 50_000_000;

/** Raster formats the pipeline encodes from, as sharp names them. */
export const rasterFormats = ['jpeg', 'png', 'webp', 'heif'] as const;

const factsSchema = z.object({
  /** sha256 of the file's bytes. */
  hash: z.string(),
  bytes: z.number(),
  /** `svg`, or one of `rasterFormats`. */
  format: z.string().optional(),
  /** Width and height as shown, after the file's own rotation (EXIF orientation). */
  width: z.number().optional(),
  height: z.number().optional(),
  /** Whether the picture has transparency (a PNG fallback keeps it). */
  hasAlpha: z.boolean().optional(),
  problem: z.strictObject({ problem: z.string(), hint: z.string() }).optional(),
});

/** What the build knows of one picture file. */
export type PictureFacts = z.infer<typeof factsSchema>;

/**
 * A file's size, modification and change times and inode. Git, copies and editors all change the
 * change time (ctime) when they write a file, even when they keep its modification time.
 */
function stampOf(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

const readingCode = codeDigest([new URL(import.meta.url)]);
const hashEntry = z.object({ hash: z.string() });

/**
 * Reads the picture at `file` (an absolute path). With `cache`, what a build learnt of it is kept
 * by content hash, so the same bytes are not decoded again, and the hash by the file's path and
 * stamp, so an untouched file is not even read (hashing a hundred camera photos again took about
 * 2 s of a 9 s build).
 */
export async function readPicture(file: string, cache?: BuildCache): Promise<PictureFacts> {
  const fileKey = cacheKey(readingCode, file, stampOf(await stat(file)));
  const kept = (hash: string) => factsSchema.safeParse(cache?.readJson(cacheKey(readingCode, hash))).data;
  const knownHash = hashEntry.safeParse(cache?.readJson(fileKey)).data?.hash;
  const known = knownHash === undefined ? undefined : kept(knownHash);
  if (known) return known;
  const data = await readFile(file);
  const hash = createHash('sha256').update(data).digest('hex');
  let facts = kept(hash);
  if (!facts) {
    facts = { hash, bytes: data.length, ...(await inspect(data, path.extname(file).toLowerCase())) };
    await cache?.writeJson(cacheKey(readingCode, hash), facts);
  }
  await cache?.writeJson(fileKey, { hash });
  return facts;
}

/** What `inspect` finds: everything of `PictureFacts` but the hash and size. */
type Inspection = Omit<PictureFacts, 'hash' | 'bytes'>;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function inspect(data: Buffer, extension: string): Promise<Inspection> {
  if (extension === '.svg') return inspectSvg(data);
  if (data.length > maxPictureBytes) {
    return {
      problem: {
        problem: `This picture file is ${megabytes(data.length)}; the most a picture may have is 25 MB.`,
        hint: 'Export it again at about 2400 px wide as a JPEG of quality 80 to 90: the site makes the smaller copies itself.',
      },
    };
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    return {
      problem: {
        problem: 'This file cannot be read as a picture: it is damaged or is not a picture at all.',
        hint: 'Open it in an image viewer; export it again as a JPEG (photos) or PNG (screenshots, drawings).',
      },
    };
  }
  const { format } = metadata;
  if (!(rasterFormats as readonly string[]).includes(format) || (format === 'heif' && metadata.compression !== 'av1')) {
    return {
      format,
      problem: {
        problem: `This picture is in ${format.toUpperCase()} format, which browsers cannot all show and the site cannot convert.`,
        hint: 'Export it as a JPEG (photos) or PNG (screenshots, drawings); WebP and AVIF work too.',
      },
    };
  }
  const { width, height } = metadata.autoOrient;
  const facts = { format, width, height, hasAlpha: metadata.hasAlpha };
  if (width * height > maxPicturePixels) {
    return {
      ...facts,
      problem: {
        problem: `This picture is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the most a picture may have is 50 megapixels.`,
        hint: 'Make it smaller, about 2400 px wide is plenty: the site makes the smaller copies itself.',
      },
    };
  }
  try {
    // A small decode of the whole file: a truncated or damaged one fails here, not in the middle of a build.
    await sharp(data, { failOn: 'truncated' }).resize(16, 16, { fit: 'inside' }).raw().toBuffer();
  } catch {
    return {
      ...facts,
      problem: {
        problem:
          'This picture is damaged: only part of it can be read (the file may have been cut short while copying).',
        hint: 'Copy or export the picture again from the original.',
      },
    };
  }
  return facts;
}

/** Script in an SVG runs when the file is opened on its own, from the site's address. */
const svgScript = /<script[\s>/]|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']\s*javascript:/i;

async function inspectSvg(data: Buffer): Promise<Inspection> {
  const text = data.toString('utf8');
  const script = svgScript.exec(text)?.[0];
  if (script !== undefined) {
    return {
      format: 'svg',
      problem: {
        problem: `This SVG picture contains code (${JSON.stringify(script.trim())}), which would run on the site's address whenever the file is opened.`,
        hint: 'Export the SVG again without scripts or event handlers (on… attributes), e.g. with "SVG optimised" in your design tool, or use a PNG.',
      },
    };
  }
  try {
    const { width, height } = await sharp(data).metadata();
    return { format: 'svg', width, height };
  } catch {
    return {
      format: 'svg',
      problem: {
        problem: 'This SVG file cannot be read as a picture.',
        hint: 'Open it in a browser to check it; export it again from your design tool.',
      },
    };
  }
}
