import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentCatalog } from '../content/load.ts';
import { absoluteUrl, caseStudyRoute } from '../../src/model/routes.ts';
import { pageRoutesOf } from '../content/listings.ts';
import { git, GitError } from '../support/git.ts';
import { escapeXml } from './xml.ts';

/** A page of the sitemap: its absolute address and when it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  url: string;
  lastModified: string;
}

/** The sitemap protocol's XML for `entries`. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.url)}</loc>\n    <lastmod>${entry.lastModified}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: every crawler may read everything but `disallowed` (the editor), and is told where the sitemap is. */
export function robotsTxt(sitemapUrl: string, disallowed: readonly string[] = []): string {
  return `User-agent: *\nAllow: /\n${disallowed.map((address) => `Disallow: ${address}\n`).join('')}\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The date of the last commit of `file` (relative to `repoRoot`), or undefined outside a git
 * checkout, for a file never committed, or for one changed since its last commit.
 */
export function lastCommitDate(repoRoot: string, file: string): string | undefined {
  const output = (args: string[]) => git(repoRoot, args).toString('utf8').trim();
  try {
    if (output(['status', '--porcelain', '--', file]) !== '') return undefined;
    return output(['log', '-1', '--format=%cs', '--', file]) || undefined;
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/**
 * Every indexable route with its last change: a case study's `date`, a page's last commit, or the
 * site's day (`catalog.today`) when git cannot tell. The not-found views are not routes, so they
 * are never listed.
 */
export function sitemapEntries(catalog: ContentCatalog, repoRoot: string): SitemapEntry[] {
  const { siteUrl } = catalog.site.data;
  const { today } = catalog;
  // The pages of the list of case studies share their page's file: git is asked once per file.
  const changed = new Map(catalog.pages.map((page) => [page.file, lastCommitDate(repoRoot, page.file) ?? today]));
  return [
    ...pageRoutesOf(catalog).map(({ page, path: route }) => ({
      url: absoluteUrl(siteUrl, route),
      lastModified: changed.get(page.file) ?? today,
    })),
    ...catalog.caseStudies.map((entry) => ({
      url: absoluteUrl(siteUrl, caseStudyRoute(entry.data.id)),
      lastModified: entry.data.date,
    })),
  ];
}

/** Writes `sitemap.xml` and `robots.txt` into the built site. */
export function writeSitemap(siteDir: string, catalog: ContentCatalog, repoRoot: string): void {
  writeFileSync(path.join(siteDir, 'sitemap.xml'), sitemapXml(sitemapEntries(catalog, repoRoot)));
  writeFileSync(
    path.join(siteDir, 'robots.txt'),
    robotsTxt(`${catalog.site.data.siteUrl}/sitemap.xml`, catalog.site.data.editor?.enabled ? ['/admin/'] : []),
  );
}
