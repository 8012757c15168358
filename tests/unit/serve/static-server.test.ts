import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { decapDist } from '../../../scripts/editor/admin-files.ts';
import { resolveStaticFile, startStaticServer, type RunningServer } from '../../../scripts/serve/static-server.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-'));
  const files: Record<string, string> = {
    'index.html': 'home',
    '404.html': 'not found',
    'services/index.html': 'services',
    'blog/index.html': 'blog',
    'blog/404.html': 'blog post not found',
    'blog/1/index.html': 'case study 1',
    'assets/app-1234.js': 'console.log(1)',
    'old-services/index.html': 'the page left at an old address',
    _redirects: '# comment\n/old-services /services 301!\n/offer /pricing#plans 302!\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  server = await startStaticServer({ root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

test('a folder address answers its index.html, with or without the trailing slash', () => {
  expect(resolveStaticFile(root, '/services')).toEqual({ file: path.join(root, 'services/index.html'), status: 200 });
  expect(resolveStaticFile(root, '/services/')).toEqual({ file: path.join(root, 'services/index.html'), status: 200 });
});

test('an unknown address answers the nearest 404.html up the tree, with status 404', () => {
  expect(resolveStaticFile(root, '/blog/3')).toEqual({ file: path.join(root, 'blog/404.html'), status: 404 });
  expect(resolveStaticFile(root, '/blog/1/extra')).toEqual({ file: path.join(root, 'blog/404.html'), status: 404 });
  expect(resolveStaticFile(root, '/no/such/page')).toEqual({ file: path.join(root, '404.html'), status: 404 });
});

test('addresses cannot climb out of the served folder', () => {
  expect(resolveStaticFile(root, '/../etc/passwd')).toBeUndefined();
});

test('the server answers like a static host: status, type and compression', async () => {
  const page = await fetch(`${server.url}/blog/3`);
  expect(page.status).toBe(404);
  expect(await page.text()).toBe('blog post not found');
  const home = await fetch(`${server.url}/`, { headers: { 'Accept-Encoding': 'br' } });
  expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(home.headers.get('content-encoding')).toBe('br');
  expect(await home.text()).toBe('home');
  const asset = await fetch(`${server.url}/assets/app-1234.js`);
  expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
});

test("the editor's 5 MB script is answered compressed, and compressing it holds up nothing else the server does", async () => {
  const script = path.join(root, 'admin/decap-cms.js');
  mkdirSync(path.dirname(script), { recursive: true });
  copyFileSync(path.join(decapDist, 'decap-cms.js'), script);
  // The longest the server's thread went without running a 10 ms timer while it answered.
  let [lastTick, longestStall] = [Date.now(), 0];
  const ticks = setInterval(() => {
    longestStall = Math.max(longestStall, Date.now() - lastTick);
    lastTick = Date.now();
  }, 10);
  const response = await fetch(`${server.url}/admin/decap-cms.js`, { headers: { 'Accept-Encoding': 'br' } });
  const text = await response.text();
  clearInterval(ticks);
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(text).toBe(readFileSync(script, 'utf8'));
  // Brotli's highest level in the server's thread held it 9 to 44 s here.
  expect(longestStall).toBeLessThan(1_000);
});

test('an old address of _redirects answers its status and new address before any file, and _redirects is not served', async () => {
  const answers = await Promise.all(
    ['/old-services', '/old-services/', '/offer', '/services', '/_redirects'].map(async (address) => {
      const response = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      return `${address} ${response.status} ${response.headers.get('location')}`;
    }),
  );
  expect(answers).toEqual([
    '/old-services 301 /services',
    '/old-services/ 301 /services',
    '/offer 302 /pricing#plans',
    '/services 200 null',
    '/_redirects 404 null',
  ]);
});
