import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { validateContent } from '../../scripts/content/index.ts';
import { deriveRoutes } from '../../scripts/content/routes.ts';
import { openSite, routes, type SiteUnderTest } from '../support/browser.ts';
import { fixtureSite } from '../support/project-copy.ts';

const siteDir = inject('siteDir');
const siteUrl = 'https://www.example.com';
const absolute = (route: string) => (route === '/' ? `${siteUrl}/` : `${siteUrl}${route}`);

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Parses XML in Chromium, as a feed reader or crawler would (failing on anything not
 * well-formed), and returns the text of the nodes each selector finds.
 */
async function readXml(
  address: string,
  selectors: string[],
): Promise<{ contentType: string | null; texts: Record<string, string[]> }> {
  const response = await fetch(`${site.url}${address}`);
  const xml = await response.text();
  const page = await site.browser.newPage();
  const parsed = await page.evaluate(
    ([source, queries]) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      const error = document.querySelector('parsererror')?.textContent ?? null;
      return {
        error,
        texts: Object.fromEntries(
          queries.map((query) => [query, [...document.querySelectorAll(query)].map((node) => node.textContent ?? '')]),
        ),
      };
    },
    [xml, selectors] as const,
  );
  await page.close();
  expect(parsed.error, address).toBeNull();
  return { contentType: response.headers.get('content-type'), texts: parsed.texts };
}

test('sitemap.xml lists every route with a lastmod date, and no not-found page', async () => {
  const { contentType, texts } = await readXml('/sitemap.xml', ['url > loc', 'url > lastmod']);
  expect(contentType).toBe('application/xml; charset=utf-8');
  // Every route the published content makes: the pages, the case studies and the further pages of the list.
  const { catalog } = validateContent(fixtureSite, undefined, undefined, { onlyPublished: true });
  const published = [...deriveRoutes(catalog!).keys()];
  expect(published).toEqual(expect.arrayContaining([...routes.map((route) => route.path), '/blog/page/2']));
  expect([...(texts['url > loc'] ?? [])].sort()).toEqual(published.map(absolute).sort());
  expect(texts['url > lastmod']).toHaveLength(published.length);
  for (const date of texts['url > lastmod'] ?? []) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('robots.txt lets crawlers in and points to the sitemap', async () => {
  const response = await fetch(`${site.url}/robots.txt`);
  expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
});

test('the Atom feed lists the case studies newest first, with absolute links, dates, excerpts and authors', async () => {
  const { contentType, texts } = await readXml('/feed.xml', [
    'feed > title',
    'entry > id',
    'entry > title',
    'entry > updated',
    'entry > summary',
    'entry > author > name',
  ]);
  expect(contentType).toBe('application/xml; charset=utf-8');
  expect(texts['feed > title']).toEqual(['Client Success Stories | ScaleLoop']);
  expect(texts['entry > id']).toEqual([`${siteUrl}/blog/2`, `${siteUrl}/blog/1`]);
  expect(texts['entry > title']).toEqual([
    '25 Qualified Leads a Month for Northwind Logistics',
    'How Brightpath Software Filled Every Seat at Its Product Summit',
  ]);
  for (const updated of texts['entry > updated'] ?? []) expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
  for (const summary of texts['entry > summary'] ?? []) expect(summary.length).toBeGreaterThan(40);
  expect(texts['entry > author > name']).toHaveLength(2);
  expect(texts['entry > author > name']?.every((name) => name.length > 0)).toBe(true);
});

test('every page links the feed, the manifest and the icons from its head, and has its own 1200 x 630 social image', async () => {
  const pictures = new Set<string>();
  for (const route of routes) {
    const html = await (await fetch(`${site.url}${route.path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, route.path).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Case studies" href="/feed.xml" />',
    );
    expect(head, route.path).toContain('<link rel="manifest" href="/site.webmanifest" />');
    expect(head, route.path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    const picture = /<meta property="og:image" content="([^"]+)"/.exec(head)?.[1] ?? '';
    expect(head, route.path).toContain(`<meta name="twitter:image" content="${picture}"/>`);
    expect(picture, route.path).toBe(`${siteUrl}/social-images${route.path === '/' ? '/home' : route.path}.png`);
    pictures.add(picture);
    expect(pngSize(path.join(siteDir, picture.slice(siteUrl.length))), route.path).toEqual({
      width: 1200,
      height: 630,
    });
  }
  expect(pictures.size).toBe(routes.length);
});

test('the icons and the web manifest are built, with the brand name and colour', async () => {
  expect(pngSize(path.join(siteDir, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  expect(pngSize(path.join(siteDir, 'icon-192.png'))).toEqual({ width: 192, height: 192 });
  expect(pngSize(path.join(siteDir, 'icon-512.png'))).toEqual({ width: 512, height: 512 });
  const response = await fetch(`${site.url}/site.webmanifest`);
  expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await response.json()) as {
    name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('ScaleLoop');
  expect(manifest.theme_color).toBe('#1d4ed8');
  expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes}`)).toEqual([
    '/favicon.svg any',
    '/icon-192.png 192x192',
    '/icon-512.png 512x512',
  ]);
  for (const icon of manifest.icons) expect(existsSync(path.join(siteDir, icon.src)), icon.src).toBe(true);
});

test('the 404 pages and 404 answers carry noindex and a description, and are neither in the sitemap nor canonical', async () => {
  for (const address of ['/404.html', '/blog/404.html', '/blog/3', '/no/such/page']) {
    const html = await (await fetch(`${site.url}${address}`)).text();
    expect(html, address).toContain('<meta name="robots" content="noindex"/>');
    expect(html, address).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    expect(html, address).not.toContain('rel="canonical"');
  }
  const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  expect(sitemap).not.toMatch(/404|not-found/);
});
