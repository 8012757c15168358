import { expect, test } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { TextPainter, type TextBlock, type TextStyle } from '../../../scripts/social-images/text.ts';
import { encodeWithSprites, precompressBackdrop, rgbPicture } from '../../../scripts/social-images/png.ts';
import { socialImageFaces } from '../../../scripts/social-images/draw.ts';
import { loadFonts } from '../../../scripts/social-images/social-images.ts';

const fonts = await loadFonts();
const { extraBold } = socialImageFaces(fonts);
const title: TextStyle = { face: extraBold, size: 64, color: '#ffffff', lineHeight: 64 * 1.1 };

function block(text: string, maxLineWidth = 1020): TextBlock {
  return { paddingY: 40, paddingX: 90, maxLineWidth, paragraphs: [{ text, style: title }] };
}

/**
 * `content` as a social image paints it: laid out, and its glyphs painted onto a backdrop 1200
 * pixels wide, here black, so that the red of the white text is the ink's alpha. How many rows
 * high the block is, and the alpha of each pixel.
 */
function paint(painter: TextPainter, content: TextBlock): { rows: number; alpha: Uint8Array } {
  const { rows, sprites } = painter.layout(content);
  const png = encodeWithSprites(precompressBackdrop(rgbPicture(new Uint8Array(1200 * rows * 4), 1200, rows)), sprites);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${rows}"><image width="1200" height="${rows}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return { rows, alpha: channel(new Resvg(svg).render().pixels, 0) };
}

/** One channel of each pixel of RGBA pixels. */
function channel(pixels: Uint8Array, index: number): Uint8Array {
  return Uint8Array.from({ length: pixels.length / 4 }, (_, pixel) => pixels[pixel * 4 + index] ?? 0);
}

/** The columns and rows ink is on, from the alpha of each pixel of a picture 1200 pixels wide. */
function inkBox(alpha: Uint8Array, width = 1200) {
  const box = { left: width, right: -1, top: Infinity, bottom: -1 };
  alpha.forEach((value, pixel) => {
    if (value === 0) return;
    const x = pixel % width;
    const y = Math.floor(pixel / width);
    box.left = Math.min(box.left, x);
    box.right = Math.max(box.right, x);
    box.top = Math.min(box.top, y);
    box.bottom = Math.max(box.bottom, y);
  });
  return box;
}

test('a title wraps at spaces, no line wider than the block allows, and a word too long for a line stays whole', () => {
  const painter = new TextPainter();
  const text = 'How Tidewater Health Solutions Booked 19 Meetings in 9 Weeks';
  const lines = painter.wrap(text, title, 600);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) {
    const last = line.words.length - 1;
    expect((line.offsets[last] ?? 0) + (line.words[last]?.advance ?? 0)).toBeLessThanOrEqual(600);
  }
  // Every word, in order, once.
  expect(lines.flatMap((line) => line.words).length).toBe(text.split(' ').length);
  const long = painter.wrap('Supercalifragilisticexpialidocious outreach', title, 300);
  expect(long.map((line) => line.words.length)).toEqual([1, 1]);
  expect(long[0]?.words[0]?.advance).toBeGreaterThan(300);
});

test('a title also wraps after a hyphen inside a word, as a browser does, and never at a no-break space', () => {
  const painter = new TextPainter();
  const firstPart = painter.shape('Account-', title).advance;
  const hyphenated = painter.wrap('Account-based outreach', title, firstPart + 1);
  expect(hyphenated[0]?.words.map((word) => word.advance)).toEqual([firstPart]);
  expect(hyphenated[1]?.words[0]?.advance).toBe(painter.shape('based', title).advance);
  // A minus sign does not start a break.
  expect(painter.wrap('-5% churn', title, 10)[0]?.words[0]?.advance).toBe(painter.shape('-5%', title).advance);
  const held = painter.wrap('10\u00a0000 meetings', title, painter.shape('10', title).advance + 1);
  expect(held[0]?.words.map((word) => word.advance)).toEqual([painter.shape('10\u00a0000', title).advance]);
});

test('characters the Latin subset lacks are drawn from Latin Extended, not as a missing glyph', () => {
  const painter = new TextPainter();
  const word = painter.shape('Łódź', title);
  expect(word.glyphs.map((glyph) => glyph.font)).toEqual([1, 0, 0, 1]);
  expect(word.glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
});

test('a block is as high as its lines and padding, and paints only inside the padding', () => {
  const painter = new TextPainter();
  expect(painter.layout(block('Pricing')).rows).toBe(Math.ceil(2 * 40 + 64 * 1.1));
  const text = 'Pricing plans for every stage of growth';
  const lines = painter.wrap(text, title, 400).length;
  expect(lines).toBeGreaterThan(2);
  const wrapped = paint(painter, block(text, 400));
  expect(wrapped.rows).toBe(Math.ceil(2 * 40 + lines * 64 * 1.1));
  const box = inkBox(wrapped.alpha);
  expect(box.left).toBeGreaterThanOrEqual(90);
  expect(box.right).toBeLessThan(90 + 400);
  expect(box.top).toBeGreaterThanOrEqual(40);
  // Descenders reach below the last line's box, into the padding.
  expect(box.bottom).toBeLessThan(wrapped.rows - 40 + 16);
});

test('text painted from kept glyphs looks as Satori and resvg draw it', async () => {
  const text = 'AVATAR Booked 19 Meetings, Zürich';
  const svg = await satori(
    {
      type: 'div',
      key: null,
      props: {
        style: {
          width: '100%',
          display: 'flex',
          flexDirection: 'column',
          padding: '40px 90px',
          color: '#ffffff',
          fontFamily: 'Inter, InterExtended',
        },
        children: [
          {
            type: 'div',
            key: null,
            props: { style: { maxWidth: 1020, fontSize: 64, fontWeight: 800, lineHeight: 1.1 }, children: [text] },
          },
        ],
      },
    },
    { width: 1200, fonts },
  );
  const expected = new Resvg(svg, { fitTo: { mode: 'width', value: 1200 }, font: { loadSystemFonts: false } }).render()
    .pixels;
  const painter = new TextPainter();
  // Twice: the second time every glyph comes from what the first kept.
  paint(painter, block(text));
  const { alpha: gotAlpha } = paint(painter, block(text));
  const wantAlpha = channel(expected, 3);
  const [want, got] = [inkBox(wantAlpha), inkBox(gotAlpha)];
  for (const side of ['left', 'right', 'top', 'bottom'] as const)
    expect(Math.abs(want[side] - got[side])).toBeLessThanOrEqual(2);
  // The same ink, give or take the anti-aliasing of a glyph moved by under a quarter pixel.
  let ink = 0;
  let difference = 0;
  for (let pixel = 0; pixel < Math.min(wantAlpha.length, gotAlpha.length); pixel += 1) {
    ink += wantAlpha[pixel] ?? 0;
    difference += Math.abs((wantAlpha[pixel] ?? 0) - (gotAlpha[pixel] ?? 0));
  }
  expect(difference / ink).toBeLessThan(0.08);
});
