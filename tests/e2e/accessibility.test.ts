import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  allPaths,
  openSite,
  showColourScheme,
  type SiteUnderTest,
  type VisitOptions,
  visitOnKeptPage,
} from '../support/browser.ts';
import { axeViolations } from '../support/page-reading.ts';

let site: SiteUnderTest;
let visit: (path: string, options?: VisitOptions) => Promise<Page>;
beforeAll(async () => {
  site = await openSite();
  visit = visitOnKeptPage(site);
});
afterAll(async () => {
  await site?.close();
});

/** The AA rules whose outcome depends on colours alone: all that changes between the colour schemes. */
const colourRules = ['color-contrast', 'link-in-text-block'];
const widths = [375, 1280];

for (const width of widths) {
  test(`axe finds no WCAG 2.2 A/AA or best-practice violation on any route at ${width} px, in the light scheme and in the dark`, async () => {
    const found: string[] = [];
    for (const path of allPaths) {
      const page = await visit(path, { width });
      found.push(...(await axeViolations(page)).map((line) => `${path} @${width} light: ${line}`));
      // The schemes differ in their colours alone (the markup is the same), so the dark one is
      // checked on the same page with axe's colour rules, without loading it again.
      await showColourScheme(page, 'dark');
      found.push(
        ...(await axeViolations(page, { rules: colourRules })).map((line) => `${path} @${width} dark: ${line}`),
      );
    }
    expect(found).toEqual([]);
  }, 180_000);
}

/** axe's violations on the page as it is, and its colour rules' violations once it shows the dark scheme. */
async function lightAndDarkViolations(page: Page): Promise<string[]> {
  const light = (await axeViolations(page)).map((line) => `light: ${line}`);
  await showColourScheme(page, 'dark');
  return [...light, ...(await axeViolations(page, { rules: colourRules })).map((line) => `dark: ${line}`)];
}

test('axe finds no violation with the mobile menu open, in the light scheme and in the dark', async () => {
  const page = await visit('/', { width: 375 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
  expect(await lightAndDarkViolations(page)).toEqual([]);
});

test('axe finds no violation with search open and showing results, in the light scheme and in the dark', async () => {
  const page = await visit('/', { width: 375 });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('venue');
  await page.getByRole('search').locator('mark').first().waitFor();
  expect(await lightAndDarkViolations(page)).toEqual([]);
});

test('the axe check does catch a violation (an image without alt text)', async () => {
  const page = await visit('/');
  await page.evaluate(() =>
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" width="10" height="10">'),
  );
  expect((await axeViolations(page)).some((line) => line.startsWith('image-alt on '))).toBe(true);
});

test("the dark scheme's colour check sees the dark colours: dark text that passes in the light scheme fails there", async () => {
  const page = await visit('/');
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'Deliberately dark text';
    note.id = 'deliberately-dark';
    // Set through the CSSOM, which the security policy allows (a style attribute it would not).
    note.style.color = '#111111';
    document.querySelector('main')?.append(note);
  });
  expect(
    (await axeViolations(page, { rules: colourRules })).filter((line) => line.includes('#deliberately-dark')),
  ).toEqual([]);
  await showColourScheme(page, 'dark');
  expect(
    (await axeViolations(page, { rules: colourRules })).some((line) =>
      line.startsWith('color-contrast on #deliberately-dark'),
    ),
  ).toBe(true);
});
