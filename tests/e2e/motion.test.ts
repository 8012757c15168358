import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, type SiteUnderTest } from '../support/browser.ts';

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** Endless animations (the decorations and the logo strip) by their play state. */
function endlessAnimations(page: Page): Promise<{ running: number; paused: number }> {
  return page.evaluate(() => {
    const endless = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity);
    return {
      running: endless.filter((animation) => animation.playState === 'running').length,
      paused: endless.filter((animation) => animation.playState === 'paused').length,
    };
  });
}

async function openHome(page: Page): Promise<void> {
  await page.goto(`${site.url}/`);
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
}

test('a keyboard-operable control pauses and resumes every endless animation, and says which it is', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openHome(page);
  const before = await endlessAnimations(page);
  expect(before.running).toBeGreaterThanOrEqual(17);

  const toggle = page.getByRole('button', { name: 'Pause animations' }).first();
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await endlessAnimations(page)).toEqual({ running: 0, paused: before.running });

  await page.keyboard.press('Space');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect((await endlessAnimations(page)).running).toBe(before.running);
  await context.close();
});

test('the pause lasts across pages of the visit, from the first paint of a freshly loaded page', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openHome(page);
  await page.getByRole('button', { name: 'Pause animations' }).first().click();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await page.waitForURL(`${site.url}/services`);
  await page.goto(`${site.url}/`, { waitUntil: 'commit' });
  await page.waitForSelector('html[data-motion="paused"]', { timeout: 5_000 });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
  expect((await endlessAnimations(page)).running).toBe(0);
  // The control reads the stored state once mounted, a render after hydration.
  await page.waitForSelector('button[aria-pressed="true"]', { timeout: 5_000 });
  expect(
    await page
      .getByRole('button', { name: 'Pause animations' })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed'))),
  ).toEqual(['true', 'true']);
  await context.close();
});

test('with reduced motion nothing moves from the start, and the control is not offered', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openHome(page);
  expect((await endlessAnimations(page)).running).toBe(0);
  expect(await page.getByRole('button', { name: 'Pause animations' }).count()).toBe(0);
  await context.close();
});

test('the control works before the app has loaded, and without it', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${site.url}/`, { waitUntil: 'load' });
  const before = await endlessAnimations(page);
  const toggles = page.getByRole('button', { name: 'Pause animations' });
  await toggles.first().click();
  expect(await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-hydrated'))).toBe(false);
  for (const toggle of await toggles.all()) expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  expect(await endlessAnimations(page)).toEqual({ running: 0, paused: before.running });
  await context.close();
});
