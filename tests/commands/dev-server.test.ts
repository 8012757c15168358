import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from '../support/project-copy.ts';
import { launchChromium } from '../support/browser.ts';
import { makePhoto } from '../support/photos.ts';

let project: string;
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  project = copyProject();
  server = await createServer({
    root: project,
    configFile: path.join(project, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  url = server.resolvedUrls?.local[0] ?? '';
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true });
});

test('a content error shows in the dev overlay with the file and line, and clears when the file is fixed', async () => {
  const page = await browser.newPage();
  await page.goto(`${url}faq`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The dev server's page has no prerendered styles: the browser renders the global ones.
  await page.waitForFunction(() => getComputedStyle(document.body).margin === '0px', undefined, { timeout: 10_000 });

  const restore = editFile(project, 'content/faq/pricing.mdx', 'order: 5', 'order: five');
  const overlay = page.locator('vite-error-overlay');
  await overlay.waitFor({ timeout: 15_000 });
  const message = await overlay.evaluate((element) => element.shadowRoot?.textContent ?? '');
  expect(message).toContain('content/faq/pricing.mdx:3:8  order');
  expect(message).toContain('Expected a number.');

  restore();
  await overlay.waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
});

/** Edits a file of the copy and waits until the page shows `expected`; the page must not reload meanwhile. */
async function editAndWait(
  page: import('playwright-core').Page,
  file: string,
  from: string,
  to: string,
  expected: string,
): Promise<{ milliseconds: number; restore: () => void }> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const started = Date.now();
  const restore = editFile(project, file, from, to);
  await page.getByText(expected).first().waitFor({ timeout: 10_000 });
  const milliseconds = Date.now() - started;
  expect(await page.evaluate(() => 'sameDocument' in window), 'the page was reloaded instead of updated in place').toBe(
    true,
  );
  return { milliseconds, restore };
}

test('saving an MDX body updates the open page in place', async () => {
  const page = await browser.newPage();
  await page.goto(`${url}linkedin-tool`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const { milliseconds, restore } = await editAndWait(
    page,
    'content/pages/linkedin-tool.mdx',
    'Why a managed tool beats a browser plug-in',
    'Why a managed tool beats any plug-in',
    'Why a managed tool beats any plug-in',
  );
  console.log(`MDX body edit shown in place after ${milliseconds} ms`);
  restore();
  expect(milliseconds).toBeLessThan(5_000);
  await page.close();
});

test('saving frontmatter updates the open page in place', async () => {
  const page = await browser.newPage();
  await page.goto(`${url}pricing`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const { milliseconds, restore } = await editAndWait(
    page,
    'content/pages/pricing.mdx',
    'headline: Simple, Transparent Pricing',
    'headline: Simple, Transparent Pricing Today',
    'Simple, Transparent Pricing Today',
  );
  console.log(`Frontmatter edit shown in place after ${milliseconds} ms`);
  restore();
  expect(milliseconds).toBeLessThan(5_000);
  await page.close();
});

test('a photo an editor drops in shows as the AVIF candidate that fits, encoded when the browser asks for it', async () => {
  const photo = path.join(project, 'content/public/images/case-studies/team.jpg');
  writeFileSync(photo, await makePhoto({ width: 1600, height: 900 }));
  const restore = editFile(
    project,
    'content/case-studies/1-brightpath-product-summit.mdx',
    'image: /images/case-studies/product-summit.svg',
    'image: /images/case-studies/team.jpg',
  );
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${url}blog/1`);
    // The edit may reach the page after it loaded: it then re-renders in place with the photo.
    const image = page.locator('article header picture img');
    await image.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    // 1280 px wide, the container shows it 1104 px wide: the 1200 px candidate.
    expect(await image.evaluate((element) => new URL((element as HTMLImageElement).currentSrc).pathname)).toMatch(
      /^\/assets\/pictures\/team-1200-[0-9a-f]{10}\.avif$/,
    );
    expect(await image.evaluate((element) => [element.getAttribute('width'), element.getAttribute('height')])).toEqual([
      '1600',
      '900',
    ]);
  } finally {
    await page.close();
    restore();
    rmSync(photo, { force: true });
  }
});
