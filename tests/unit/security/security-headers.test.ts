import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { hashSource } from '../../../scripts/security/content-security-policy.ts';
import { parseHeadersFile } from '../../../scripts/security/headers-file.ts';
import { preparePages, prerender } from '../../../scripts/prerender/prerender.ts';
import {
  addressesOf,
  siteCodeFacts,
  siteWideHeaders,
  writeSecurityHeaders,
} from '../../../scripts/security/security-headers.ts';

const template =
  '<!doctype html><html><head><meta charset="utf-8" /><script>window.motion = 1</script><!--head--></head><body><div id="root"><!--app--></div></body></html>';

let site: string;
beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'headers-site-'));
});
afterEach(() => {
  rmSync(site, { recursive: true, force: true });
});

function page(file: string, styles: string, jsonLd?: string): void {
  const html = `<!doctype html><html><head><meta charset="utf-8" /><script>window.motion = 1</script><style data-styled="true">${styles}</style></head><body><div id="root">${jsonLd ? `<script type="application/ld+json">${jsonLd}</script>` : ''}</div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), html);
}

test('a page is answered at its folder address with and without the final slash; other HTML files with and without .html', () => {
  expect(addressesOf('index.html')).toEqual(['/']);
  expect(addressesOf(path.join('blog', '1', 'index.html'))).toEqual(['/blog/1', '/blog/1/']);
  expect(addressesOf(path.join('blog', '404.html'))).toEqual(['/blog/404.html', '/blog/404']);
});

test('_headers has the site-wide headers, a year of caching for hashed assets, and per page its own policy and revalidation', () => {
  page('index.html', '.home{color:red}', '{"@type":"WebSite"}');
  page('services/index.html', '.services{color:blue}');
  page('404.html', '.missing{color:gray}');
  writeSecurityHeaders(site, template);

  const rules = parseHeadersFile(readFileSync(path.join(site, '_headers'), 'utf8'));
  expect(rules.map((rule) => rule.path)).toEqual([
    '/*',
    '/assets/*',
    '/404.html',
    '/404',
    '/',
    '/services',
    '/services/',
  ]);
  expect(rules[0]?.headers).toEqual(siteWideHeaders);
  expect(rules[1]?.headers).toEqual([['Cache-Control', 'public, max-age=31536000, immutable']]);
  const home = Object.fromEntries(rules.find((rule) => rule.path === '/')?.headers ?? []);
  expect(home['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  expect(home['Content-Security-Policy']).toBe(
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashSource('window.motion = 1')} ${hashSource('{"@type":"WebSite"}')}; style-src ${hashSource('.home{color:red}')} ${hashSource('')}; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'`,
  );
  const services = Object.fromEntries(rules.find((rule) => rule.path === '/services/')?.headers ?? []);
  expect(services['Content-Security-Policy']).toContain(`style-src ${hashSource('.services{color:blue}')} `);
});

test('each page also carries its policy in a <meta>, without frame-ancestors, which only a header can set', () => {
  page('404.html', '.missing{color:gray}');
  writeSecurityHeaders(site, template);
  const html = readFileSync(path.join(site, '404.html'), 'utf8');
  expect(html).toContain(
    `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashSource('window.motion = 1')}; style-src ${hashSource('.missing{color:gray}')} ${hashSource('')}; object-src 'none'; base-uri 'self'; form-action 'none'" />`,
  );
});

test("past Cloudflare Pages' limit of 100 rules the build still succeeds: site-wide rules come first and every page keeps its <meta> policy", () => {
  for (let id = 1; id <= 50; id += 1) page(`blog/${id}/index.html`, `.p${id}{color:red}`);
  const rules = writeSecurityHeaders(site, template);
  expect(rules).toHaveLength(102);
  expect(rules.slice(0, 2).map((rule) => rule.path)).toEqual(['/*', '/assets/*']);
  expect(readFileSync(path.join(site, 'blog/50/index.html'), 'utf8')).toContain(
    `style-src ${hashSource('.p50{color:red}')}`,
  );
});

test('the build stops when a page has inline code that neither the template nor styled-components wrote', () => {
  page('index.html', '.home{color:red}', '{"name":"</script><script>alert(1)</script>"}');
  expect(() => writeSecurityHeaders(site, template)).toThrow(
    'index.html has inline code that no template or component wrote, which its policy would allow: <script>alert(1)</script>',
  );
});

/** A server bundle that renders `/` and the two not-found views with `body`, and hydrates nothing. */
function serverEntry(body: string): string {
  const file = path.join(site, 'entry-server.mjs');
  writeFileSync(
    file,
    `export const routePaths = ['/'];
export const notFoundPaths = { site: '/404-not-found', caseStudy: '/blog/not-found' };
export const islandModules = {};
export async function render(url) { return { html: '<title>' + url + '</title>' + ${JSON.stringify(body)}, styles: '<style data-styled="true">.a{color:red}</style>' }; }`,
  );
  return file;
}

const setup = (serverEntryFile: string) => ({
  serverEntryFile,
  siteDir: site,
  template,
  manifest: {},
  codeFacts: siteCodeFacts(site, template),
  pages: 3,
});

test('the prerenderer writes each page with its policy in a <meta>; _headers takes those policies and secures any other HTML file', async () => {
  writeFileSync(path.join(site, 'index.html'), template);
  mkdirSync(path.join(site, '.vite'));
  writeFileSync(path.join(site, '.vite', 'manifest.json'), '{}');
  // An HTML file that no route renders, as an editor's file in content/public would be.
  page('extra.html', '.extra{color:green}');
  const report = await prerender(site, serverEntry('<main>Hello</main>'), template, 3);
  expect(report.pages).toBe(3);
  const { headerPolicies } = report.secured;
  expect([...headerPolicies.keys()]).toEqual(['index.html', '404.html', path.join('blog', '404.html')]);
  const homePolicy = headerPolicies.get('index.html');
  expect(homePolicy).toBe(
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashSource('window.motion = 1')}; style-src ${hashSource('.a{color:red}')} ${hashSource('')}; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'`,
  );
  const home = readFileSync(path.join(site, 'index.html'), 'utf8');
  expect(home).toContain(
    `<meta http-equiv="Content-Security-Policy" content="${homePolicy?.replace("; frame-ancestors 'none'", '')}" />`,
  );

  const rules = writeSecurityHeaders(site, template, report.secured);
  const policyOf = (address: string) =>
    Object.fromEntries(rules.find((rule) => rule.path === address)?.headers ?? [])['Content-Security-Policy'];
  expect(policyOf('/')).toBe(homePolicy);
  // The prerendered pages are not secured a second time; the other file is.
  expect(readFileSync(path.join(site, 'index.html'), 'utf8')).toBe(home);
  expect(policyOf('/extra.html')).toContain(`style-src ${hashSource('.extra{color:green}')} `);
  expect(readFileSync(path.join(site, 'extra.html'), 'utf8')).toContain(
    `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashSource('window.motion = 1')}; style-src ${hashSource('.extra{color:green}')}`,
  );
});

test('the prerenderer stops at a page with inline code that neither the template nor styled-components wrote', async () => {
  const renderPage = await preparePages(setup(serverEntry('<main><script>alert(1)</script></main>')));
  await expect(renderPage(0)).rejects.toThrow(
    'index.html has inline code that no template or component wrote, which its policy would allow: <script>alert(1)</script>',
  );
});
