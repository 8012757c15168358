import { Resvg } from '@resvg/resvg-js';
import { inflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { encodeWithSprites, precompressBackdrop, rgbPicture, type Sprite } from '../../../scripts/social-images/png.ts';

const width = 40;
const height = 30;

/** Straight RGBA pixels of a PNG, decoded by resvg, a decoder this project did not write. */
function decode(png: Buffer): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** An opaque diagonal gradient, as RGBA. */
function gradient(): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      pixels.set([(x * 6) % 256, (y * 8) % 256, 255 - x - y, 255], (y * width + x) * 4);
  }
  return pixels;
}

/** A sprite `columns` × `rows` of one premultiplied RGBA colour at (`x`, `y`). */
function sprite(x: number, y: number, columns: number, rows: number, rgba: [number, number, number, number]): Sprite {
  const [red, green, blue, alpha] = rgba;
  return {
    x,
    y,
    width: columns,
    height: rows,
    words: new Uint32Array(columns * rows).fill((red | (green << 8) | (blue << 16) | (alpha << 24)) >>> 0),
  };
}

/**
 * Straight RGBA pixels of `backdrop` with `sprites` painted over it in order, as "source over"
 * composites premultiplied colour, in floating point, within the rows `from` to `to` (excluded).
 */
function composite(backdrop: Uint8Array, sprites: readonly Sprite[], from = 0, to = height): Float64Array {
  const pixels = Float64Array.from(backdrop);
  for (const { x, y, width: columns, height: rows, words } of sprites) {
    for (let row = Math.max(y, from, 0); row < Math.min(y + rows, to, height); row += 1) {
      for (let column = Math.max(0, x); column < Math.min(width, x + columns); column += 1) {
        const word = words[(row - y) * columns + (column - x)] ?? 0;
        const keep = 1 - (word >>> 24) / 255;
        const at = (row * width + column) * 4;
        for (let channel = 0; channel < 3; channel += 1)
          pixels[at + channel] = ((word >>> (8 * channel)) & 0xff) + (pixels[at + channel] ?? 0) * keep;
      }
    }
  }
  return pixels;
}

/** The largest difference of a colour channel between decoded pixels and `expected`; every decoded pixel must be opaque. */
function largestDifference(decoded: Uint8Array, expected: Float64Array): number {
  let largest = 0;
  for (let at = 0; at < decoded.length; at += 4) {
    for (let channel = 0; channel < 3; channel += 1)
      largest = Math.max(largest, Math.abs((decoded[at + channel] ?? 0) - Math.round(expected[at + channel] ?? 0)));
    expect(decoded[at + 3]).toBe(255);
  }
  return largest;
}

test('an opaque picture with nothing painted over it comes back from its PNG pixel for pixel', () => {
  const pixels = gradient();
  const png = encodeWithSprites(precompressBackdrop(rgbPicture(pixels, width, height)), []);
  expect(Buffer.from(decode(png)).equals(Buffer.from(pixels))).toBe(true);
  expect(() => inflateSync(idat(png))).not.toThrow();
});

test('half-transparent sprites are painted over their rows only, as "source over" composites them', () => {
  const backdrop = gradient();
  // Premultiplied, as resvg draws: white at alpha 128, black at alpha 128 (colour bytes all 0),
  // opaque red, each on rows of its own.
  const sprites = [
    sprite(5, 11, 25, 1, [128, 128, 128, 128]),
    sprite(5, 13, 25, 1, [0, 0, 0, 128]),
    sprite(5, 17, 25, 1, [255, 0, 0, 255]),
  ];
  const png = encodeWithSprites(precompressBackdrop(rgbPicture(backdrop, width, height)), sprites);
  // Black darkens: zlib checks the Adler-32, moved down by those bytes, and throws when it is wrong.
  expect(() => inflateSync(idat(png))).not.toThrow();
  const decoded = decode(png);
  expect(largestDifference(decoded, composite(backdrop, sprites))).toBeLessThanOrEqual(1);
  // The rows below the sprites decode to the backdrop.
  const below = 18 * width * 4;
  expect(Buffer.from(decoded.subarray(below)).equals(Buffer.from(backdrop.subarray(below)))).toBe(true);
});

test('a sprite may cover the picture from its first row to its last', () => {
  const backdrop = gradient();
  const decoded = decode(
    encodeWithSprites(precompressBackdrop(rgbPicture(backdrop, width, height)), [
      sprite(0, 0, width, height, [0, 255, 0, 255]),
    ]),
  );
  const green = new Uint8Array(width * height * 4);
  for (let at = 0; at < green.length; at += 4) green.set([0, 255, 0, 255], at);
  expect(Buffer.from(decoded).equals(Buffer.from(green))).toBe(true);
});

/** The zlib stream of a PNG written by this project: its one IDAT chunk. */
function idat(png: Buffer): Buffer {
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') return png.subarray(at + 8, at + 8 + length);
    at += length + 12;
  }
  throw new Error('No IDAT chunk.');
}

