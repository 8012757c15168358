import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { findInlineContent, hashSource } from '../../scripts/security/content-security-policy.ts';
import { headersForPath, parseHeadersFile } from '../../scripts/security/headers-file.ts';
import {
  allPaths,
  collectProblems,
  notFoundPaths,
  openSite,
  reportPolicyViolations,
  routes,
  type SiteUnderTest,
} from '../support/browser.ts';

const siteDir = inject('siteDir');
const entryScript =
  /data-entry="([^"]+)"/.exec(readFileSync(path.join(siteDir, 'index.html'), 'utf8'))?.[1] ??
  '/assets/missing-entry.js';
const otherFiles = [
  entryScript,
  '/favicon.svg',
  '/images/logos/atlas.svg',
  '/social-images/home.png',
  '/feed.xml',
  '/sitemap.xml',
  '/robots.txt',
  '/site.webmanifest',
];

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** A policy's directives by name. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Every policy a page is under: each one of the header (policies are joined with commas) and the one of its <meta>. */
function policiesOf(response: Response, html: string): string[] {
  const header = response.headers.get('content-security-policy') ?? '';
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return [...header.split(','), ...(meta ? [meta] : [])].map((policy) => policy.trim()).filter(Boolean);
}

test('every page and file carries nosniff, the referrer policy, the permissions policy, HSTS and frame-ancestors, for GET and HEAD', async () => {
  for (const address of [...allPaths, ...otherFiles]) {
    for (const method of ['GET', 'HEAD']) {
      const response = await fetch(`${site.url}${address}`, { method });
      const where = `${method} ${address}`;
      expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), where).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), where).toMatch(
        /^accelerometer=\(\), .*camera=\(\), .*geolocation=\(\), .*microphone=\(\), .*payment=\(\), .*usb=\(\)/,
      );
      expect(response.headers.get('strict-transport-security'), where).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy'), where).toContain("frame-ancestors 'none'");
    }
  }
});

test('the server sends exactly what _headers says for each path', async () => {
  const rules = parseHeadersFile(readFileSync(path.join(siteDir, '_headers'), 'utf8'));
  for (const address of [...allPaths, ...otherFiles, '/services/']) {
    const response = await fetch(`${site.url}${address}`, { method: 'HEAD' });
    for (const [name, value] of Object.entries(headersForPath(rules, address))) {
      expect(response.headers.get(name), `${address} ${name}`).toBe(value);
    }
  }
});

test('hashed assets are cached for a year as immutable; pages and other files are revalidated', async () => {
  expect((await fetch(`${site.url}${entryScript}`, { method: 'HEAD' })).headers.get('cache-control')).toBe(
    'public, max-age=31536000, immutable',
  );
  for (const address of [...allPaths, '/favicon.svg', '/social-images/home.png', '/feed.xml']) {
    expect((await fetch(`${site.url}${address}`, { method: 'HEAD' })).headers.get('cache-control'), address).toBe(
      'public, max-age=0, must-revalidate',
    );
  }
});

test('every page, 404 answers included, is under a policy that allows only its own inline scripts and styles, by hash', async () => {
  for (const address of allPaths) {
    const response = await fetch(`${site.url}${address}`);
    const html = await response.text();
    const policies = policiesOf(response, html);
    const complete = policies.map(directivesOf).filter((directives) => directives.has('script-src'));
    expect(complete.length, address).toBeGreaterThan(0);
    const inline = findInlineContent(html);
    expect(inline.scripts.length + inline.dataBlocks.length, `${address} has inline scripts to allow`).toBeGreaterThan(
      0,
    );
    for (const directives of complete) {
      expect(directives.get('default-src'), address).toEqual(["'self'"]);
      expect(new Set(directives.get('script-src')), address).toEqual(
        new Set(["'self'", "'wasm-unsafe-eval'", ...[...inline.scripts, ...inline.dataBlocks].map(hashSource)]),
      );
      expect(new Set(directives.get('style-src')), address).toEqual(
        new Set([...inline.styles.map(hashSource), hashSource('')]),
      );
      expect(directives.get('object-src'), address).toEqual(["'none'"]);
      expect(directives.get('base-uri'), address).toEqual(["'self'"]);
      expect(directives.get('form-action'), address).toEqual(["'none'"]);
    }
    expect(policies.join(), address).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
  }
});

test('the _headers file is configuration for the host and is not served', async () => {
  expect((await fetch(`${site.url}/_headers`)).status).toBe(404);
});

async function visit(page: Page, address: string): Promise<void> {
  await page.goto(`${site.url}${address}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false, undefined, {
    timeout: 10_000,
  });
}

// The one test that loads every route until it has hydrated and reads what it logs: a console
// error or warning of any page, its hydration's included, fails here.
test('no page, 404 answer or client navigation between all routes causes a CSP violation, a console error or a warning', async () => {
  // One page loads every address in turn (a new page costs a renderer process); what it logs is read per address.
  const visitor = await site.browser.newPage();
  await reportPolicyViolations(visitor);
  const expected: { expectedStatus404?: string } = {};
  const logged = collectProblems(visitor, expected);
  for (const address of allPaths) {
    logged.length = 0;
    expected.expectedStatus404 = notFoundPaths.includes(address) ? `${site.url}${address}` : undefined;
    await visit(visitor, address);
    expect(logged, address).toEqual([]);
  }
  await visitor.close();

  const page = await site.browser.newPage();
  await reportPolicyViolations(page);
  const problems = collectProblems(page);
  await visit(page, '/');
  for (const route of [...routes].reverse()) {
    // The router follows history changes, so this renders each route in the same document, under the first page's policy.
    await page.evaluate((address) => {
      window.history.pushState({}, '', address);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await page.getByRole('heading', { level: 1, name: route.heading }).waitFor();
  }
  expect(problems).toEqual([]);
  await page.close();
});

test('the policy is enforced: an inline script or style added to a page is blocked and reported', async () => {
  const page = await site.browser.newPage();
  await reportPolicyViolations(page);
  const problems = collectProblems(page);
  await visit(page, '/services');
  const outcome = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true';
    document.body.append(script);
    const style = document.createElement('style');
    style.textContent = 'body { display: none }';
    document.head.append(style);
    return { ran: 'injectedScriptRan' in window, bodyShown: getComputedStyle(document.body).display !== 'none' };
  });
  expect(outcome).toEqual({ ran: false, bodyShown: true });
  // The violations' console lines arrive after the evaluation's answer: polled until both are in.
  const reported = () => problems.filter((line) => line.startsWith('error: CSP violation:'));
  await expect.poll(() => reported().some((line) => line.includes('script-src-elem blocked inline'))).toBe(true);
  await expect.poll(() => reported().some((line) => line.includes('style-src-elem blocked inline'))).toBe(true);
  await page.close();
});
