import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type satori from 'satori';
import type { ContentCatalog, Entry } from '../content/load.ts';
import type { CaseStudyData } from '../../src/model/case-study.ts';
import { pageSocialImage } from '../content/resolve.ts';
import { caseStudyRoute, generatedSocialImage, pageRoute } from '../../src/model/routes.ts';
import { type BuildCache, cacheKey, codeDigest, linkedFile } from '../support/cache.ts';
import { parallelMap } from '../support/parallel-map.ts';
import type { SocialImageBrand, SocialImageJob } from './draw.ts';

/** What a social image says. */
export interface SocialImage {
  /** Where it is written, from the site root: `/social-images/services.png`. */
  image: string;
  title: string;
  /** A word above the title, e.g. "Case study". */
  kicker?: string;
}

/** What the social images are drawn from: the site settings, the pages and the case studies' frontmatter. */
export type SocialImageContent = Pick<ContentCatalog, 'site' | 'pages'> & {
  caseStudies: readonly Pick<Entry<CaseStudyData>, 'data'>[];
};

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
export function socialImagesToDraw(catalog: SocialImageContent): SocialImage[] {
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

/** The code that draws, and the palette it draws in: any edit may change the pixels. */
const drawingCode = codeDigest(
  ['./social-images.ts', './draw.ts', './text.ts', './png.ts', '../../src/styles/palette.ts'].map(
    (file) => new URL(file, import.meta.url),
  ),
);

/** Puts a kept picture in the site, linked or else copied; false when there is none. */
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
 * A worker thread is given at least this many pictures to draw: loading tsx, Satori, resvg,
 * fontkit and the fonts, and drawing the backdrop, takes as long as drawing about that many.
 */
const picturesPerWorker = 24;

/** How `writeSocialImages` finds its inputs and may be stopped. */
export interface SocialImageOptions {
  /** Where drawn pictures are kept between builds; none when absent. */
  cache?: BuildCache;
  /** The logo drawn on every picture; `favicon.svg` in the target folder when absent. */
  faviconFile?: string;
  /** Stops the drawing (and its worker threads), e.g. when another step of the build failed. */
  signal?: AbortSignal;
  /** The most threads to draw on: one per core when absent. */
  threads?: number;
}

/** What `writeSocialImages` did. */
export interface SocialImageReport {
  /** Pictures written, drawn or reused from the cache. */
  pictures: number;
  drawn: number;
  /** Worker threads that drew them. */
  threads: number;
}

/**
 * Draws a 1200 × 630 PNG for every route that has no picture chosen by an editor: brand,
 * title and site address on the hero gradient. Satori lays out the backdrop and resvg rasterises
 * it, once per thread; fontkit lays out each title (wrapping included), whose glyphs resvg
 * rasterises once and `TextPainter` copies. All run from npm packages, with no browser. Drawing
 * still takes a few milliseconds a picture, so with `cache` each picture is kept as an entry named
 * by what it shows, and a later build reuses the ones whose title has not changed. The rest are
 * drawn on worker threads (`parallelMap`).
 */
export async function writeSocialImages(
  siteDir: string,
  catalog: SocialImageContent,
  options: SocialImageOptions = {},
): Promise<SocialImageReport> {
  const { cache } = options;
  const { brandName, siteUrl } = catalog.site.data;
  const logo = `data:image/svg+xml;base64,${(await readFile(options.faviconFile ?? path.join(siteDir, 'favicon.svg'))).toString('base64')}`;
  const brand: SocialImageBrand = { brandName, host: new URL(siteUrl).host, logo };
  const images = socialImagesToDraw(catalog);
  const toDraw: SocialImageJob[] = [];
  const folders = new Set<string>();
  for (const content of images) {
    const target = path.join(siteDir, content.image);
    const folder = path.dirname(target);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
    const cached = cache?.file(
      cacheKey(drawingCode, JSON.stringify([brand, content.title, content.kicker ?? null])),
      'png',
    );
    if (!cached || !existsSync(cached) || !(await reused(cached, target)))
      toDraw.push({ content, targets: cached ? [target, cached] : [target] });
  }
  await cache?.ready();
  const { threads } = await parallelMap(new URL('./worker.ts', import.meta.url), toDraw, {
    minimumPerWorker: picturesPerWorker,
    threads: options.threads,
    shared: brand,
    signal: options.signal,
  });
  return { pictures: images.length, drawn: toDraw.length, threads };
}
