import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * An opaque 8-bit RGB picture as PNG scanlines: each row is the filter byte 0 ("None") and the
 * row's red, green and blue bytes. "None" suits the social images' diagonal gradient, where
 * each row is the row above shifted by one pixel, which deflate finds as a repeat: it compresses
 * faster than the "Up" filter, into smaller files (see docs/decisions/0001-hand-made-png-encoder.md),
 * and sprites are painted straight into the rows, with no second pass to filter them.
 */
export interface RgbPicture {
  width: number;
  height: number;
  scanlines: Buffer;
}

const filterNone = 0;

/** Bytes of one scanline of a picture `width` pixels wide: the filter byte and three bytes a pixel. */
const scanlineLength = (width: number) => width * 3 + 1;

/** An opaque picture from resvg's RGBA pixels. */
export function rgbPicture(rgba: Uint8Array, width: number, height: number): RgbPicture {
  const scanlines = Buffer.alloc(scanlineLength(width) * height);
  for (let y = 0, source = 0; y < height; y += 1) {
    let target = y * scanlineLength(width);
    scanlines[target++] = filterNone;
    for (let x = 0; x < width; x += 1, source += 4, target += 3) {
      scanlines[target] = rgba[source] ?? 0;
      scanlines[target + 1] = rgba[source + 1] ?? 0;
      scanlines[target + 2] = rgba[source + 2] ?? 0;
    }
  }
  return { width, height, scanlines };
}

/** x / 255, rounded, for x from 0 to 255 × 255. */
function divideBy255(value: number): number {
  const rounded = value + 128;
  return (rounded + (rounded >> 8)) >> 8;
}

/** The prime Adler-32, the checksum that ends a zlib stream, sums modulo. */
const adlerModulus = 65521;

/** Bytes summed before reducing: zlib's figure, which keeps both sums small integers. */
const adlerRun = 5552;

/** The Adler-32 of `bytes`: the sum of the bytes plus one in the low half, the sum of those running sums in the high. */
function adler32(bytes: Uint8Array): number {
  let low = 1;
  let high = 0;
  for (let start = 0; start < bytes.length; start += adlerRun) {
    const end = Math.min(bytes.length, start + adlerRun);
    for (let at = start; at < end; at += 1) {
      low += bytes[at] ?? 0;
      high += low;
    }
    low %= adlerModulus;
    high %= adlerModulus;
  }
  return ((high << 16) | low) >>> 0;
}

/** The most a deflate back-reference reaches: what a piece compressed on its own must be given of the bytes before it. */
const deflateWindow = 32 * 1024;

/** Rows of a `PrecompressedBackdrop` deflated together: small enough to leave most rows of a social image precompressed. */
const rowsPerPiece = 16;

/** zlib's level 3: several times faster than level 6 on a social image, for larger files (see docs/decisions/0001-hand-made-png-encoder.md). */
const deflateLevel = 3;

/**
 * A backdrop prepared to be encoded many times with different sprites painted over it: its
 * scanlines deflated once, in pieces of `rowsPerPiece` rows that a zlib stream can be spliced
 * from (each piece ends on a byte boundary, and only the last is final), and their Adler-32.
 * Encoding then deflates only the pieces the sprites paint, and the rows one window
 * below them, since the next precompressed piece may refer back to those.
 */
export interface PrecompressedBackdrop {
  readonly picture: RgbPicture;
  readonly pieces: readonly Buffer[];
  readonly adler: number;
  /** Scanlines the sprites are painted into, reused by every picture: a fresh 2 MB buffer cost more than painting. */
  readonly canvas: Buffer;
}

/**
 * `bytes` deflated as a part of one zlib stream: it may refer back into the window of bytes
 * before it, which are the last of `before`, and it ends the stream only when `last`.
 */
function deflatePart(bytes: Uint8Array, before: Uint8Array, last: boolean): Buffer {
  const window = before.subarray(Math.max(0, before.length - deflateWindow));
  return deflateRawSync(bytes, {
    level: deflateLevel,
    ...(window.length > 0 ? { dictionary: window } : {}),
    finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
  });
}

/** Deflates `picture` once, in pieces, for `encodeWithSprites`. */
export function precompressBackdrop(picture: RgbPicture): PrecompressedBackdrop {
  const { scanlines } = picture;
  const pieceBytes = rowsPerPiece * scanlineLength(picture.width);
  const pieces: Buffer[] = [];
  for (let start = 0; start < scanlines.length; start += pieceBytes) {
    const end = Math.min(scanlines.length, start + pieceBytes);
    pieces.push(deflatePart(scanlines.subarray(start, end), scanlines.subarray(0, start), end === scanlines.length));
  }
  return { picture, pieces, adler: adler32(scanlines), canvas: Buffer.alloc(scanlines.length) };
}

/** A premultiplied RGBA image (one word a pixel, little-endian, so alpha is the high byte) with its top left at (`x`, `y`). */
export interface Sprite {
  x: number;
  y: number;
  width: number;
  height: number;
  words: Uint32Array;
}

