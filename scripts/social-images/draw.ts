/**
 * Draws one social image: the backdrop (brand, logo and site address on the hero gradient)
 * once per thread with Satori and resvg, then each title over it with `TextPainter`. Loaded only
 * by the threads that draw, so a build that draws on workers does not spend its start loading
 * Satori, resvg and fontkit on its main thread.
 */
import type { CSSProperties, ReactElement } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
// The pictures are light-scheme only: they show the navy hero, the same in both schemes.
import { lightPalette as colors } from '../../src/styles/palette.ts';
import { linkedFile, writeThroughPartial } from '../support/cache.ts';
import { readFont, TextPainter, type FontFace, type TextBlock, type TextParagraph } from './text.ts';
import { encodeWithSprites, precompressBackdrop, rgbPicture, type PrecompressedBackdrop } from './png.ts';
import { loadFonts, socialImageSize, type SocialImage } from './social-images.ts';

/** An element of the picture, in the shape Satori reads; no React is loaded, since the build's React belongs to the prerenderer. */
type Element = ReactElement<
  { style?: CSSProperties; src?: string; width?: number; height?: number; children?: (Element | string)[] },
  'div' | 'img'
>;

function element(type: Element['type'], props: Element['props'], ...children: (Element | string | false)[]): Element {
  return { type, key: null, props: { ...props, children: children.filter((child) => child !== false) } };
}

/** Where kicker and title go: the band between the brand at the top and the address at the bottom. */
const titleBand = { top: 152, height: 368 } as const;

/** Room above and below the text's lines for what overflows them: a title's descenders overflow its tight line height. */
const overflowRoom = 40;

const gradient = `linear-gradient(135deg, ${colors.heroFrom} 0%, ${colors.heroTo} 100%)`;
const fontFamily = 'Inter, InterExtended';

/** What every picture shows: the hero gradient, logo and brand name at the top, the site address at the bottom. */
function backdrop(brandName: string, host: string, logo: string): Element {
  return element(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '0 90px',
        backgroundImage: gradient,
        color: colors.onDark,
        fontFamily,
      },
    },
    element(
      'div',
      { style: { marginTop: 72, display: 'flex', alignItems: 'center', gap: 22 } },
      element('img', { src: logo, width: 72, height: 72 }),
      element('div', { style: { fontSize: 44, fontWeight: 800 } }, brandName),
    ),
    element('div', { style: { marginBottom: 66, fontSize: 30, color: colors.onDarkMuted } }, host),
  );
}

/** The weights of Inter the pictures use, each with its Latin Extended subset after it for the characters Inter's Latin subset lacks. */
export interface SocialImageFaces {
  regular: FontFace;
  extraBold: FontFace;
}

/** The same fonts Satori draws the backdrop with, read by fontkit for the text of each picture. */
export function socialImageFaces(fonts: SocialImageSetup['fonts']): SocialImageFaces {
  const face = (weight: number): FontFace =>
    ['Inter', 'InterExtended'].map((name) => {
      const font = fonts.find((candidate) => candidate.name === name && candidate.weight === weight);
      if (!font) throw new Error(`Font ${name} ${weight} was not loaded.`);
      return readFont(Buffer.from(new Uint8Array(font.data)));
    });
  return { regular: face(400), extraBold: face(800) };
}

/** What one picture says, in a block as high as its text and `overflowRoom`: a kicker and the title, smaller as it grows. */
function titleBlock(content: SocialImage, faces: SocialImageFaces): TextBlock {
  const titleSize = content.title.length > 80 ? 52 : content.title.length > 40 ? 64 : 80;
  const kicker: TextParagraph[] =
    content.kicker === undefined
      ? []
      : [
          {
            text: content.kicker.toUpperCase(),
            style: { face: faces.regular, size: 30, color: colors.brandOnDark, letterSpacing: 2 },
            marginBottom: 12,
          },
        ];
  return {
    paddingY: overflowRoom,
    paddingX: 90,
    maxLineWidth: 1020,
    paragraphs: [
      ...kicker,
      {
        text: content.title,
        style: { face: faces.extraBold, size: titleSize, color: colors.onDark, lineHeight: titleSize * 1.1 },
      },
    ],
  };
}

/** What every picture of a build shares: brand, logo and site address. */
export interface SocialImageBrand {
  brandName: string;
  host: string;
  /** The favicon as a data URL. */
  logo: string;
}

/** Everything a picture is drawn with: the fonts, and the backdrop (which already shows the brand), drawn and compressed once per thread. */
export interface SocialImageSetup {
  fonts: Awaited<ReturnType<typeof loadFonts>>;
  backdrop: PrecompressedBackdrop;
  faces: SocialImageFaces;
  /** Keeps the glyphs and words of the thread's pictures for the next. */
  text: TextPainter;
}

function rasterise(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().pixels;
}

/** Loads the fonts and draws the backdrop. */
export async function prepareSocialImages(
  brand: SocialImageBrand,
  fonts?: SocialImageSetup['fonts'],
): Promise<SocialImageSetup> {
  fonts ??= await loadFonts();
  const svg = await satori(backdrop(brand.brandName, brand.host, brand.logo), { ...socialImageSize, fonts });
  return {
    fonts,
    faces: socialImageFaces(fonts),
    text: new TextPainter(),
    backdrop: precompressBackdrop(
      rgbPicture(rasterise(svg, socialImageSize.width), socialImageSize.width, socialImageSize.height),
    ),
  };
}

/**
 * Where a block of text `rows` high goes: centred in the title band, as a flex column centres its
 * content, and cut at the band's edges when it is higher. `first` and `last` are the block's rows
 * to paint (last excluded), `top` the picture's row the first of them goes to. The room above
 * and below the lines is the same, so centring the whole block centres the lines.
 */
export function placeInBand(rows: number): { first: number; last: number; top: number } {
  const blockTopInBand = Math.round((titleBand.height - rows) / 2);
  const first = Math.max(0, -blockTopInBand);
  const last = Math.min(rows, titleBand.height - blockTopInBand);
  return { first, last, top: titleBand.top + blockTopInBand + first };
}

/**
 * One picture as PNG bytes. Only the text is laid out per picture, and its glyphs (kept by
 * `setup.text`) are painted straight onto the backdrop's rows, which is faster than drawing the
 * text on its own and mixing it in. Only the rows the text paints are compressed again; the rest
 * of the backdrop is compressed once per thread.
 */
export function drawSocialImage(content: SocialImage, setup: SocialImageSetup): Buffer {
  const { rows, sprites } = setup.text.layout(titleBlock(content, setup.faces));
  const { first, last, top } = placeInBand(rows);
  // The text's rows from `first` go to the picture's from `top`.
  const shift = top - first;
  return encodeWithSprites(
    setup.backdrop,
    sprites.map((sprite) => ({ ...sprite, y: sprite.y + shift })),
    { from: top, to: top + last - first },
  );
}

/** A picture to draw and the files it goes to (the site's, and the cache's when kept). */
export interface SocialImageJob {
  content: SocialImage;
  targets: string[];
}

/** Draws one social image and writes it to its first target; the others are links to that file (or written too, on another disk). */
export async function writeSocialImage({ content, targets }: SocialImageJob, setup: SocialImageSetup): Promise<void> {
  const png = drawSocialImage(content, setup);
  const [first, ...others] = targets;
  if (first === undefined) return;
  // Asynchronous, unlike the prerender's page writes: first builds at scale that wrote the
  // pictures synchronously were slower, with about twice the system time.
  await writeThroughPartial(first, png);
  for (const other of others) if (!(await linkedFile(first, other))) await writeThroughPartial(other, png);
}
