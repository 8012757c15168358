import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CSSProperties, ReactElement } from 'react';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { ContentCatalog } from '../src/content/load.ts';
import { pageSocialImage } from '../src/content/resolve.ts';
import { caseStudyRoute, generatedSocialImage, pageRoute } from '../src/content/routes.ts';
import { theme } from '../src/styles/theme.ts';
import { writeThroughPartial } from './cache-files.ts';
import { readFont, TextPainter, type FontFace, type TextBlock, type TextParagraph } from './card-text.ts';
import { encodeWithLayer, layeredPicture, rgbPicture, type LayeredPicture } from './png.ts';
import { dealShares, runWorkers, startWorkers, workerCount, type StartedWorkers } from './workers.ts';

/** What a sharing picture says. */
export interface SocialCard {
  /** Where it is written, from the site root: `/og/services.png`. */
  image: string;
  title: string;
  /** A word above the title, e.g. "Case study". */
  kicker?: string;
}

/** The size Facebook, LinkedIn and X show large. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** The title without the brand name a page title may start or end with ("ScaleLoop | Pricing" gives "Pricing"). */
export function withoutBrand(title: string, brandName: string, separator: string): string {
  const prefix = `${brandName} ${separator} `;
  const suffix = ` ${separator} ${brandName}`;
  if (title.startsWith(prefix)) return title.slice(prefix.length);
  if (title.endsWith(suffix)) return title.slice(0, -suffix.length);
  return title;
}

/** The pictures to draw: every case study, and every page without a `socialImage` chosen by an editor. */
export function socialCards(catalog: ContentCatalog): SocialCard[] {
  const { brandName, titleSeparator } = catalog.site.data;
  const pages = catalog.pages
    .filter((page) => pageSocialImage(page, catalog) === generatedSocialImage(pageRoute(page.slug)))
    .map((page) => ({ image: generatedSocialImage(pageRoute(page.slug)), title: withoutBrand(page.data.title, brandName, titleSeparator) }));
  const caseStudies = catalog.caseStudies.map(({ data }) => ({ image: generatedSocialImage(caseStudyRoute(data.id)), title: data.title, kicker: 'Case study' }));
  return [...pages, ...caseStudies];
}

const require = createRequire(import.meta.url);

/** Inter from @fontsource (an npm package, so no network): Latin and Latin Extended, regular and extra bold. */
export async function loadFonts(): Promise<Parameters<typeof satori>[1]['fonts']> {
  const folder = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const subsets = [['Inter', 'latin'], ['InterExtended', 'latin-ext']] as const;
  const weights = [400, 800] as const;
  return Promise.all(
    subsets.flatMap(([name, subset]) => weights.map(async (weight) => ({ name, weight, style: 'normal' as const, data: await readFile(path.join(folder, `inter-${subset}-${weight}-normal.woff`)) }))),
  );
}

/** An element of the picture, in the shape Satori reads; no React is loaded, since the build's React belongs to the prerenderer. */
type Element = ReactElement<{ style?: CSSProperties; src?: string; width?: number; height?: number; children?: (Element | string)[] }, 'div' | 'img'>;

function element(type: Element['type'], props: Element['props'], ...children: (Element | string | false)[]): Element {
  return { type, key: null, props: { ...props, children: children.filter((child) => child !== false) } };
}

/** Where kicker and title go: the band between the brand at the top and the address at the bottom. */
const titleBand = { top: 152, height: 368 } as const;

/** Room above and below the text's lines for what overflows them: a title's descenders overflow its tight line height. */
const overflowRoom = 40;

const gradient = `linear-gradient(135deg, ${theme.colors.heroFrom} 0%, ${theme.colors.heroTo} 100%)`;
const fontFamily = 'Inter, InterExtended';

/** What every picture shows: the hero gradient, logo and brand name at the top, the site address at the bottom. */
function backdrop(brandName: string, host: string, logo: string): Element {
  const { colors } = theme;
  return element(
    'div',
    { style: { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '0 90px', backgroundImage: gradient, color: colors.onDark, fontFamily } },
    element('div', { style: { marginTop: 72, display: 'flex', alignItems: 'center', gap: 22 } }, element('img', { src: logo, width: 72, height: 72 }), element('div', { style: { fontSize: 44, fontWeight: 800 } }, brandName)),
    element('div', { style: { marginBottom: 66, fontSize: 30, color: colors.onDarkMuted } }, host),
  );
}

