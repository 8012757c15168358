/**
 * The text of the social images, laid out with fontkit and painted from glyphs rasterised
 * once per thread. Laying each title out with Satori and rasterising it with resvg made a picture
 * more than twice as slow to draw (see docs/decisions/0001-hand-made-png-encoder.md); a picture's
 * text uses a few dozen glyphs of a small alphabet, so each glyph is drawn by resvg once per size,
 * colour and quarter-pixel position, and then copied.
 */
import { Resvg } from '@resvg/resvg-js';
import { create, type Font } from 'fontkit';
import type { Sprite } from './png.ts';

/** Fonts to try in order for each character: Inter, then its Latin Extended subset. */
export type FontFace = readonly Font[];

/** Reads a font file that holds one font (not a collection). */
export function readFont(data: Buffer): Font {
  const font = create(data);
  if (!('layout' in font)) throw new Error('Expected a font file with one font, found a collection.');
  return font;
}

/** How a paragraph of text is drawn. */
export interface TextStyle {
  face: FontFace;
  /** Font size in pixels. */
  size: number;
  /** A CSS colour resvg reads, e.g. `#ffffff`. */
  color: string;
  /** Line height in pixels; the font's own ascent, descent and line gap when absent (CSS `normal`). */
  lineHeight?: number;
  /** Pixels added after each character, as CSS `letter-spacing`. */
  letterSpacing?: number;
}

/** A paragraph, wrapped to fit its width (see `TextPainter.wrap`). */
export interface TextParagraph {
  text: string;
  style: TextStyle;
  /** Pixels below the paragraph before the next. */
  marginBottom?: number;
}

/** A column of paragraphs, with room around the text. */
export interface TextBlock {
  /** Pixels left free above the first and below the last paragraph. */
  paddingY: number;
  /** Pixels left free on each side of the lines. */
  paddingX: number;
  /** Widest a line may be, within the padding. */
  maxLineWidth: number;
  paragraphs: readonly TextParagraph[];
}

/** A glyph of a shaped word: which font of the face, its id, and its pen position from the word's start. */
interface PlacedGlyph {
  font: number;
  id: number;
  x: number;
  y: number;
}

/** A word shaped in one style: its glyphs and how far it moves the pen. */
interface ShapedWord {
  glyphs: readonly PlacedGlyph[];
  advance: number;
}

/** A wrapped line: its words, and where each starts from the line's start. */
interface Line {
  words: ShapedWord[];
  offsets: number[];
}

/** A glyph rasterised at one size, colour and sub-pixel offset, placed from the pen's pixel: premultiplied RGBA, one word a pixel (little-endian, so alpha is the high byte). */
interface GlyphImage {
  left: number;
  top: number;
  width: number;
  height: number;
  words: Uint32Array;
}

/** Horizontal positions a glyph is rasterised at within a pixel: quarter pixels, finer than the eye tells apart at these sizes. */
const subpixelSteps = 4;

/** The white space CSS collapses and wraps at; a no-break space is not in it. */
const collapsibleSpace = /[ \t\n\r\f]+/;

/** Where a word may wrap: after a hyphen or dash that follows a letter or digit and precedes one. */
const afterHyphen = /(?<=[^-\u2010\u2013\u2014][-\u2010\u2013\u2014]+)(?=[^-\u2010\u2013\u2014])/u;

const combiningMark = /^\p{M}$/u;

/** The font of `face` that has a glyph for `codePoint`: the first, or the first one that has it. */
function fontFor(face: FontFace, codePoint: number): number {
  const index = face.findIndex((font) => font.hasGlyphForCodePoint(codePoint));
  return index === -1 ? 0 : index;
}

/**
 * Lays out paragraphs as glyph images placed where they go (`layout`), which `encodeWithSprites`
 * paints. Words are shaped once (kerning and ligatures included) and glyphs rasterised once: both
 * are kept for the thread's next picture.
 */
export class TextPainter {
  readonly #words = new Map<string, ShapedWord>();
  readonly #glyphs = new Map<string, GlyphImage | null>();
  readonly #faces = new Map<FontFace, number>();

