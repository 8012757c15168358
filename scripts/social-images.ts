import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import type { CSSProperties, ReactElement } from 'react';
import satori from 'satori';
import type { ContentCatalog } from '../src/content/load.ts';
import { pageSocialImage } from '../src/content/resolve.ts';
import { caseStudyRoute, generatedSocialImage, pageRoute } from '../src/content/routes.ts';
import { theme } from '../src/styles/theme.ts';
import { svgToPng } from './icons.ts';

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

function card(content: SocialCard, brandName: string, host: string, logo: string): Element {
  const titleSize = content.title.length > 80 ? 56 : content.title.length > 40 ? 64 : 80;
  const { colors } = theme;
  return element(
    'div',
    { style: { width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: '0 90px', backgroundImage: `linear-gradient(135deg, ${colors.heroFrom} 0%, ${colors.heroTo} 100%)`, color: colors.onDark, fontFamily: 'Inter, InterExtended' } },
    element('div', { style: { display: 'flex', alignItems: 'center', gap: 22 } }, element('img', { src: logo, width: 72, height: 72 }), element('div', { style: { fontSize: 44, fontWeight: 800 } }, brandName)),
    content.kicker !== undefined && element('div', { style: { marginTop: 48, fontSize: 30, color: colors.brandOnDark, textTransform: 'uppercase', letterSpacing: 2 } }, content.kicker),
    element('div', { style: { marginTop: content.kicker ? 12 : 40, maxWidth: 1020, fontSize: titleSize, fontWeight: 800, lineHeight: 1.1 } }, content.title),
    element('div', { style: { marginTop: 36, fontSize: 30, color: colors.onDarkMuted } }, host),
  );
}

/** What every picture of a build shares: fonts, brand, logo and site address. */
export interface CardSetup {
  fonts: Awaited<ReturnType<typeof loadFonts>>;
  brandName: string;
  host: string;
  /** The favicon as a data URL. */
  logo: string;
}

/** One picture as PNG bytes. */
export async function drawCard(content: SocialCard, setup: CardSetup): Promise<Buffer> {
  const svg = await satori(card(content, setup.brandName, setup.host, setup.logo), { ...socialImageSize, fonts: setup.fonts });
  return svgToPng(svg, socialImageSize.width);
}

/** The versions of the packages that draw, since an upgrade may change the pixels. */
const drawingPackages = ['satori', '@resvg/resvg-js', '@fontsource/inter'].map((name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`);

/** Where a drawn picture is kept between builds: named by everything that decides its pixels. */
function cacheFile(cacheDir: string, content: SocialCard, setup: CardSetup): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([drawingPackages, card.toString(), svgToPng.toString(), theme.colors, socialImageSize, setup.brandName, setup.host, setup.logo, content.title, content.kicker ?? null]));
  for (const font of setup.fonts) hash.update(new Uint8Array(font.data));
  return path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.png`);
}

// The worker is TypeScript, and loader hooks do not reach worker threads: it starts from a small
// module that loads it through tsx's API.
const workerBootstrap = new URL(
  `data:text/javascript,${encodeURIComponent(
    `const { tsImport } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
await tsImport(${JSON.stringify(new URL('./social-image-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)});`,
  )}`,
);

/** A picture to draw and the files it goes to (the site's, and the cache's when kept). */
export interface CardJob {
  content: SocialCard;
  targets: string[];
}

/** Draws each card and writes it to its targets, one after the other. */
export async function drawCards(jobs: readonly CardJob[], setup: CardSetup): Promise<void> {
  for (const { content, targets } of jobs) {
    const png = await drawCard(content, setup);
    for (const target of targets) await writePicture(target, png);
  }
}

/** Copies a kept picture; false when there is none (or another build just removed it). */
async function copied(cached: string, target: string): Promise<boolean> {
  try {
    await copyFile(cached, target);
    return true;
  } catch {
    return false;
  }
}

/** Writes through a temporary file, so a build stopped halfway never leaves a truncated picture to be copied later. */
export async function writePicture(target: string, png: Buffer): Promise<void> {
  const partial = `${target}.${process.pid}.${threadId}.partial`;
  await writeFile(partial, png);
  await rename(partial, target);
}

// Below this many pictures to draw, starting worker threads costs more than it saves.
const minimumForWorkers = 48;

/** Draws `cards` into `siteDir` on every core: one worker thread per core, each with a share of the cards. */
async function drawInWorkers(cards: CardJob[], setup: Omit<CardSetup, 'fonts'>): Promise<void> {
  const workers = Math.min(availableParallelism(), Math.ceil(cards.length / minimumForWorkers));
  const shares = Array.from({ length: workers }, (_unused, index) => cards.filter((_card, cardIndex) => cardIndex % workers === index));
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(workerBootstrap, { workerData: { cards: share, setup } });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A sharing picture worker stopped with code ${code}.`))));
        }),
    ),
  );
}

/**
 * Draws a 1200 × 630 PNG for every route that has no picture chosen by an editor: brand,
 * title and site address on the hero gradient. Satori lays the text out (wrapping included)
 * into an SVG, resvg turns that into a PNG; both run from npm packages, with no browser.
 * Drawing takes about 60 ms a picture, so with `cacheDir` pictures are kept there, named by what
 * they show, and a later build copies the ones whose title has not changed; the rest are drawn
 * on every core. The cache keeps only this build's pictures.
 */
export async function writeSocialImages(siteDir: string, catalog: ContentCatalog, options: { cacheDir?: string } = {}): Promise<number> {
  const { brandName, siteUrl } = catalog.site.data;
  const fonts = await loadFonts();
  const logo = `data:image/svg+xml;base64,${(await readFile(path.join(siteDir, 'favicon.svg'))).toString('base64')}`;
  const setup: CardSetup = { fonts, brandName, host: new URL(siteUrl).host, logo };
  const cards = socialCards(catalog);
  const toDraw: CardJob[] = [];
  const used = new Set<string>();
  for (const content of cards) {
    const target = path.join(siteDir, content.image);
    await mkdir(path.dirname(target), { recursive: true });
    const cached = options.cacheDir ? cacheFile(options.cacheDir, content, setup) : undefined;
    if (cached) used.add(path.basename(cached));
    if (!cached || !(await copied(cached, target))) toDraw.push({ content, targets: cached ? [target, cached] : [target] });
  }
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  if (toDraw.length >= minimumForWorkers) {
    await drawInWorkers(toDraw, { brandName, host: setup.host, logo });
  } else {
    await drawCards(toDraw, setup);
  }
  if (options.cacheDir) {
    for (const file of await readdir(options.cacheDir)) if (!used.has(file)) await rm(path.join(options.cacheDir, file), { force: true });
  }
  return cards.length;
}
