import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type satori from 'satori';
import type { FrontmatterCatalog } from '../content/load.ts';
import { pageSocialImage } from '../content/resolve.ts';
import { caseStudyRoute, generatedSocialImage, pageRoute } from '../../src/model/routes.ts';
import { lightPalette } from '../../src/styles/palette.ts';
import { linkedFile } from '../support/cache-files.ts';
import type { SocialImageBrand, SocialImageJob, SocialImageSetup } from './draw.ts';
import { dealShares, runWorkers, startWorkers, workerCount, type StartedWorkers } from '../support/workers.ts';

/** What a social image says. */
export interface SocialImage {
  /** Where it is written, from the site root: `/social-images/services.png`. */
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
export function socialImagesToDraw(catalog: FrontmatterCatalog): SocialImage[] {
  const { brandName, titleSeparator } = catalog.site.data;
  const pages = catalog.pages
    .filter((page) => pageSocialImage(page, catalog) === generatedSocialImage(pageRoute(page.slug)))
    .map((page) => ({
      image: generatedSocialImage(pageRoute(page.slug)),
      title: withoutBrand(page.data.title, brandName, titleSeparator),
    }));
  const caseStudies = catalog.caseStudies.map(({ data }) => ({
    image: generatedSocialImage(caseStudyRoute(data.id)),
    title: data.title,
    kicker: 'Case study',
  }));
  return [...pages, ...caseStudies];
}

const require = createRequire(import.meta.url);

/** Inter from @fontsource (an npm package, so no network): Latin and Latin Extended, regular and extra bold. */
export async function loadFonts(): Promise<Parameters<typeof satori>[1]['fonts']> {
  const folder = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  const subsets = [
    ['Inter', 'latin'],
    ['InterExtended', 'latin-ext'],
  ] as const;
  const weights = [400, 800] as const;
  return Promise.all(
    subsets.flatMap(([name, subset]) =>
      weights.map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(path.join(folder, `inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
}

/** The installed version of package `name`, found from its entry file: fontkit does not export its package.json. */
function installedVersion(name: string): string {
  const entry = require.resolve(name);
  const folder = `${path.sep}${path.join('node_modules', name)}${path.sep}`;
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(folder) + folder.length), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The versions of the packages that draw, since an upgrade may change the pixels. */
const drawingPackages = ['satori', '@resvg/resvg-js', 'fontkit', '@fontsource/inter'].map(
  (name) => `${name}@${installedVersion(name)}`,
);

/** The code that draws, whole: any edit to it (a colour, a rounding) may change the pixels. */
const drawingCode = ['./social-images.ts', './draw.ts', './text.ts', './png.ts'].map((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8'),
);

/** A hash of everything that decides a picture's pixels besides its own text: the same for every picture of a build. */
function drawingFingerprint(brand: SocialImageBrand, fonts: SocialImageSetup['fonts']): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([drawingPackages, drawingCode, lightPalette, brand.brandName, brand.host, brand.logo]));
  for (const font of fonts) hash.update(new Uint8Array(font.data));
  return hash.digest('hex');
}

/** Where a drawn picture is kept between builds: named by everything that decides its pixels. */
function cacheFile(cacheDir: string, content: SocialImage, fingerprint: string): string {
  const hash = createHash('sha256').update(JSON.stringify([fingerprint, content.title, content.kicker ?? null]));
  return path.join(cacheDir, `${hash.digest('hex').slice(0, 32)}.png`);
}

/** A kept picture as `cacheFile` names it, and one being written (`writeThroughPartial` adds `.pid.thread.partial`). */
const cacheEntry = /^[0-9a-f]{32}\.png$/;
const partialCacheEntry = /^[0-9a-f]{32}\.png\.\d+\.\d+\.partial$/;

/**
 * How old a kept picture this build did not use must be before it is removed. Builds sharing the
 * cache (two working copies, or concurrent builds) keep different pictures: one written within
 * this time may be another build's, in use or about to be. A partial file this old is left by a
 * build that was stopped while writing it, since writing one takes milliseconds.
 */
const staleAfterMs = 60 * 60 * 1000;

/** Removes the kept pictures and partial files in `cacheDir` that this build did not use and that were written over `staleAfterMs` ago; other files are not the cache's to remove. */
async function pruneCache(cacheDir: string, used: ReadonlySet<string>): Promise<void> {
  const writtenBefore = Date.now() - staleAfterMs;
  for (const file of await readdir(cacheDir)) {
    if (used.has(file) || !(cacheEntry.test(file) || partialCacheEntry.test(file))) continue;
    const entry = path.join(cacheDir, file);
    // Another build may have removed it meanwhile.
    const modified = await stat(entry).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && modified < writtenBefore) await rm(entry, { force: true });
  }
}

/** Puts a kept picture in the site, linked or else copied; false when there is none (or another build just removed it). */
async function reused(cached: string, target: string): Promise<boolean> {
  if (await linkedFile(cached, target)) return true;
  try {
    await copyFile(cached, target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fewer pictures than this are drawn on the calling thread: there they take less than half the
 * time of starting a worker thread (loading tsx, Satori, resvg, fontkit and the fonts, and
 * drawing the backdrop), the first of each glyph rasterised included. A build's calling thread
 * has bundling to do meanwhile, so more than that go to a worker on another core.
 */
export const picturesWorthAWorker = 24;

const workerModule = new URL('./worker.ts', import.meta.url);

/**
 * Starts `threads` picture workers before the pictures are known, so that loading tsx, Satori
 * and resvg, which takes most of a second, overlaps other work, such as a build's validation. Give
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
  /** Called once the pictures to draw are handed to their threads, or start being drawn on the calling one. */
  onDrawing?: () => void;
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
 * still takes a few milliseconds a picture, so with `cacheDir` pictures are kept there, named by what they show,
 * and a later build reuses the ones whose title has not changed. The rest are drawn on the
 * calling thread when they are fewer than a worker is worth, else on worker threads: those in
 * `workers`, or one per core (at most `threads`). The cache then loses the pictures this build
 * did not use that were written over an hour ago (`pruneCache`).
 * Workers given in `workers` are stopped when this fails before giving them work.
 */
export async function writeSocialImages(
  siteDir: string,
  catalog: FrontmatterCatalog,
  options: SocialImageOptions = {},
): Promise<SocialImageReport> {
  try {
    return await drawSocialImages(siteDir, catalog, options);
  } catch (error) {
    await options.workers?.stop();
    throw error;
  }
}

async function drawSocialImages(
  siteDir: string,
  catalog: FrontmatterCatalog,
  options: SocialImageOptions,
): Promise<SocialImageReport> {
  const { brandName, siteUrl } = catalog.site.data;
  const fonts = await loadFonts();
  const logo = `data:image/svg+xml;base64,${(await readFile(options.faviconFile ?? path.join(siteDir, 'favicon.svg'))).toString('base64')}`;
  const brand: SocialImageBrand = { brandName, host: new URL(siteUrl).host, logo };
  const images = socialImagesToDraw(catalog);
  const toDraw: SocialImageJob[] = [];
  const used = new Set<string>();
  const fingerprint = options.cacheDir ? drawingFingerprint(brand, fonts) : '';
  // Listed once, so that a first build tries no link for each of a thousand pictures before the workers get them.
  const kept = new Set(options.cacheDir && existsSync(options.cacheDir) ? await readdir(options.cacheDir) : []);
  const folders = new Set<string>();
  for (const content of images) {
    const target = path.join(siteDir, content.image);
    const folder = path.dirname(target);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
    const cached = options.cacheDir ? cacheFile(options.cacheDir, content, fingerprint) : undefined;
    if (cached) used.add(path.basename(cached));
    if (!cached || !kept.has(path.basename(cached)) || !(await reused(cached, target)))
      toDraw.push({ content, targets: cached ? [target, cached] : [target] });
  }
  if (options.cacheDir) await mkdir(options.cacheDir, { recursive: true });
  // A single worker too, since the calling thread may have other work (a build's bundling).
  const onWorkers = toDraw.length >= picturesWorthAWorker;
  const threads = onWorkers
    ? workerCount(toDraw.length, picturesWorthAWorker, options.workers?.count ?? options.threads)
    : 1;
  if (onWorkers) {
    const shares = dealShares(toDraw, threads).map((images) => ({ images, brand }));
    // Both post the shares to the workers before they first wait.
    const drawing = options.workers
      ? options.workers.run(shares, options.signal)
      : runWorkers(workerModule, shares, { signal: options.signal });
    options.onDrawing?.();
    await drawing;
  } else {
    await options.workers?.stop();
    options.onDrawing?.();
    if (toDraw.length > 0) {
      const { drawSocialImages, prepareSocialImages } = await import('./draw.ts');
      await drawSocialImages(toDraw, await prepareSocialImages(brand, fonts), options.signal);
    }
  }
  if (options.cacheDir) await pruneCache(options.cacheDir, used);
  return { pictures: images.length, drawn: toDraw.length, threads };
}
