import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { searchedPart, startSearchIndex } from '../../../scripts/search/index-site.ts';
import { isListingRoute, searchFolder } from '../../../src/model/routes.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const page = (main: string) =>
  `<!doctype html><html lang="en-GB" data-scheme="light"><head><meta charset="utf-8"><title>A story | Site</title><style>main{color:red}</style><script>var a = 1;</script></head><body><header>Menu</header>${main}<footer>Footer</footer><script type="module" src="/assets/app.js"></script></body></html>`;

test('what search reads of a page is its language, its title and its marked main content; a listing has none', () => {
  expect(searchedPart(page('<main id="main" data-pagefind-body=""><h1>A story</h1><p>Booked.</p></main>'))).toBe(
    '<!doctype html><html lang="en-GB" data-scheme="light"><head><title>A story | Site</title></head><body><main id="main" data-pagefind-body=""><h1>A story</h1><p>Booked.</p></main></body></html>',
  );
  expect(searchedPart(page('<main id="main"><h1>Stories</h1><p>Every story, as a card.</p></main>'))).toBeUndefined();
});

test('the pages added are indexed, and only the search script ships', async () => {
  const index = await startSearchIndex();
  for (const [route, main] of [
    ['/', '<main data-pagefind-body=""><h1>Home</h1><p>Outbound that books meetings.</p></main>'],
    ['/blog/1', '<main data-pagefind-body=""><h1>A story</h1><p>The venue was booked.</p></main>'],
  ] as const) {
    index.add(route, searchedPart(page(main)) ?? '');
  }
  expect(await index.write(siteDir)).toEqual({ pages: 2 });
  const written = readdirSync(path.join(siteDir, searchFolder));
  expect(written).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']));
  expect(written.filter((name) => /-ui\.|highlight/.test(name))).toEqual([]);
});

test('a listing is /blog, its numbered pages and its tag pages; a case study is not', () => {
  expect(['/blog', '/blog/', '/blog/page/2', '/blog/tag/saas'].filter(isListingRoute)).toHaveLength(4);
  expect(['/blog/1', '/blog/page', '/faq', '/', '/blogs'].filter(isListingRoute)).toEqual([]);
});
