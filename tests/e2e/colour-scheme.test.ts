import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, routes, type SiteUnderTest } from '../support/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

const white = 'rgb(255, 255, 255)';
const slate = 'rgb(15, 23, 42)';

function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

function toggleName(page: Page): Promise<string> {
  return page.locator('[data-scheme-toggle]').evaluate((button) => {
    // The accessible name: the button's visible text and visually hidden text, not its hidden (display: none) choices.
    const shown = [...button.querySelectorAll('span')].filter(
      (span) => span.getClientRects().length > 0 && !span.querySelector('span'),
    );
    return shown.map((span) => span.textContent).join('');
  });
}

/** The theme-color the browser uses: the first meta whose media query matches. */
function themeColor(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
    return metas.find((meta) => matchMedia(meta.media || 'all').matches)?.content ?? null;
  });
}

/** What the status region beside the toggle last announced. */
function announced(page: Page): Promise<string> {
  return page.locator('[role="status"][data-scheme-status]').evaluate((status) => status.textContent ?? '');
}

async function visit(context: BrowserContext, path: string, options: { withoutApp?: boolean } = {}): Promise<Page> {
  const page = await context.newPage();
  if (options.withoutApp) await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${site.url}${path}`);
  if (!options.withoutApp)
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  return page;
}

test('every route follows the system colour scheme, dark as well as light', async () => {
  for (const [scheme, expected] of [
    ['light', white],
    ['dark', slate],
  ] as const) {
    const context = await site.browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    for (const { path } of routes) {
      await page.goto(`${site.url}${path}`);
      expect(`${path} ${scheme}: ${await background(page)}`).toBe(`${path} ${scheme}: ${expected}`);
    }
    await context.close();
  }
});

test('the header toggle cycles system, light and dark, says which is in force, and works before the app loads', async () => {
  const context = await site.browser.newContext({ colorScheme: 'light' });
  const page = await visit(context, '/pricing', { withoutApp: true });
  const toggle = page.getByRole('button', { name: /^Colour scheme/ });
  expect(await toggleName(page)).toBe('Colour scheme: System');
  expect(await background(page)).toBe(white);
  expect(await announced(page)).toBe('');
  await toggle.click();
  expect(await toggleName(page)).toBe('Colour scheme: Light');
  expect(await announced(page)).toBe('Colour scheme: Light');
  expect(await background(page)).toBe(white);
  await toggle.click();
  expect(await toggleName(page)).toBe('Colour scheme: Dark');
  expect(await announced(page)).toBe('Colour scheme: Dark');
  expect(await background(page)).toBe(slate);
  expect(await page.getByRole('button', { name: 'Colour scheme: Dark' }).count()).toBe(1);
  await toggle.click();
  expect(await toggleName(page)).toBe('Colour scheme: System');
  expect(await announced(page)).toBe('Colour scheme: System');
  expect(await background(page)).toBe(white);
  await context.close();
});

test('a chosen scheme is remembered on later visits and in force before the first paint; light wins over a dark system', async () => {
  const context = await site.browser.newContext({ colorScheme: 'dark' });
  // Whether data-scheme was set before <body> existed, i.e. before anything could be painted.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      (window as unknown as { schemeBeforeBody: boolean }).schemeBeforeBody ??= document.body === null;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-scheme'] });
  });
  const first = await visit(context, '/');
  expect(await background(first)).toBe(slate);
  await first.getByRole('button', { name: /^Colour scheme/ }).click();
  expect(await background(first)).toBe(white);
  await first.close();

  const later = await visit(context, '/faq', { withoutApp: true });
  expect(await later.evaluate(() => (window as unknown as { schemeBeforeBody?: boolean }).schemeBeforeBody)).toBe(true);
  expect(await background(later)).toBe(white);
  expect(await toggleName(later)).toBe('Colour scheme: Light');
  await later.close();
  await context.close();
});

test('the theme-color meta has a colour for each scheme and follows the toggle, on this visit and later ones', async () => {
  const context = await site.browser.newContext({ colorScheme: 'light' });
  const page = await visit(context, '/');
  const metas = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((elements) => elements.map((meta) => `${meta.getAttribute('media')} ${meta.getAttribute('content')}`));
  expect(metas).toEqual(['(prefers-color-scheme: light) #1d4ed8', '(prefers-color-scheme: dark) #0f172a']);
  expect(await themeColor(page)).toBe('#1d4ed8');
  const toggle = page.getByRole('button', { name: /^Colour scheme/ });
  await toggle.click();
  expect(await themeColor(page)).toBe('#1d4ed8');
  await toggle.click();
  expect(await themeColor(page)).toBe('#0f172a');
  await page.close();

  const later = await visit(context, '/pricing', { withoutApp: true });
  expect(await themeColor(later)).toBe('#0f172a');
  await later.getByRole('button', { name: /^Colour scheme/ }).click();
  expect(await themeColor(later)).toBe('#1d4ed8');
  await context.close();
});
