import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { searchFolder, writeSearchIndex } from '../../../scripts/search/index-site.ts';
import { isListingRoute } from '../../../src/model/routes.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function writePage(route: string, main: string): void {
  mkdirSync(path.join(siteDir, route), { recursive: true });
  writeFileSync(
    path.join(siteDir, route, 'index.html'),
    `<!doctype html><html lang="en"><body><header>Menu</header>${main}<footer>Footer</footer></body></html>`,
  );
}

test('the pages whose main content is marked are indexed, a listing is not, and only the search script ships', async () => {
  writePage('/', '<main data-pagefind-body=""><h1>Home</h1><p>Outbound that books meetings.</p></main>');
  writePage('/blog/1', '<main data-pagefind-body=""><h1>A story</h1><p>The venue was booked.</p></main>');
  writePage('/blog', '<main><h1>Stories</h1><p>Every story, as a card.</p></main>');

  expect(await writeSearchIndex(siteDir, ['/', '/blog/1', '/blog'])).toEqual({ pages: 2 });
  const written = readdirSync(path.join(siteDir, searchFolder));
  expect(written).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']));
  expect(written.filter((name) => /-ui\.|highlight/.test(name))).toEqual([]);
});

test('a listing is /blog, its numbered pages and its tag pages; a case study is not', () => {
  expect(['/blog', '/blog/', '/blog/page/2', '/blog/tag/saas'].filter(isListingRoute)).toHaveLength(4);
  expect(['/blog/1', '/blog/page', '/faq', '/', '/blogs'].filter(isListingRoute)).toEqual([]);
});
