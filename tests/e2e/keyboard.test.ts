import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  allPaths,
  openSite,
  showColourScheme,
  visitOnKeptPage,
  type SiteUnderTest,
  type VisitOptions,
} from '../support/browser.ts';
import { smallTargets } from '../support/layout-checks.ts';

let site: SiteUnderTest;
let visit: (path: string, options?: VisitOptions) => Promise<Page>;
/** The page as served, before any script: for its structure, which hydration keeps. */
let visitPrerendered: (path: string, options?: VisitOptions) => Promise<Page>;
beforeAll(async () => {
  site = await openSite();
  visit = visitOnKeptPage(site);
  visitPrerendered = visitOnKeptPage(site, { javaScript: false });
});
afterAll(async () => {
  await site?.close();
});

interface FocusStop {
  name: string;
  outline: string;
  contrast: number;
}

/**
 * The outline of each focus stop, and its contrast with what is behind it: of the focused element,
 * which is kept on the page's list of stops (`seen`); or of every stop on that list (`listed`),
 * each focused again by script. A stop that no longer takes focus, or takes it without showing it
 * as from the keyboard (`:focus-visible`), is returned with the outline `not focused`.
 */
function describeFocus(page: Page, stops: 'seen' | 'listed'): Promise<FocusStop[]> {
  return page.evaluate((which) => {
    const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const describe = (element: HTMLElement): FocusStop => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 40);
      if (document.activeElement !== element || !element.matches(':focus-visible'))
        return { name, outline: 'not focused', contrast: 0 };
      // The colours behind the outline: the nearest ancestor with a background colour or gradient.
      let behind: number[][] = [[255, 255, 255]];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const gradientColours = (style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse);
        const colour = parse(style.backgroundColor);
        if (gradientColours.length > 0) {
          behind = gradientColours;
          break;
        }
        if (colour.length >= 3 && (colour[3] ?? 1) > 0.5) {
          behind = [colour];
          break;
        }
      }
      const style = getComputedStyle(element);
      const outline = parse(style.outlineColor);
      return {
        name,
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        contrast: Math.min(...behind.map((colour) => ratio(outline, colour))),
      };
    };
    const page = window as unknown as { focusStops?: HTMLElement[] };
    page.focusStops ??= [];
    if (which === 'listed')
      // The walk ends on the stop it started from, so that one is on the list twice.
      return [...new Set(page.focusStops)].map((element) => {
        element.focus();
        return describe(element);
      });
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return [];
    page.focusStops.push(element);
    return [describe(element)];
  }, stops);
}

/** The stops whose focus outline is not solid, 2 px or more and of 3:1 contrast, labelled. */
function outlineProblems(stops: FocusStop[], label: string): string[] {
  return stops
    .filter((stop) => !/^solid [2-9]/.test(stop.outline) || stop.contrast < 3)
    .map((stop) => `${label}: "${stop.name}" ${stop.outline}, contrast ${stop.contrast.toFixed(2)}`);
}

/**
 * Presses Tab from where focus is until it comes round to the skip link again (or a generous
 * number of presses): the problems of the stops seen (`outlineProblems`), the stop focused before
 * the first press included. The page keeps the list of the stops.
 */
async function walkFocus(page: Page, label: string): Promise<{ stops: number; problems: string[] }> {
  const seen: FocusStop[] = [];
  const [first] = await describeFocus(page, 'seen');
  if (first) seen.push(first);
  for (let press = 0; press < 150; press += 1) {
    await page.keyboard.press('Tab');
    const [stop] = await describeFocus(page, 'seen');
    if (!stop) continue;
    if (stop.name === 'Skip to main content' && (press > 0 || first)) break;
    seen.push(stop);
  }
  return { stops: seen.length, problems: outlineProblems(seen, label) };
}

test('every stop of a Tab walk through every page shows a focus outline of at least 3:1 contrast, in the light scheme and in the dark', async () => {
  const problems: string[] = [];
  for (const path of allPaths) {
    // The schemes differ in colours alone: the walk goes round the page in the light scheme, and
    // in the dark each stop it found is focused again by script, the outline still shown as from
    // the keyboard (the heuristic of :focus-visible), all in one call instead of a press each.
    const page = await visit(path, { width: 1280, colorScheme: 'light' });
    const light = await walkFocus(page, `${path} light`);
    await showColourScheme(page, 'dark');
    const dark = await describeFocus(page, 'listed');
    problems.push(...light.problems, ...outlineProblems(dark, `${path} dark`));
    if (dark.length !== light.stops)
      problems.push(`${path}: ${light.stops} stops in the light scheme, ${dark.length} in the dark`);
  }
  expect(problems).toEqual([]);
}, 300_000);

