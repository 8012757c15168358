import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { openSite, type SiteUnderTest } from '../support/browser.ts';
import { edgeCaseStudies, photo, photoCaseStudyTitle } from '../support/edge-site.ts';

// In the edge fixture an editor dropped a 4000 × 3000 photo in: as a case study's picture (kept in
// view from the top) and in another case study's body. The built site is served under its real
// headers, and Chromium, at a phone's and a desktop's width, must load the candidate that fits and shift nothing.

const siteDir = inject('edgeSiteDir');
const withPhoto = `/blog/${edgeCaseStudies.photo}`;
const withBodyPhoto = `/blog/${edgeCaseStudies.bodyPhoto}`;
let site: SiteUnderTest;

beforeAll(async () => {
  site = await openSite('edge');
});

afterAll(async () => {
  await site?.close();
});

/** The screens of the browser tests: a phone with a 2x screen, a laptop and a desktop. */
const screens = {
  phone: { name: 'phone', viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 },
  laptop: { name: 'laptop', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 },
  desktop: { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

/** Opens `route` on `screen`, counting layout shifts from the start and every picture candidate fetched. */
async function visit(
  route: string,
  screen: (typeof screens)[keyof typeof screens],
): Promise<{ page: Page; fetched: string[]; close: () => Promise<void> }> {
  const context = await site.browser.newContext({
    viewport: screen.viewport,
    deviceScaleFactor: screen.deviceScaleFactor,
  });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/pictures/')) fetched.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
  return { page, fetched, close: () => context.close() };
}

/** What the browser chose for the first picture matching `selector`: the candidate's width, the rendered width in device pixels, and every width offered. */
async function choice(
  scope: { locator(selector: string): Locator },
  selector: string,
): Promise<{ currentSrc: string; chosen: number; needed: number; offered: number[]; natural: [number, number] }> {
  // A lazy picture may still be choosing its candidate at the load event on a busy machine.
  await expect
    .poll(
      () =>
        scope
          .locator(selector)
          .first()
          .evaluate(
            (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).currentSrc !== '',
          ),
      { timeout: 15_000 },
    )
    .toBe(true);
  return scope
    .locator(selector)
    .first()
    .evaluate((element) => {
      const image = element as HTMLImageElement;
      const source = image.parentElement?.querySelector('source[type="image/avif"]');
      const offered = (source?.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/));
      const current = new URL(image.currentSrc).pathname;
      const chosen = Number(offered.find(([url]) => url === current)?.[1]?.replace('w', '') ?? Number.NaN);
      return {
        currentSrc: current,
        chosen,
        needed: image.getBoundingClientRect().width * window.devicePixelRatio,
        offered: offered.map(([, width]) => Number(width?.replace('w', ''))),
        natural: [image.naturalWidth, image.naturalHeight] as [number, number],
      };
    });
}

/** The smallest candidate at least as wide as the picture is shown, or the widest there is. */
const fitting = (offered: number[], needed: number) => offered.find((width) => width >= needed) ?? Math.max(...offered);

for (const screen of [screens.phone, screens.desktop]) {
  test(`on a ${screen.name}, a case study's photo loads one AVIF candidate that fits its width, and nothing shifts`, async () => {
    const { page, fetched, close } = await visit(withPhoto, screen);
    try {
      const picked = await choice(page, 'article header picture img');
      expect(picked.currentSrc).toMatch(/\.avif$/);
      expect(picked.chosen).toBe(fitting(picked.offered, picked.needed));
      // The candidate keeps the photo's 4:3 shape; the 16:9 frame crops it.
      expect(picked.natural[0] / picked.natural[1]).toBeCloseTo(4 / 3, 2);
      expect(
        await page
          .locator('article header picture img')
          .first()
          .evaluate((image) => getComputedStyle(image).objectPosition),
      ).toBe('50% 0%');
      expect(fetched).toEqual([picked.currentSrc]);
      expect(
        await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
        ),
      ).toBe(0);
    } finally {
      await close();
    }
  });
}