/** A picture as its scanlines: each row a 0 filter byte and RGB, for RGBA `pixels` `columns` wide. */
function scanlinesOf(pixels: Uint8Array, columns: number): Buffer {
  const rows = pixels.length / 4 / columns;
  const scanlines = Buffer.alloc(rows * (columns * 3 + 1));
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1)
      for (let channel = 0; channel < 3; channel += 1)
        scanlines[y * (columns * 3 + 1) + 1 + x * 3 + channel] = pixels[(y * columns + x) * 4 + channel] ?? 0;
  }
  return scanlines;
}

test('a sprite anywhere in a tall picture is spliced into the precompressed rows, checksum included', () => {
  // As wide as a social image: a deflate window is about nine of its rows, so the rows a
  // sprite paints are compressed afresh with the ten after them, and the rest is reused.
  const columns = 1200;
  const rows = 200;
  const backdrop = new Uint8Array(columns * rows * 4);
  // Each row is the row above shifted by a pixel, as on the diagonal gradient, and no pixel repeats
  // within a row, so deflate refers back a row.
  for (let y = 0; y < rows; y += 1)
    for (let x = 0; x < columns; x += 1)
      backdrop.set([(x + y) % 256, Math.floor((x + y) / 256), 200, 255], (y * columns + x) * 4);
  const layered = precompressBackdrop(rgbPicture(backdrop, columns, rows));
  // Opaque white, 6 rows high.
  const spriteRows = 6;
  // Every row a piece of 16 rows can start on, and the last rows.
  const tops = [...Array.from({ length: 20 }, (_unused, index) => index), 90, rows - 22, rows - 15, rows - spriteRows];
  for (const top of tops) {
    const expected = Uint8Array.from(backdrop);
    for (let y = top; y < top + spriteRows; y += 1)
      for (let x = 100; x < 700; x += 1) expected.set([255, 255, 255, 255], (y * columns + x) * 4);
    // zlib checks the Adler-32 at the end of the stream and throws when it is wrong.
    const png = encodeWithSprites(layered, [sprite(100, top, 600, spriteRows, [255, 255, 255, 255])]);
    expect(inflateSync(idat(png)).equals(scanlinesOf(expected, columns)), `sprite at row ${top}`).toBe(true);
  }
  // The next picture starts again from the backdrop, not from the previous one's paint.
  expect(inflateSync(idat(encodeWithSprites(layered, []))).equals(scanlinesOf(backdrop, columns))).toBe(true);
});

/** A byte that looks random: a 32-bit integer hash of `value`, cut to its low byte. */
function hashByte(value: number): number {
  let hash = Math.imul(value ^ (value >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return (hash ^ (hash >>> 16)) & 255;
}

test('rows a window after the paint are compressed afresh too, since a later piece may refer back that far', () => {
  // Bytes that repeat every 32,500 bytes (about nine rows), the farthest zlib refers back, and nowhere nearer.
  const columns = 1200;
  const rows = 120;
  const stride = columns * 3 + 1;
  const scanlines = Buffer.alloc(rows * stride);
  for (let at = 0; at < scanlines.length; at += 1) {
    scanlines[at] = at % stride === 0 ? 0 : hashByte(at % 32_500);
  }
  const picture = { width: columns, height: rows, scanlines };
  const layered = precompressBackdrop(picture);
  // Rows whose window ends just past a piece's first row, and one that does not.
  for (const top of [20, 21, 37, 53]) {
    const expected = Buffer.from(scanlines);
    for (let row = top; row < top + 2; row += 1) expected.fill(255, row * stride + 1, (row + 1) * stride);
    const png = encodeWithSprites(layered, [sprite(0, top, columns, 2, [255, 255, 255, 255])]);
    expect(inflateSync(idat(png)).equals(expected), `sprite at row ${top}`).toBe(true);
  }
});

test('sprites are painted in order over the backdrop, cut at its edges and to the rows given', () => {
  const backdrop = gradient();
  const layered = precompressBackdrop(rgbPicture(backdrop, width, height));
  const sprites = [
    // Half off the left edge, and cut by the last row given.
    sprite(-3, 12, 8, 10, [128, 128, 128, 128]),
    // Over the first where they meet: opaque red wins.
    sprite(2, 14, 6, 4, [255, 0, 0, 255]),
    // Off the right edge, and one wholly outside the rows given.
    sprite(width - 2, 5, 6, 3, [0, 0, 0, 128]),
    sprite(10, 25, 4, 4, [0, 0, 255, 255]),
  ];
  const png = encodeWithSprites(layered, sprites, { from: 4, to: 20 });
  // zlib checks the Adler-32 and throws when it is wrong.
  expect(() => inflateSync(idat(png))).not.toThrow();
  expect(largestDifference(decode(png), composite(backdrop, sprites, 4, 20))).toBeLessThanOrEqual(1);
  // Nothing painted: the backdrop as it was.
  expect(
    Buffer.from(decode(encodeWithSprites(layered, sprites.slice(3), { from: 4, to: 20 }))).equals(
      Buffer.from(backdrop),
    ),
  ).toBe(true);
});
