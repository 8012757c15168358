import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, type SiteUnderTest } from '../support/browser.ts';
import { longWord } from '../support/edge-site.ts';
import { sidewaysScroll } from '../support/page-reading.ts';

// The edge fixture holds a 70-letter word in every kind of field (tests/support/edge-site.ts).

let site: SiteUnderTest;

beforeAll(async () => {
  site = await openSite('edge');
});

afterAll(async () => {
  await site?.close();
});

test('a 70-letter word in headings, cards, buttons, stats, plans, questions, prose, navigation, brand name and footer wraps: no page scrolls sideways at 320 px', async () => {
  const problems: string[] = [];
  const page = await site.browser.newPage({ viewport: { width: 320, height: 800 } });
  for (const route of [
    '/',
    '/blog',
    '/blog/1',
    '/pricing',
    '/faq',
    '/services',
    '/schedule-consultation',
    '/linkedin-tool',
  ]) {
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(
      () => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false,
      undefined,
      { timeout: 10_000 },
    );
    expect(await page.locator('main').innerText(), route).toContain(longWord.slice(0, 20));
    problems.push(...(await sidewaysScroll(page)).map((problem) => `${route}: ${problem}`));
    // The mobile menu and an open FAQ answer show words the closed page hides.
    await page.getByRole('button', { name: 'Menu' }).click();
    if (route === '/faq') await page.getByRole('button', { name: new RegExp(longWord) }).click();
    problems.push(...(await sidewaysScroll(page)).map((problem) => `${route} (menu open): ${problem}`));
  }
  await page.close();
  expect(problems).toEqual([]);
}, 60_000);