/**
 * A PNG of `base` with `sprites` painted over it in order ("source over"), each cut at the
 * picture's edges and to the rows `from` to `to` (excluded). A fully transparent pixel is the
 * word 0, so most of a sprite is skipped a word at a time. Only the pieces of the backdrop the
 * sprites paint are compressed afresh; the stream's Adler-32 is the backdrop's, moved by what
 * each painted byte changed.
 */
export function encodeWithSprites(
  base: PrecompressedBackdrop,
  sprites: readonly Sprite[],
  rows: { from: number; to: number } = { from: 0, to: base.picture.height },
): Buffer {
  const { picture, pieces, canvas } = base;
  const { width, height, scanlines } = picture;
  const from = Math.max(0, rows.from);
  const to = Math.min(height, rows.to);
  // Each sprite with the rows of the picture it paints, cut to those given; sprites that paint none are left out.
  const painted = sprites
    .map((sprite) => ({ sprite, first: Math.max(from, sprite.y), last: Math.min(to, sprite.y + sprite.height) }))
    .filter(({ sprite, first, last }) => first < last && sprite.x < width && sprite.x + sprite.width > 0);
  if (painted.length === 0) return pngFile(width, height, zlibStream(pieces, base.adler));
  const firstRow = Math.min(...painted.map(({ first }) => first));
  const lastRow = Math.max(...painted.map(({ last }) => last));
  const stride = scanlineLength(width);
  // From the piece holding the first painted row to the one holding the last row a later piece may refer back to.
  const firstPiece = Math.floor(firstRow / rowsPerPiece);
  const windowRows = Math.ceil(deflateWindow / stride);
  const endPiece = Math.min(pieces.length, Math.ceil((lastRow + windowRows) / rowsPerPiece));
  const start = firstPiece * rowsPerPiece * stride;
  const end = Math.min(scanlines.length, endPiece * rowsPerPiece * stride);
  scanlines.copy(canvas, start, start, end);
  let lowChange = 0;
  let highChange = 0;
  const streamLength = scanlines.length;
  for (const { sprite, first, last } of painted) {
    const { words } = sprite;
    const fromColumn = Math.max(0, -sprite.x);
    const toColumn = Math.min(sprite.width, width - sprite.x);
    for (let row = first; row < last; row += 1) {
      let source = (row - sprite.y) * sprite.width + fromColumn;
      let target = row * stride + 1 + (sprite.x + fromColumn) * 3;
      for (let column = fromColumn; column < toColumn; column += 1, source += 1, target += 3) {
        const pixel = words[source] ?? 0;
        if (pixel === 0) continue;
        const keep = 255 - (pixel >>> 24);
        const red = canvas[target] ?? 0;
        const green = canvas[target + 1] ?? 0;
        const blue = canvas[target + 2] ?? 0;
        // At most 255 for premultiplied pixels, as resvg draws; capped so that a colour above its
        // alpha is stored as the checksum counts it instead of wrapping round.
        const redChange = Math.min(255, (pixel & 0xff) + divideBy255(red * keep)) - red;
        const greenChange = Math.min(255, ((pixel >>> 8) & 0xff) + divideBy255(green * keep)) - green;
        const blueChange = Math.min(255, ((pixel >>> 16) & 0xff) + divideBy255(blue * keep)) - blue;
        canvas[target] = red + redChange;
        canvas[target + 1] = green + greenChange;
        canvas[target + 2] = blue + blueChange;
        // Adler-32's high half weighs a byte by how many bytes, itself included, are left from it to the end.
        lowChange += redChange + greenChange + blueChange;
        highChange += (streamLength - target) * (redChange + greenChange + blueChange) - greenChange - 2 * blueChange;
      }
      highChange %= adlerModulus;
    }
  }
  const adler = modulo((base.adler >>> 16) + highChange) * 0x10000 + modulo((base.adler & 0xffff) + lowChange);
  const compressed = deflatePart(canvas.subarray(start, end), scanlines.subarray(0, start), end === scanlines.length);
  return pngFile(
    width,
    height,
    zlibStream([...pieces.slice(0, firstPiece), compressed, ...pieces.slice(endPiece)], adler),
  );
}

/** `value` modulo Adler-32's modulus, from 0 up, also for a negative value. */
function modulo(value: number): number {
  return ((value % adlerModulus) + adlerModulus) % adlerModulus;
}

/** A zlib stream of deflated `parts` whose uncompressed bytes have the Adler-32 `adler`. */
function zlibStream(parts: readonly Buffer[], adler: number): Buffer {
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler, 0);
  // Deflate with a 32 KB window, no dictionary, "fast" level; the two bytes are a multiple of 31, as zlib requires.
  return Buffer.concat([Buffer.from([0x78, 0x5e]), ...parts, checksum]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(typeAndData.length + 8);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE(crc32(typeAndData), typeAndData.length + 4);
  return framed;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG file of 8-bit RGB pixels whose scanlines are the zlib stream `compressed`. */
function pngFile(width: number, height: number, compressed: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', compressed), chunk('IEND', Buffer.alloc(0))]);
}