test('the skip link is the first Tab stop and moves focus to the main content', async () => {
  const page = await visit('/services');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the mobile menu opens from the keyboard, shows the LinkedIn tool link, and Escape closes it back to its button', async () => {
  const page = await visit('/', { width: 375 });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  expect(await mobileNav.getByRole('link', { name: 'LinkedIn Automation Tool' }).getAttribute('href')).toBe(
    '/linkedin-tool',
  );
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Mobile');
  await page.keyboard.press('Escape');
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
  expect(await mobileNav.isVisible()).toBe(false);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
});

/** Searches for `term` in the open search panel: the status once it names the term, and each result's link and marked words. */
async function searchFor(
  page: Page,
  term: string,
): Promise<{ status: string; links: { name: string; href: string | null; marked: string[] }[] }> {
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(term);
  const status = page.getByRole('search').getByRole('status');
  await status.filter({ hasText: `“${term}”` }).waitFor();
  const links = await page
    .getByRole('search')
    .locator('li')
    .evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('a')?.textContent ?? '',
        href: item.querySelector('a')?.getAttribute('href') ?? null,
        marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent ?? ''),
      })),
    );
  return { status: (await status.textContent()) ?? '', links };
}

test('search, from the keyboard, finds a case study by a word of its body and an FAQ entry by a word of its answer, and Escape closes it back to its button', async () => {
  const page = await visit('/services');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('searchbox', { name: 'Search the site' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  expect(await button.getAttribute('aria-expanded')).toBe('true');

  expect(await searchFor(page, 'venue')).toEqual({
    status: '1 result for “venue”.',
    links: [
      { name: 'How Brightpath Software Filled Every Seat at Its Product Summit', href: '/blog/1', marked: ['venue'] },
    ],
  });
  const faq = await searchFor(page, 'thresholds');
  // A word of the section after the questions is the page's, not the last question's.
  expect((await searchFor(page, 'strategist')).links).toContainEqual({
    name: 'Frequently Asked Questions',
    href: '/faq',
    marked: ['strategist'],
  });
  // The word is in an answer: the result is that question, and leads to it.
  expect(faq.links).toEqual([
    { name: 'Is LinkedIn automation safe for my account?', href: '/faq#faq-linkedin-safety', marked: ['thresholds'] },
  ]);
  // /blog lists this case study as well, but a listing is no result: the case studies it lists are.
  const named = (await searchFor(page, 'Brightpath')).links.map((link) => link.href);
  expect(named).toContain('/blog/1');
  expect(named).not.toContain('/blog');
  // Northwind's story shows Brightpath's only as a related story, which is no result either.
  expect(named).not.toContain('/blog/2');
  // A story's excerpt is its words: not the way back to the list, nor the byline.
  const story = page
    .getByRole('search')
    .locator('li')
    .filter({ has: page.locator('a[href="/blog/1"]') });
  expect(await story.textContent()).not.toMatch(/Back to Blog|min read/);
  expect(await smallTargets(page, '[role="search"]'), 'results a finger can hit').toEqual([]);

  await page.keyboard.press('Escape');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('search').count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');

  await page.keyboard.press('Enter');
  await searchFor(page, 'venue');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/blog/1');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/blog/1`);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  // The panel closes with the navigation, in a render of its own.
  await expect.poll(() => page.getByRole('search').count()).toBe(0);

  // An FAQ result opens its answer, in view below the header: after the app's navigation, and on a
  // load of its address.
  await button.click();
  await searchFor(page, 'thresholds');
  await page.getByRole('search').getByRole('link', { name: 'Is LinkedIn automation safe for my account?' }).click();
  await page.waitForURL(`${site.url}/faq#faq-linkedin-safety`);
  // Focus is at the question, as after following a link to it on a load: Tab goes on from there.
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('faq-linkedin-safety');
  for (const arrival of ['navigation', 'load']) {
    if (arrival === 'load') {
      await page.reload();
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    }
    const question = page.getByRole('button', { name: 'Is LinkedIn automation safe for my account?' });
    await expect.poll(() => question.getAttribute('aria-expanded'), { message: arrival }).toBe('true');
    expect(await page.getByRole('region', { name: 'Is LinkedIn automation safe for my account?' }).isVisible()).toBe(
      true,
    );
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    await expect
      .poll(() => question.evaluate((element) => element.getBoundingClientRect().top), { message: arrival })
      .toBeGreaterThanOrEqual(headerBottom);
    expect(await question.evaluate((element) => element.getBoundingClientRect().bottom < window.innerHeight)).toBe(
      true,
    );
  }
});

test('after client navigation focus is on the new main heading and the new title is announced', async () => {
  const page = await visit('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}/faq`);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Frequently Asked Questions');
  expect(await page.locator('[aria-live="polite"]').last().textContent()).toBe(await page.title());
});

test('Back and Forward return to where the visitor was, on the page first loaded and on a page the app drew', async () => {
  const page = await visit('/services');
  const place = () => page.evaluate(() => window.scrollY);
  // As a visitor scrolls: the page reports the scroll in its next frame, before anyone can click.
  const scrollTo = (top: number) =>
    page.evaluate(async (y) => {
      window.scrollTo(0, y);
      await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    }, top);
  await scrollTo(1200);
  // Clicked in the page: Playwright's own click would scroll the header's link into view first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'FAQ' })
    .evaluate((link: HTMLElement) => link.click());
  // The new title is announced once the page is on show, scrolled and focused.
  await expect.poll(() => page.locator('[aria-live="polite"]').last().textContent()).toContain('Frequently Asked');
  expect(await place()).toBe(0);
  await scrollTo(300);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Outbound Services That Fill Your Calendar' }).waitFor();
  await expect.poll(place).toBe(1200);
  await page.goForward();
  await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
  await expect.poll(place).toBe(300);
  // The skip link, on a page the app drew, still moves focus to the main content, not to a kept place.
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  expect(await place()).toBeLessThan(300);
});

test('the FAQ arrow keys move between questions without trapping Tab', async () => {
  const page = await visit('/faq');
  const questions = page.locator('main h3 button');
  expect(await questions.count()).toBe(13);
  await questions.first().focus();
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Who are your services for?');
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('How do we get started?');
  await page.keyboard.press('Home');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('What exactly does ScaleLoop do?');
  await page.keyboard.press('Enter');
  expect(await questions.first().getAttribute('aria-expanded')).toBe('true');
  await questions.last().focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('h3'))).toBeNull();
});