// The /blog grid at 1280 px has three columns when it lists three case studies or more, narrower
// than its `sizes` says (two columns from 49rem): the browser then fetches a larger candidate than
// the card needs. At 1024 px the grid and its `sizes` agree on two columns.
for (const screen of [screens.phone, screens.laptop]) {
  test(`on a ${screen.name}, the /blog card's photo loads the candidate that fits the card, and nothing shifts`, async () => {
    const { page, close } = await visit('/blog', screen);
    try {
      const card = page.locator('article', {
        has: page.getByRole('link', { name: photoCaseStudyTitle }),
      });
      const picked = await choice(card, 'picture img');
      expect(picked.currentSrc).toMatch(/\.avif$/);
      expect(picked.chosen).toBe(fitting(picked.offered, picked.needed));
      expect(
        await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
        ),
      ).toBe(0);
    } finally {
      await close();
    }
  });
}

test('a photo in a body is the same <picture>, with the width and height of the file and its description', async () => {
  const { page, close } = await visit(withBodyPhoto, screens.desktop);
  try {
    const image = page.getByRole('img', { name: 'The Northwind sales team at work' });
    await expect(
      image.evaluate((element) => [
        element.parentElement?.tagName,
        element.getAttribute('width'),
        element.getAttribute('height'),
        element.getAttribute('loading'),
      ]),
    ).resolves.toEqual(['PICTURE', '4000', '3000', 'lazy']);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        image.evaluate((element) => new URL((element as HTMLImageElement).currentSrc || 'http://x/').pathname),
      )
      .toMatch(/\.avif$/);
  } finally {
    await close();
  }
});

test('the case study page refers to the photo only by its candidates under /assets/pictures/, search engines included', () => {
  const html = readFileSync(path.join(siteDir, `blog/${edgeCaseStudies.photo}/index.html`), 'utf8');
  expect(html).not.toContain(photo);
  expect(html).toMatch(/"image":"https:\/\/[^"]+\/assets\/pictures\/team-1600-[0-9a-f]{10}\.jpg"/);
  expect(html).toMatch(/<source type="image\/avif" srcSet="\/assets\/pictures\/team-480-[0-9a-f]{10}\.avif 480w/i);
});

test('the original photo is not part of the built site (megabytes, and where it was taken), while the SVG pictures are', async () => {
  expect(existsSync(path.join(siteDir, photo))).toBe(false);
  expect((await fetch(`${site.url}${photo}`)).status).toBe(404);
  expect((await fetch(`${site.url}/images/logos/atlas.svg`)).status).toBe(200);
});

test('the sharing picture of the case study with a photo shows the photo faintly behind the drawn title; the other stays as drawn', async () => {
  // The bottom right corner holds neither the brand nor the title nor the address.
  const corner = (file: string) =>
    sharp(path.join(siteDir, 'social-images/blog', file))
      .extract({ left: 1000, top: 560, width: 200, height: 70 })
      .raw()
      .toBuffer();
  const [photoCorner, drawn] = await Promise.all([
    corner(`${edgeCaseStudies.photo}.jpg`),
    corner(`${edgeCaseStudies.bodyPhoto}.png`),
  ]);
  expect(photoCorner.equals(drawn)).toBe(false);
  // The drawn gradient is navy; the photo shows through at a quarter, so no pixel moves much further
  // than that from it (a few levels more for the JPEG's rounding).
  const largestChange = Math.max(...photoCorner.map((value, index) => Math.abs(value - (drawn[index] ?? 0))));
  expect(largestChange).toBeGreaterThan(0);
  expect(largestChange).toBeLessThanOrEqual(Math.ceil(255 * 0.25) + 8);
});

test("the sharing picture with a photo is a JPEG of at most 300 KB, which the page's og:image names", async () => {
  const file = path.join(siteDir, `social-images/blog/${edgeCaseStudies.photo}.jpg`);
  expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
  expect(statSync(file).size).toBeLessThanOrEqual(300 * 1024);
  expect(existsSync(path.join(siteDir, `social-images/blog/${edgeCaseStudies.photo}.png`))).toBe(false);
  const html = readFileSync(path.join(siteDir, `blog/${edgeCaseStudies.photo}/index.html`), 'utf8');
  expect(html).toMatch(
    new RegExp(`<meta property="og:image" content="https://[^"]+/social-images/blog/${edgeCaseStudies.photo}\\.jpg"`),
  );
  const served = await fetch(`${site.url}/social-images/blog/${edgeCaseStudies.photo}.jpg`);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
});
