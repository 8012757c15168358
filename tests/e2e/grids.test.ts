import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { allPaths, openBrowser } from '../support/browser.ts';
import { gridSections, gridsPath } from '../support/grid-site.ts';
import { gridProblems, longLines, smallTargets, wrappedHeaderItems, wrappedPills } from '../support/layout-checks.ts';
import { sidewaysScroll } from '../support/page-reading.ts';

/** From the narrowest phone to a wide desktop; 640 px is a 1280 px window zoomed to 200%. */
const widths = [320, 375, 640, 768, 1024, 1280, 1440, 1920];
const siteUrl = inject('siteUrl');
const edgeSiteUrl = inject('edgeSiteUrl');
let browser: Browser;
/** One page for every test of the file: a new page costs a renderer process, more than a visit does. */
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.newPage({ reducedMotion: 'reduce' });
});
afterAll(async () => {
  await browser?.close();
});

/** Waits two frames, so that what the page lays out next reflects the last change. */
async function nextFrames(): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function visit(url: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
}

test('the grid page holds every section with a list at several counts', () => {
  const counts = new Map<string, number>();
  for (const section of gridSections()) counts.set(String(section.type), (counts.get(String(section.type)) ?? 0) + 1);
  for (const type of [
    'LogoStrip',
    'StatsBand',
    'SuccessStories',
    'ServicesGrid',
    'ProcessSteps',
    'WhyChoose',
    'PricingGrid',
    'OfferCards',
  ])
    expect(counts.get(type) ?? 0, type).toBeGreaterThanOrEqual(4);
});

// Every route of the fixture site and its two not-found views; and the edge
// fixture's page of every grid at every count its schema allows, and its /blog of five case
// studies. The edge fixture's header holds a 70-letter word on purpose, so its header is left to
// the long-word test; the fixture site's is checked here.
// The layout at a width is CSS alone (no script reads the window's size), so each page is loaded
// once and laid out again at every width: a load and hydration cost more than the checks.
const pages = [
  ...allPaths.map((route) => ({ route, url: `${siteUrl}${route}`, header: true })),
  ...[gridsPath, '/blog'].map((route) => ({
    route: `edge ${route}`,
    url: `${edgeSiteUrl}${route}`,
    header: false,
  })),
];

for (const { route, url, header } of pages) {
  test(`${route}: at every width no grid leaves an orphan card, no card overlaps or sticks out, the page does not scroll sideways, body lines stay readable, no pill wraps, every link and button outside running text is 24 px or more${header ? ' and the header stays on one line' : ''}`, async () => {
    await visit(url, widths[0] ?? 320);
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await nextFrames();
      const found = [
        ...(await gridProblems(page)),
        ...(await sidewaysScroll(page)),
        ...(await longLines(page)),
        ...(await wrappedPills(page)),
        ...(await smallTargets(page, header ? 'body' : 'main, footer')),
        ...(header ? await wrappedHeaderItems(page) : []),
      ];
      problems.push(...found.map((problem) => `${route} @${width}: ${problem}`));
    }
    expect(problems).toEqual([]);
  }, 120_000);
}

test('the grid check does catch an orphan card and an overlap', async () => {
  await visit(`${siteUrl}/pricing`, 768);
  await page.evaluate(() => {
    const list = document.querySelector('main ul');
    if (list instanceof HTMLElement) list.style.justifyContent = 'flex-start';
  });
  await nextFrames();
  expect((await gridProblems(page)).some((problem) => problem.includes('2 + 1, the last not centred'))).toBe(true);
  await page.evaluate(() => {
    const card = document.querySelector('main ul > li');
    if (card instanceof HTMLElement) card.style.marginRight = '-200px';
  });
  await nextFrames();
  expect((await gridProblems(page)).some((problem) => problem.includes('overlaps'))).toBe(true);
});

test('the pill check does catch a button label that wraps inside round ends', async () => {
  await visit(`${siteUrl}/pricing`, 320);
  expect(await wrappedPills(page)).toEqual([]);
  await page.evaluate(() => {
    const button = document.querySelector('main a[href*="calendar"]');
    if (button instanceof HTMLElement) Object.assign(button.style, { borderRadius: '999px', maxWidth: '6rem' });
  });
  await nextFrames();
  expect(await wrappedPills(page)).toEqual([expect.stringMatching(/^the pill ".+" wraps onto [2-9] lines$/)]);
});
