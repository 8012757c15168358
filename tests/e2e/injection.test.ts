import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from '../support/project-copy.ts';
import { collectProblems, openSite, reportPolicyViolations, type SiteUnderTest } from '../support/browser.ts';

// Hostile text an editor could paste into plain frontmatter fields. Each payload sets a flag or
// opens a dialog if it ever runs; the site must show every one of them as text.
const hostileTitle = 'Brightpath </script><script>window.pwned=1</script> <img src=x onerror=window.pwned=2>';
const hostileExcerpt = '</script><script>alert(1)</script> A campaign with <b>bold</b> claims.';
const hostileTestimonial = '<img src=x onerror=alert(2)> We had nine weeks';
const hostileTestimonialMiddle = '</style><script>window.pwned=3</script> ScaleLoop got us';
const hostileDescription =
  'Services </title><script>window.pwned=4</script><img src=x onerror=alert(3)> for B2B teams.';
const hostileQuestion = 'How much </script><script>window.pwned=5</script> do your services cost?';

let project: string;
let outDir: string;
let site: SiteUnderTest;

/** Sets a top-level frontmatter field of a file of the copy, quoted so YAML keeps every character. */
function setField(file: string, field: string, value: string): void {
  const line = new RegExp(`^${field}: .*$`, 'm').exec(readFileSync(path.join(project, file), 'utf8'))?.[0];
  if (!line) throw new Error(`${file} has no ${field} field.`);
  editFile(project, file, line, `${field}: '${value}'`);
}

beforeAll(() => {
  project = copyProject();
  outDir = mkdtempSync(path.join(tmpdir(), 'hostile-site-'));
  const caseStudy = 'content/case-studies/1-brightpath-product-summit.mdx';
  setField(caseStudy, 'title', hostileTitle);
  setField(caseStudy, 'excerpt', hostileExcerpt);
  editFile(project, caseStudy, 'text: We had nine weeks', `text: ${hostileTestimonial}`);
  editFile(project, caseStudy, 'ScaleLoop got us', hostileTestimonialMiddle);
  setField('content/pages/services.mdx', 'description', hostileDescription);
  setField('content/faq/pricing.mdx', 'question', hostileQuestion);
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/build.ts', '--out', outDir], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0)
    throw new Error(`The copy with hostile text did not build:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

beforeAll(async () => {
  site = await openSite(outDir);
});

afterAll(async () => {
  await site?.close();
  rmSync(project, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

/** Opens a page of the hostile build and records dialogs, console errors and policy violations. */
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
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => 'pwned' in window), address).toBe(false);
  expect(await page.locator('img[src="x"]').count(), address).toBe(0);
  expect(await page.locator('b', { hasText: 'bold' }).count(), address).toBe(0);
  expect(dialogs, address).toEqual([]);
  expect(problems, address).toEqual([]);
}

test('the prerendered HTML holds the hostile text only escaped: no markup of it reaches the page', async () => {
  for (const address of ['/blog/1', '/blog', '/', '/services', '/faq']) {
    const html = await (await fetch(`${site.url}${address}`)).text();
    expect(html, address).not.toMatch(/<script>window\.pwned|<script>alert|<img src=x|<b>bold<\/b>/);
  }
  const caseStudy = await (await fetch(`${site.url}/blog/1`)).text();
  expect(caseStudy).toContain(
    'Brightpath \\u003c/script\\u003e\\u003cscript\\u003ewindow.pwned=1\\u003c/script\\u003e',
  );
});

test('in Chromium, a case study with hostile text runs nothing and shows the text as text', async () => {
  const { page, problems, dialogs } = await open('/blog/1');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(hostileTitle);
  expect(await page.title()).toContain(hostileTitle);
  await expect(page.getByText(hostileTestimonialMiddle).first().isVisible()).resolves.toBe(true);
  const headline = await page.evaluate(
    () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? '{}') as { headline?: string })
        .find((data) => data.headline)?.headline,
  );
  expect(headline).toBe(hostileTitle);
  await expectNothingRan(page, problems, dialogs, '/blog/1');
  await page.close();
});

test('in Chromium, the lists, the home page, a page description and an FAQ question with hostile text run nothing', async () => {
  for (const address of ['/blog', '/', '/services', '/faq']) {
    const { page, problems, dialogs } = await open(address);
    if (address === '/blog') await expect(page.getByText(hostileExcerpt).isVisible()).resolves.toBe(true);
    if (address === '/services')
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(hostileDescription);
    if (address === '/faq')
      await expect(page.getByRole('button', { name: hostileQuestion }).isVisible()).resolves.toBe(true);
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