/** The weights of Inter the pictures use, each with its Latin Extended subset after it for the characters Inter's Latin subset lacks. */
interface CardFaces {
  regular: FontFace;
  extraBold: FontFace;
}

/** The same fonts Satori draws the backdrop with, read by fontkit for the text of each picture. */
function cardFaces(fonts: CardSetup['fonts']): CardFaces {
  const face = (weight: number): FontFace => ['Inter', 'InterExtended'].map((name) => {
    const font = fonts.find((candidate) => candidate.name === name && candidate.weight === weight);
    if (!font) throw new Error(`Font ${name} ${weight} was not loaded.`);
    return readFont(Buffer.from(new Uint8Array(font.data)));
  });
  return { regular: face(400), extraBold: face(800) };
}

/** What one picture says, on a transparent ground as high as its text and `overflowRoom`: a kicker and the title, smaller as it grows. */
function titleBlock(content: SocialCard, faces: CardFaces): TextBlock {
  const titleSize = content.title.length > 80 ? 52 : content.title.length > 40 ? 64 : 80;
  const { colors } = theme;
  const kicker: TextParagraph[] = content.kicker === undefined ? [] : [{ text: content.kicker.toUpperCase(), style: { face: faces.regular, size: 30, color: colors.brandOnDark, letterSpacing: 2 }, marginBottom: 12 }];
  return {
    width: socialImageSize.width,
    paddingY: overflowRoom,
    paddingX: 90,
    maxLineWidth: 1020,
    paragraphs: [...kicker, { text: content.title, style: { face: faces.extraBold, size: titleSize, color: colors.onDark, lineHeight: titleSize * 1.1 } }],
  };
}

/** What every picture of a build shares: brand, logo and site address. */
export interface CardBrand {
  brandName: string;
  host: string;
  /** The favicon as a data URL. */
  logo: string;
}

/** Everything a picture is drawn with: the fonts, and the backdrop (which already shows the brand), drawn and compressed once per thread. */
export interface CardSetup {
  fonts: Awaited<ReturnType<typeof loadFonts>>;
  backdrop: LayeredPicture;
  faces: CardFaces;
  /** Keeps the glyphs and words of the thread's pictures for the next. */
  text: TextPainter;
}

function rasterise(svg: string, width: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render().pixels;
}

/** Loads the fonts and draws the backdrop. */
export async function prepareCards(brand: CardBrand, fonts?: CardSetup['fonts']): Promise<CardSetup> {
  fonts ??= await loadFonts();
  const svg = await satori(backdrop(brand.brandName, brand.host, brand.logo), { ...socialImageSize, fonts });
  return { fonts, faces: cardFaces(fonts), text: new TextPainter(), backdrop: layeredPicture(rgbPicture(rasterise(svg, socialImageSize.width), socialImageSize.width, socialImageSize.height)) };
}

/**
 * Where a text layer `rows` high goes: centred in the title band, as a flex column centres its
 * content, and cut at the band's edges when it is higher. `first` and `last` are the layer's rows
 * to paint (last excluded), `top` the picture's row the first of them goes to. The room above
 * and below the lines is the same, so centring the whole layer centres the lines.
 */
export function placeInBand(rows: number): { first: number; last: number; top: number } {
  const layerTopInBand = Math.round((titleBand.height - rows) / 2);
  const first = Math.max(0, -layerTopInBand);
  const last = Math.min(rows, titleBand.height - layerTopInBand);
  return { first, last, top: titleBand.top + layerTopInBand + first };
}

/**
 * One picture as PNG bytes. Only the text is laid out and painted per picture (from glyphs kept
 * by `setup.text`), no higher than it is, then painted over the backdrop: the gradient alone took
 * a third of the time of a whole picture. Only the rows the text paints are compressed; the rest
 * of the backdrop was compressed once.
 */
