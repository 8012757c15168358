import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, routes, type SiteUnderTest } from '../support/browser.ts';
import { axeViolations } from '../support/page-reading.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** The AA rules whose outcome depends on colours alone: all that changes between the colour schemes. */
const colourRules = ['color-contrast', 'link-in-text-block'];
const paths = [...routes.map((route) => route.path), '/blog/3', '/no/such/page'];
const widths = [375, 1280];
const schemes = ['light', 'dark'] as const;

/** A page of its own browser context, at `width`, in the system colour scheme `scheme`. */
async function newPage(width: number, scheme: (typeof schemes)[number] = 'light'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  return context.newPage();
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
}

/** Switches the page to the dark system scheme, and waits until the colours' transitions have ended: axe must see the dark colours, not a blend. */
async function showDarkScheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

for (const width of widths) {
  test(`axe finds no WCAG 2.2 A/AA or best-practice violation on any route at ${width} px, in the light scheme and in the dark`, async () => {
    const page = await newPage(width, 'light');
    const found: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      found.push(...(await axeViolations(page)).map((line) => `${path} @${width} light: ${line}`));
      // The schemes differ in their colours alone (the markup is the same), so the dark one is
      // checked on the same page with axe's colour rules, without loading it again.
      await showDarkScheme(page);
      found.push(
        ...(await axeViolations(page, { rules: colourRules })).map((line) => `${path} @${width} dark: ${line}`),
      );
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 180_000);
}

for (const scheme of schemes) {
  test(`axe finds no violation with the mobile menu open in the ${scheme} scheme`, async () => {
    const page = await newPage(375, scheme);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}

for (const scheme of schemes) {
  test(`axe finds no violation with search open and showing results in the ${scheme} scheme`, async () => {
    const page = await newPage(375, scheme);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('venue');
    await page.getByRole('search').locator('mark').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
}

test('the axe check does catch a violation (an image without alt text)', async () => {
  const page = await newPage(1280);
  await visit(page, '/');
  await page.evaluate(() =>
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/favicon.svg" width="10" height="10">'),
  );
  expect((await axeViolations(page)).some((line) => line.startsWith('image-alt on '))).toBe(true);
  await page.context().close();
});

test("the dark scheme's colour check sees the dark colours: dark text that passes in the light scheme fails there", async () => {
  const page = await newPage(1280);
  await visit(page, '/');
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
  await showDarkScheme(page);
  expect(
    (await axeViolations(page, { rules: colourRules })).some((line) =>
      line.startsWith('color-contrast on #deliberately-dark'),
    ),
  ).toBe(true);
  await page.context().close();
});
