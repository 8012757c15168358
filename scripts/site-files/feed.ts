import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentCatalog } from '../content/load.ts';
import { absoluteUrl, caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import { newestFirst } from '../../src/model/listing.ts';
import { escapeXml } from './xml.ts';

/** Where the feed is served; `index.html` links it from every page. */
export const feedPath = '/feed.xml';

function timestamp(date: string): string {
  return `${date}T00:00:00Z`;
}

/** How many case studies the feed holds: the newest, so it does not grow with the site. */
export const feedLength = 20;

/** An Atom 1.0 feed of the newest case studies, newest first, with absolute addresses. */
export function atomFeed(catalog: ContentCatalog): string {
  const { siteUrl, brandName, titleSeparator } = catalog.site.data;
  const blog = catalog.pages.find((page) => page.slug === 'blog');
  const title = blog ? `${blog.data.title} ${titleSeparator} ${brandName}` : `${brandName} case studies`;
  const ordered = [...catalog.caseStudies].sort((a, b) => newestFirst(a.data, b.data)).slice(0, feedLength);
  const entries = ordered.map(({ data }) => {
    const url = absoluteUrl(siteUrl, caseStudyRoute(data.id));
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(data.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${timestamp(data.date)}</published>`,
      `    <updated>${timestamp(data.date)}</updated>`,
      `    <author><name>${escapeXml(data.author)}</name></author>`,
      `    <summary>${escapeXml(data.excerpt)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  const updated = ordered[0]?.data.date;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(absoluteUrl(siteUrl, feedPath))}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(siteUrl, feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(siteUrl, blog ? pageRoute(blog.slug) : '/'))}"/>`,
    `  <updated>${timestamp(updated ?? catalog.today)}</updated>`,
    `  <author><name>${escapeXml(brandName)}</name></author>`,
    `  <icon>${escapeXml(`${siteUrl}/favicon.svg`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** Writes the feed into the built site. */
export function writeFeed(siteDir: string, catalog: ContentCatalog): void {
  writeFileSync(path.join(siteDir, feedPath.slice(1)), atomFeed(catalog));
}
