import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from './project-copy.ts';
import { launchChromium } from './site.ts';

let project: string;
let server: ViteDevServer;
let browser: Browser;
let url: string;

beforeAll(async () => {
  project = copyProject();
  server = await createServer({ root: project, configFile: path.join(project, 'vite.config.ts'), logLevel: 'silent', server: { host: '127.0.0.1', port: 0 } });
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
