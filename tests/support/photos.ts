import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** How a generated photo is made. */
export interface PhotoOptions {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** Film grain, 0 to 1: a photo from a camera has some, and it decides how large the file is. */
  grain?: number;
  /** A transparent background (PNG, WebP, AVIF). */
  alpha?: boolean;
  /** The same bytes for the same seed. */
  seed?: number;
}

/** `count` seeded pseudo-random bytes: the same seed gives the same photo, and so the same file sizes. */
function seededBytes(count: number, seed: number): Buffer {
  const key = createHash('sha256').update(`photo ${seed}`).digest().subarray(0, 16);
  return createCipheriv('aes-128-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(count));
}

/**
 * A photo-like picture made at test time (never committed): soft colour fields blown up from a
 * few random pixels, with grain on top, in `format` (JPEG of quality 92 by default).
 */
export async function makePhoto({
  width,
  height,
  format = 'jpeg',
  grain = 0.3,
  alpha = false,
  seed = 1,
}: PhotoOptions): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const fields = seededBytes(8 * 6 * channels, seed);
  // A transparent corner, for the pictures with alpha.
  if (alpha) for (let index = 3; index < fields.length; index += 4) fields[index] = index < 8 * channels ? 0 : 255;
  const pixels = await sharp(fields, { raw: { width: 8, height: 6, channels } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  if (grain > 0) {
    const noise = seededBytes(pixels.length, seed + 1);
    const strength = grain / 2;
    for (let index = 0; index < pixels.length; index += 1) {
      if (alpha && index % 4 === 3) continue;
      pixels[index] = Math.max(
        0,
        Math.min(255, Math.round((pixels[index] ?? 0) + ((noise[index] ?? 128) - 128) * strength)),
      );
    }
  }
  const picture = sharp(pixels, { raw: { width, height, channels } });
  switch (format) {
    case 'png':
      return picture.png().toBuffer();
    case 'webp':
      return picture.webp({ quality: 90 }).toBuffer();
    case 'avif':
      return picture.avif({ quality: 70, effort: 0 }).toBuffer();
    default:
      return picture.jpeg({ quality: 92 }).toBuffer();
  }
}

/** A file that starts as a picture and then stops, as a copy cut short does. */
export async function truncatedPhoto(): Promise<Buffer> {
  const whole = await makePhoto({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** Bytes that are no picture at all, with a given length. */
export function notAPicture(bytes = 2048): Buffer {
  return randomBytes(bytes);
}