export async function drawCard(content: SocialCard, setup: CardSetup): Promise<Buffer> {
  const { width } = socialImageSize;
  const textLayer = setup.text.paint(titleBlock(content, setup.faces));
  const rowBytes = width * 4;
  const { first, last, top } = placeInBand(textLayer.length / rowBytes);
  return encodeWithLayer(setup.backdrop, textLayer.subarray(first * rowBytes, last * rowBytes), top);
}

/** The installed version of package `name`, found from its entry file: fontkit does not export its package.json. */
function installedVersion(name: string): string {
  const entry = require.resolve(name);
  const folder = `${path.sep}${path.join('node_modules', name)}${path.sep}`;
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(folder) + folder.length), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The versions of the packages that draw, since an upgrade may change the pixels. */
const drawingPackages = ['satori', '@resvg/resvg-js', 'fontkit', '@fontsource/inter'].map((name) => `${name}@${installedVersion(name)}`);

/** The code that draws, whole: any edit to it (a colour, a rounding) may change the pixels. */
const drawingCode = ['./social-images.ts', './card-text.ts', './png.ts'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'));

/** A hash of everything that decides a picture's pixels besides its own text: the same for every picture of a build. */
function drawingFingerprint(brand: CardBrand, fonts: CardSetup['fonts']): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([drawingPackages, drawingCode, theme.colors, brand.brandName, brand.host, brand.logo]));
  for (const font of fonts) hash.update(new Uint8Array(font.data));
  return hash.digest('hex');
}

