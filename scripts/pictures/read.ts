/**
 * Reads what the build needs to know of each picture file before it encodes anything: its
 * content hash, format and size, and whether it can be used at all. Readings are kept in
 * `.cache/pictures/facts.json` by content hash, so an unchanged picture is not decoded again,
 * and each file's hash by its path and file-system stamp, so an untouched file is not even read.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { writeCacheFile } from '../support/cache-files.ts';

/** The most bytes a picture file may have: a larger one is a camera original, not a picture for a page. */
export const maxPictureBytes = 25 * 1024 * 1024;
/** The most pixels a picture may have (width × height). */
export const maxPicturePixels = 50_000_000;

/** Raster formats the pipeline encodes from, as sharp names them. */
export const rasterFormats = ['jpeg', 'png', 'webp', 'heif'] as const;
/** One of `rasterFormats`; `heif` is how sharp names AVIF. */
export type RasterFormat = (typeof rasterFormats)[number];

/** Why a picture cannot be used, in an editor's words. */
export interface PictureProblem {
  problem: string;
  hint: string;
}

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

const stampSchema = z.object({
  /** What the file system says of the file when it was hashed: any write changes one of these. */
  stamp: z.string(),
  /** sha256 of the file's bytes then. */
  hash: z.string(),
});

const storedSchema = z.object({
  salt: z.string(),
  facts: z.record(z.string(), factsSchema),
  /** The hash of each file read, by absolute path. */
  files: z.record(z.string(), stampSchema).default({}),
});

/**
 * A file's size, modification and change times and inode. Git, copies and editors all change the
 * change time (ctime) when they write a file, even when they keep its modification time.
 */
function stampOf(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/** What decides a reading besides the file: sharp's and libvips' versions, and this module. */
const readingSalt = createHash('sha256')
  .update(JSON.stringify([sharp.versions, readFileSync(new URL(import.meta.url), 'utf8')]))
  .digest('hex');

/**
 * Readings of picture files by content hash, kept between builds in one small JSON file, with the
 * hash of each file by its path and stamp: a rebuild reads and hashes only the files written since
 * (hashing a hundred camera photos again took about 2 s of a 9 s build).
 */
export class PictureFactsCache {
  private readonly known = new Map<string, PictureFacts>();
  private readonly hashes = new Map<string, z.infer<typeof stampSchema>>();
  private changed = false;

  constructor(private readonly file?: string) {
    if (!file || !existsSync(file)) return;
    try {
      const stored = storedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      if (stored.salt !== readingSalt) return;
      for (const [hash, facts] of Object.entries(stored.facts)) this.known.set(hash, facts);
      for (const [picture, stamped] of Object.entries(stored.files)) this.hashes.set(picture, stamped);
    } catch {
      // A damaged or foreign file is ignored: every picture is read again.
    }
  }

  /** Reads the picture at `file` (an absolute path), or takes the kept reading of the same bytes. */
  async read(file: string): Promise<PictureFacts> {
    const stamp = stampOf(await stat(file));
    const stamped = this.hashes.get(file);
    const keptForFile = stamped?.stamp === stamp ? this.known.get(stamped.hash) : undefined;
    if (keptForFile) return keptForFile;
    const data = await readFile(file);
    const hash = createHash('sha256').update(data).digest('hex');
    this.hashes.set(file, { stamp, hash });
    this.changed = true;
    const kept = this.known.get(hash);
    if (kept) return kept;
    const facts = { hash, bytes: data.length, ...(await inspect(data, path.extname(file).toLowerCase())) };
    this.known.set(hash, facts);
    return facts;
  }

  /** Writes the readings for the next build, if any is new; never fails the build. */
  async keep(): Promise<void> {
    if (!this.file || !this.changed) return;
    const contents = {
      salt: readingSalt,
      facts: Object.fromEntries(this.known),
      files: Object.fromEntries(this.hashes),
    };
    await writeCacheFile(this.file, () => JSON.stringify(contents), 'the picture readings');
  }
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