test('every page has landmarks, one h1, no skipped heading level, a language and no vague link text', async () => {
  const problems: string[] = [];
  for (const path of allPaths) {
    const page = await visitPrerendered(path);
    const report = await page.evaluate(() => {
      const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
        Number(heading.tagName[1]),
      );
      const skips = levels.flatMap((level, index) =>
        index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
      );
      const vague = [...document.querySelectorAll('a')]
        .map((link) => link.textContent?.trim().toLowerCase() ?? '')
        .filter((text) => ['read more', 'more', 'click here', 'here', 'learn more', 'link'].includes(text));
      return {
        h1: levels.filter((level) => level === 1).length,
        firstLevel: levels[0],
        skips,
        vague,
        lang: document.documentElement.lang,
        landmarks: ['header', 'nav[aria-label]', 'main', 'footer'].filter(
          (selector) => !document.querySelector(selector),
        ),
      };
    });
    if (report.h1 !== 1) problems.push(`${path}: ${report.h1} h1 elements`);
    if (report.skips.length > 0) problems.push(`${path}: skipped heading levels ${report.skips.join(', ')}`);
    if (report.vague.length > 0) problems.push(`${path}: vague link text ${report.vague.join(', ')}`);
    if (!/^en-(GB|US)$/.test(report.lang)) problems.push(`${path}: lang is "${report.lang}", not the site's language`);
    if (report.landmarks.length > 0) problems.push(`${path}: missing ${report.landmarks.join(', ')}`);
  }
  expect(problems).toEqual([]);
}, 120_000);
