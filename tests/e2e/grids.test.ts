import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, routes } from '../support/browser.ts';
import { buildContentFolder, makeWorkDir } from '../support/generated-sites.ts';
import { gridSections, gridsPath, writeGridSite } from '../support/grid-site.ts';
import { gridProblems, longLines, wrappedHeaderItems } from '../support/layout-checks.ts';
import { sidewaysScroll } from '../support/page-reading.ts';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer, type RunningServer } from '../../scripts/serve/static-server.ts';

const widths = [320, 375, 768, 1024, 1280, 1440, 1920];
let server: RunningServer;
let browser: Browser;
let work: string;

// The fixture site with more case studies and a page of every grid at every count its schema allows.
beforeAll(async () => {
  work = makeWorkDir('grids');
  writeGridSite(path.join(work, 'content'));
  const built = await buildContentFolder(path.join(work, 'content'), path.join(work, 'site'), path.join(work, 'cache'));
  if (!built.ok) throw new Error(built.output);
  server = await startStaticServer({
    root: path.join(work, 'site'),
    headersFor: readHeadersFile(path.join(work, 'site')),
  });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function visit(page: Page, route: string): Promise<void> {
  await page.goto(`${server.url}${route}`);
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

for (const width of widths) {
  test(`at ${width} px no grid leaves an orphan card, no card overlaps or sticks out, no page scrolls sideways, body lines stay readable and the header stays on one line`, async () => {
    const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const route of [gridsPath, ...routes.map((each) => each.path)]) {
      await visit(page, route);
      const found = [
        ...(await gridProblems(page)),
        ...(await sidewaysScroll(page)),
        ...(await longLines(page)),
        ...(await wrappedHeaderItems(page)),
      ];
      problems.push(...found.map((problem) => `${route} @${width}: ${problem}`));
    }
    await page.close();
    expect(problems).toEqual([]);
  }, 120_000);
}

test('the grid check does catch an orphan card and an overlap', async () => {
  const page = await browser.newPage({ viewport: { width: 768, height: 900 } });
  await visit(page, '/pricing');
  await page.evaluate(() => {
    const list = document.querySelector('main ul');
    if (list instanceof HTMLElement) list.style.justifyContent = 'flex-start';
  });
  expect((await gridProblems(page)).some((problem) => problem.includes('2 + 1, the last not centred'))).toBe(true);
  await page.evaluate(() => {
    const card = document.querySelector('main ul > li');
    if (card instanceof HTMLElement) card.style.marginRight = '-200px';
  });
  expect((await gridProblems(page)).some((problem) => problem.includes('overlaps'))).toBe(true);
  await page.close();
});
