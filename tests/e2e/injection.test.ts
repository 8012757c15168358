import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { collectProblems, openSite, reportPolicyViolations, type SiteUnderTest } from '../support/browser.ts';
import { edgeCaseStudies, hostile } from '../support/edge-site.ts';

// The edge fixture holds hostile text an editor could paste into plain frontmatter fields: a case
// study's title, excerpt and testimonial, a page description and an FAQ question. Each payload
// sets a flag or opens a dialog if it ever runs; the site must show every one of them as text.

const caseStudy = `/blog/${edgeCaseStudies.hostile}`;
let site: SiteUnderTest;

beforeAll(async () => {
  site = await openSite('edge');
});

afterAll(async () => {
  await site?.close();
});

/** Opens a page of the edge build and records dialogs, console errors and policy violations. */
async function open(address: string): Promise<{ page: Page; problems: string[]; dialogs: string[] }> {
  const page = await site.browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await reportPolicyViolations(page);
  const problems = collectProblems(page);
  await page.goto(`${site.url}${address}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false, undefined, {
    timeout: 10_000,
  });
  return { page, problems, dialogs };
}

/** Nothing injected ran or was even attempted: no flag, no dialog, no injected element, no violation, no error. */
async function expectNothingRan(page: Page, problems: string[], dialogs: string[], address: string): Promise<void> {
  // An image slipped in by hostile text would run its onerror once it fails to load: every image
  // not left to load lazily has loaded or failed (the page's own listeners ran first), and a frame has passed.
  await page.evaluate(async () => {
    await Promise.all(
      [...document.images].map((image) =>
        image.complete || image.loading === 'lazy'
          ? undefined
          : new Promise((settled) => {
              image.addEventListener('load', settled);
              image.addEventListener('error', settled);
            }),
      ),
    );
    await new Promise(requestAnimationFrame);
  });
  expect(await page.evaluate(() => 'pwned' in window), address).toBe(false);
  expect(await page.locator('img[src="x"]').count(), address).toBe(0);
  expect(await page.locator('b', { hasText: 'bold' }).count(), address).toBe(0);
  expect(dialogs, address).toEqual([]);
  expect(problems, address).toEqual([]);
}

test('the prerendered HTML holds the hostile text only escaped: no markup of it reaches the page', async () => {
  for (const address of [caseStudy, '/blog', '/', '/services', '/faq']) {
    const html = await (await fetch(`${site.url}${address}`)).text();
    expect(html, address).not.toMatch(/<script>window\.pwned|<script>alert|<img src=x|<b>bold<\/b>/);
  }
  const html = await (await fetch(`${site.url}${caseStudy}`)).text();
  expect(html).toContain('Brightpath \\u003c/script\\u003e\\u003cscript\\u003ewindow.pwned=1\\u003c/script\\u003e');
});

test('in Chromium, a case study with hostile text runs nothing and shows the text as text', async () => {
  const { page, problems, dialogs } = await open(caseStudy);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(hostile.title);
  expect(await page.title()).toContain(hostile.title);
  await expect(page.getByText(hostile.testimonialMiddle).first().isVisible()).resolves.toBe(true);
  const headline = await page.evaluate(
    () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { headline?: string })
        .find((data) => data.headline)?.headline,
  );
  expect(headline).toBe(hostile.title);
  await expectNothingRan(page, problems, dialogs, caseStudy);
  await page.close();
});

test('in Chromium, the lists, the home page, a page description and an FAQ question with hostile text run nothing', async () => {
  for (const address of ['/blog', '/', '/services', '/faq']) {
    const { page, problems, dialogs } = await open(address);
    if (address === '/blog') await expect(page.getByText(hostile.excerpt).isVisible()).resolves.toBe(true);
    if (address === '/services')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(hostile.description);
    if (address === '/faq')
      await expect(page.getByRole('button', { name: hostile.question }).isVisible()).resolves.toBe(true);
    await expectNothingRan(page, problems, dialogs, address);
    await page.close();
  }
});

test('the feed carries the hostile title escaped, as text', async () => {
  const feed = await (await fetch(`${site.url}/feed.xml`)).text();
  expect(feed).toContain(
    '<title>Brightpath &lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt; &lt;img src=x onerror=window.pwned=2&gt;</title>',
  );
});
