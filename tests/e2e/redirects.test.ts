import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer, type RunningServer } from '../../scripts/serve/static-server.ts';
import { collectProblems, launchChromium } from '../support/browser.ts';

// The fixture site's content/redirects.yaml (tests/fixtures/site/redirects.yaml) in the built site:
// `/our-services` was renamed to `/services`, `/what-we-do` redirects to `/our-services`, `/book` moved for now.
const siteDir = inject('siteDir');
let server: RunningServer;
beforeAll(async () => {
  // As `npm start` serves dist/.
  server = await startStaticServer({ root: siteDir, headersFor: readHeadersFile(siteDir) });
});
afterAll(async () => {
  await server.close();
});

test('_redirects holds each old address once, chains collapsed, forced past the page left there', () => {
  expect(readFileSync(path.join(siteDir, '_redirects'), 'utf8').split('\n').slice(1)).toEqual([
    '/our-services /services 301!',
    '/what-we-do /services 301!',
    '/book /schedule-consultation 302!',
    '',
  ]);
});

test('npm start answers an old address with its status and the new address, with a final slash or not', async () => {
  const answers = await Promise.all(
    ['/our-services', '/our-services/', '/what-we-do', '/book'].map(async (address) => {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      return `${address} ${response.status} ${response.headers.get('location')}`;
    }),
  );
  expect(answers).toEqual([
    '/our-services 301 /services',
    '/our-services/ 301 /services',
    '/what-we-do 301 /services',
    '/book 302 /schedule-consultation',
  ]);
  const followed = await fetch(`${server.url}/our-services`);
  expect([followed.status, new URL(followed.url).pathname]).toEqual([200, '/services']);
});

test('the page left at an old address sends visitors on, names the new address as canonical and is not indexed', () => {
  const html = readFileSync(path.join(siteDir, 'our-services/index.html'), 'utf8');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services" />');
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/services" />');
  expect(html).toContain('<meta name="robots" content="noindex" />');
  // Named, so a browser never asks for a /favicon.ico the site does not have.
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
  expect(html).not.toMatch(/<script|<style|\sstyle=/);
  expect(readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8')).not.toContain('our-services');
  const headers = readHeadersFile(siteDir)('/our-services');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('on a host with no redirect rules, the page left at the old address takes a browser to the new one under its policy', async () => {
  // The built site without its _redirects, as such a host serves it.
  const host = mkdtempSync(path.join(tmpdir(), 'host-without-rules-'));
  cpSync(siteDir, host, { recursive: true, filter: (source) => path.basename(source) !== '_redirects' });
  const plain = await startStaticServer({ root: host, headersFor: readHeadersFile(host) });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const problems = collectProblems(page);
    const arrived = page.waitForURL(`${plain.url}/services`);
    const first = await page.goto(`${plain.url}/our-services`);
    expect(first?.status()).toBe(200);
    await arrived;
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
    await plain.close();
    rmSync(host, { recursive: true, force: true });
  }
});
