/**
 * The listing pages of a built site, measured as the issue bounds them: each route's HTML bytes
 * and the elements of its document, as Lighthouse counts them (every element, head included).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';

/** At most this many elements and HTML bytes on any listing page. */
export const listingLimits = { elements: 1400, htmlBytes: 150_000 } as const;

/**
 * Leaves the blog's page size to its default: the copy's content is the fixture site, whose blog
 * shows one story a page so that its two stories make two pages.
 */
export function useDefaultPageSize(contentDir: string): void {
  const blog = path.join(contentDir, 'pages/blog.mdx');
  writeFileSync(blog, readFileSync(blog, 'utf8').replace(/^ +pageSize: .*\n/m, ''));
}

/** One listing page's figures. */
export interface ListingFigure {
  route: string;
  htmlBytes: number;
  elements: number;
}

/** Every listing route of a built site: the home page, /blog, its pages, each tag's pages. */
export function listingRoutes(outDir: string): string[] {
  const routes = ['/', '/blog'];
  const walk = (route: string) => {
    const folder = path.join(outDir, route);
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = `${route}/${entry.name}`;
      if (existsSync(path.join(outDir, child, 'index.html'))) routes.push(child);
      walk(child);
    }
  };
  walk('/blog/page');
  walk('/blog/tag');
  return routes.filter((route) => existsSync(path.join(outDir, route, 'index.html')));
}

/** The HTML bytes and element count of each listing route, loaded without JavaScript from `siteUrl`. */
export async function measureListings(browser: Browser, siteUrl: string, outDir: string): Promise<ListingFigure[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const figures: ListingFigure[] = [];
    for (const route of listingRoutes(outDir)) {
      await page.goto(`${siteUrl}${route}`);
      figures.push({
        route,
        htmlBytes: readFileSync(path.join(outDir, route, 'index.html')).length,
        elements: await page.evaluate(() => document.getElementsByTagName('*').length),
      });
    }
    return figures;
  } finally {
    await context.close();
  }
}

/** The largest figures of `figures`, with the route that has each, and whether every page is within the limits. */
export function summariseListings(figures: readonly ListingFigure[]) {
  const largest = (key: 'htmlBytes' | 'elements') =>
    figures.reduce<ListingFigure | undefined>(
      (most, figure) => (!most || figure[key] > most[key] ? figure : most),
      undefined,
    );
  return {
    routes: figures.length,
    largestHtml: largest('htmlBytes'),
    mostElements: largest('elements'),
    withinLimits: figures.every(
      (figure) => figure.elements <= listingLimits.elements && figure.htmlBytes <= listingLimits.htmlBytes,
    ),
  };
}