/** Where a drawn picture is kept between builds: named by everything that decides its pixels. */
function cacheFile(cacheDir: string, content: SocialCard, fingerprint: string): string {
  const hash = createHash('sha256').update(JSON.stringify([fingerprint, content.title, content.kicker ?? null]));
  return path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.png`);
}

/** A picture to draw and the files it goes to (the site's, and the cache's when kept). */
export interface CardJob {
  content: SocialCard;
  targets: string[];
}

/** Draws each card and writes it to its first target; the others are links to that file (or written too, on another disk). */
export async function drawCards(jobs: readonly CardJob[], setup: CardSetup, signal?: AbortSignal): Promise<void> {
  for (const { content, targets } of jobs) {
    signal?.throwIfAborted();
    const png = await drawCard(content, setup);
    const [first, ...others] = targets;
    if (first === undefined) continue;
    // Asynchronous, unlike the prerender's page writes: first builds at 1,000 that wrote the
    // pictures synchronously took 34.1 to 36.3 s against 31.0 to 34.1 s, with 13 to 15 s of
    // system time against 7 to 10 s.
    await writeThroughPartial(first, png);
    for (const other of others) if (!(await linked(first, other))) await writeThroughPartial(other, png);
  }
}

/**
 * Makes `target` a hard link to `source`, which is safe because pictures are never changed in
 * place (they are written through a new file); false where it cannot be done, e.g. across disks.
 */
async function linked(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch {
    return false;
  }
}

/** Puts a kept picture in the site, linked or else copied; false when there is none (or another build just removed it). */
async function reused(cached: string, target: string): Promise<boolean> {
  if (await linked(cached, target)) return true;
  try {
    await copyFile(cached, target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fewer pictures than this are drawn on the calling thread: 24 took 0.41 to 0.43 s there, the
 * first of each glyph rasterised included, and starting a worker thread (loading tsx, Satori,
 * resvg, fontkit and the fonts, and drawing the backdrop) 0.9 to 1.0 s. A build's calling
 * thread has bundling to do meanwhile, so more than that go to a worker on another core.
 */
export const picturesWorthAWorker = 24;

const workerModule = new URL('./social-image-worker.ts', import.meta.url);

/**
 * Starts `threads` picture workers before the pictures are known, so that loading tsx, Satori
 * and resvg (0.6 to 0.8 s on an idle core) overlaps other work, such as a build's validation. Give
 * them to `writeSocialImages`, which stops them if there are too few pictures to draw.
 */
export function startPictureWorkers(threads: number): StartedWorkers {
  return startWorkers(workerModule, threads);
}

/** How `writeSocialImages` finds its inputs and may be stopped. */
export interface SocialImageOptions {
  /** Where drawn pictures are kept between builds; none when absent. */
  cacheDir?: string;
  /** The logo drawn on every picture; `favicon.svg` in the target folder when absent. */
  faviconFile?: string;
  /** Stops the drawing (and its worker threads), e.g. when another step of the build failed. */
  signal?: AbortSignal;
  /** The most threads to draw on: one per core when absent. */
  threads?: number;
  /** Picture workers started beforehand (`startPictureWorkers`), which then decide the most threads. */
  workers?: StartedWorkers;
}

/** What `writeSocialImages` did. */
export interface SocialImageReport {
  /** Pictures written, drawn or reused from the cache. */
  pictures: number;
  drawn: number;
  /** Threads that drew them: worker threads, or the calling thread itself for fewer pictures than a worker is worth. */
  threads: number;
}

/**
 * Draws a 1200 × 630 PNG for every route that has no picture chosen by an editor: brand,
 * title and site address on the hero gradient. Satori lays out the backdrop and resvg rasterises
 * it, once per thread; fontkit lays out each title (wrapping included), whose glyphs resvg
 * rasterises once and `TextPainter` copies. All run from npm packages, with no browser. Drawing
 * takes 5 to 8 ms a picture on an idle core, so with `cacheDir` pictures are kept there, named by what they show,
 * and a later build reuses the ones whose title has not changed. The rest are drawn on the
 * calling thread when they are fewer than a worker is worth, else on worker threads: those in
 * `workers`, or one per core (at most `threads`). The cache keeps only this build's pictures.
 * Workers given in `workers` are stopped when this fails before giving them work.
 */
export async function writeSocialImages(siteDir: string, catalog: ContentCatalog, options: SocialImageOptions = {}): Promise<SocialImageReport> {
  try {
    return await drawSocialImages(siteDir, catalog, options);
  } catch (error) {
    await options.workers?.stop();
    throw error;
  }
}

async function drawSocialImages(siteDir: string, catalog: ContentCatalog, options: SocialImageOptions): Promise<SocialImageReport> {
  const { brandName, siteUrl } = catalog.site.data;
  const fonts = await loadFonts();
  const logo = `data:image/svg+xml;base64,${(await readFile(options.faviconFile ?? path.join(siteDir, 'favicon.svg'))).toString('base64')}`;
  const brand: CardBrand = { brandName, host: new URL(siteUrl).host, logo };
  const cards = socialCards(catalog);
  const toDraw: CardJob[] = [];
  const used = new Set<string>();
  const fingerprint = options.cacheDir ? drawingFingerprint(brand, fonts) : '';
  // Listed once, so that a first build tries no link for each of a thousand pictures before the workers get them.
  const kept = new Set(options.cacheDir && existsSync(options.cacheDir) ? await readdir(options.cacheDir) : []);
  const folders = new Set<string>();
  for (const content of cards) {
    const target = path.join(siteDir, content.image);
    const folder = path.dirname(target);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
    const cached = options.cacheDir ? cacheFile(options.cacheDir, content, fingerprint) : undefined;
    if (cached) used.add(path.basename(cached));
    if (!cached || !kept.has(path.basename(cached)) || !(await reused(cached, target))) toDraw.push({ content, targets: cached ? [target, cached] : [target] });
  }
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  // A single worker too, since the calling thread may have other work (a build's bundling).
  const onWorkers = toDraw.length >= picturesWorthAWorker;
  const threads = onWorkers ? workerCount(toDraw.length, picturesWorthAWorker, options.workers?.count ?? options.threads) : 1;
  if (onWorkers) {
    const shares = dealShares(toDraw, threads).map((cards) => ({ cards, brand }));
    await (options.workers ? options.workers.run(shares, options.signal) : runWorkers(workerModule, shares, { signal: options.signal }));
  } else {
    await options.workers?.stop();
    if (toDraw.length > 0) await drawCards(toDraw, await prepareCards(brand, fonts), options.signal);
  }
  if (options.cacheDir) {
    for (const file of await readdir(options.cacheDir)) if (!used.has(file)) await rm(path.join(options.cacheDir, file), { force: true });
  }
  return { pictures: cards.length, drawn: toDraw.length, threads };
}