  /** A number for each face, for the keys of what is kept. */
  #faceKey(face: FontFace): number {
    let key = this.#faces.get(face);
    if (key === undefined) {
      key = this.#faces.size;
      this.#faces.set(face, key);
    }
    return key;
  }

  /** `word` shaped in `style`: split into runs of the font that has each character, each run shaped by fontkit. */
  shape(word: string, style: TextStyle): ShapedWord {
    const key = `${this.#faceKey(style.face)}|${style.size}|${style.letterSpacing ?? 0}|${word}`;
    const kept = this.#words.get(key);
    if (kept) return kept;
    const characters = [...word];
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    for (let start = 0; start < characters.length; ) {
      const font = fontFor(style.face, characters[start]?.codePointAt(0) ?? 0);
      let end = start + 1;
      // A combining mark stays in its letter's run, so that the font places it on that letter.
      while (
        end < characters.length &&
        (combiningMark.test(characters[end] ?? '') ||
          fontFor(style.face, characters[end]?.codePointAt(0) ?? 0) === font)
      )
        end += 1;
      const shaper = style.face[font];
      if (!shaper) throw new Error('A text style needs at least one font.');
      const run = shaper.layout(characters.slice(start, end).join(''));
      const scale = style.size / shaper.unitsPerEm;
      run.glyphs.forEach((glyph, index) => {
        const position = run.positions[index];
        glyphs.push({
          font,
          id: glyph.id,
          x: pen + (position?.xOffset ?? 0) * scale,
          y: -(position?.yOffset ?? 0) * scale,
        });
        pen += (position?.xAdvance ?? glyph.advanceWidth) * scale + (style.letterSpacing ?? 0);
      });
      start = end;
    }
    const shaped = { glyphs, advance: pen };
    this.#words.set(key, shaped);
    return shaped;
  }

  /**
   * The lines of `text` in `style`, no wider than `maxWidth` unless a single word is. As a browser
   * wraps: at spaces (not at a no-break space), or after a hyphen or dash inside a word.
   */
  wrap(text: string, style: TextStyle, maxWidth: number): Line[] {
    const space = this.shape(' ', style).advance;
    const lines: Line[] = [];
    let line: Line | undefined;
    let width = 0;
    for (const word of text
      .normalize('NFC')
      .split(collapsibleSpace)
      .filter((part) => part !== '')) {
      word.split(afterHyphen).forEach((piece, index) => {
        const shaped = this.shape(piece, style);
        const gap = index === 0 ? space : 0;
        if (line && width + gap + shaped.advance <= maxWidth) {
          line.words.push(shaped);
          line.offsets.push(width + gap);
          width += gap + shaped.advance;
          return;
        }
        line = { words: [shaped], offsets: [0] };
        lines.push(line);
        width = shaped.advance;
      });
    }
    return lines;
  }

  /** A glyph rasterised by resvg at `style`'s size and colour, its pen `subpixel` steps right of a pixel's edge; null when it paints nothing (a space). */
  #glyph(style: TextStyle, font: number, id: number, subpixel: number): GlyphImage | null {
    const key = `${this.#faceKey(style.face)}|${font}|${id}|${style.size}|${style.color}|${subpixel}`;
    const kept = this.#glyphs.get(key);
    if (kept !== undefined) return kept;
    const shaper = style.face[font];
    if (!shaper) throw new Error(`No font ${font} in the face.`);
    const glyph = shaper.getGlyph(id);
    const scale = style.size / shaper.unitsPerEm;
    const { minX, minY, maxX, maxY } = glyph.bbox;
    const offset = subpixel / subpixelSteps;
    let image: GlyphImage | null = null;
    if (maxX > minX && maxY > minY) {
      // One pixel of room on each side for the anti-aliased edge.
      const left = Math.floor(offset + minX * scale) - 1;
      const top = Math.floor(-maxY * scale) - 1;
      const width = Math.ceil(offset + maxX * scale) + 1 - left;
      const height = Math.ceil(-minY * scale) + 1 - top;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path fill="${style.color}" transform="translate(${offset - left} ${-top}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/></svg>`;
      // Copied, so that the words start on a word boundary.
      const pixels = new Uint8Array(new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels);
      image = { left, top, width, height, words: new Uint32Array(pixels.buffer) };
    }
    this.#glyphs.set(key, image);
    return image;
  }

  /**
   * `block` laid out: how many rows high its text and padding are, and each glyph's image where
   * it goes, from the block's top left, in the order they are painted.
   */
  layout(block: TextBlock): { rows: number; sprites: Sprite[] } {
    const laidOut = block.paragraphs.map((paragraph) => {
      const lines = this.wrap(paragraph.text, paragraph.style, block.maxLineWidth);
      const { face, size } = paragraph.style;
      const metrics = face[0];
      if (!metrics) throw new Error('A text style needs at least one font.');
      const ascent = (metrics.ascent / metrics.unitsPerEm) * size;
      const contentHeight = ((metrics.ascent - metrics.descent) / metrics.unitsPerEm) * size;
      const lineHeight =
        paragraph.style.lineHeight ??
        ((metrics.ascent - metrics.descent + metrics.lineGap) / metrics.unitsPerEm) * size;
      // As CSS places a line's text: the space the line height leaves is split above and below.
      const baseline = (lineHeight - contentHeight) / 2 + ascent;
      return { paragraph, lines, lineHeight, baseline };
    });
    const textHeight = laidOut.reduce(
      (sum, { paragraph, lines, lineHeight }) => sum + lines.length * lineHeight + (paragraph.marginBottom ?? 0),
      0,
    );
    const rows = Math.ceil(textHeight + 2 * block.paddingY);
    const sprites: Sprite[] = [];
    let lineTop = block.paddingY;
    for (const { paragraph, lines, lineHeight, baseline } of laidOut) {
      for (const line of lines) {
        const y = Math.round(lineTop + baseline);
        line.words.forEach((word, index) => {
          const wordX = block.paddingX + (line.offsets[index] ?? 0);
          for (const glyph of word.glyphs) {
            const steps = Math.round((wordX + glyph.x) * subpixelSteps);
            const pixel = Math.floor(steps / subpixelSteps);
            const subpixel = steps - pixel * subpixelSteps;
            const image = this.#glyph(paragraph.style, glyph.font, glyph.id, subpixel);
            if (image)
              sprites.push({
                x: pixel + image.left,
                y: Math.round(y + glyph.y) + image.top,
                width: image.width,
                height: image.height,
                words: image.words,
              });
          }
        });
        lineTop += lineHeight;
      }
      lineTop += paragraph.marginBottom ?? 0;
    }
    return { rows, sprites };
  }
}
