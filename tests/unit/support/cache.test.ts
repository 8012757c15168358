import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { BuildCache, cacheKey, codeDigest, writeThroughPartial } from '../../../scripts/support/cache.ts';

const cacheModule = new URL('../../../scripts/support/cache.ts', import.meta.url).href;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a key changes with the code that makes the entry and with each input, and not otherwise', () => {
  const code = codeDigest([new URL(import.meta.url)]);
  expect(codeDigest([new URL(import.meta.url)])).toBe(code);
  expect(codeDigest([new URL('./parallel-map.test.ts', import.meta.url)])).not.toBe(code);
  const key = cacheKey(code, 'title', new Uint8Array([1, 2]));
  expect(key).toMatch(/^[0-9a-f]{40}$/);
  expect(cacheKey(code, 'title', new Uint8Array([1, 2]))).toBe(key);
  expect(cacheKey(code, 'title', new Uint8Array([1, 3]))).not.toBe(key);
  expect(cacheKey(code, 'tit', 'le')).not.toBe(cacheKey(code, 'ti', 'tle'));
});

test('an entry written by one build is read by the next; a damaged one counts as none', async () => {
  const first = new BuildCache(folder);
  first.writeJson('a'.repeat(40), { reading: 1 });
  await first.written();
  expect(new BuildCache(folder).readJson('a'.repeat(40))).toEqual({ reading: 1 });
  writeFileSync(path.join(folder, `${'a'.repeat(40)}.json`), '{ not json');
  expect(new BuildCache(folder).readJson('a'.repeat(40))).toBeUndefined();
});

test('writes of one entry at once in one process all succeed, and leave one whole entry and no partial file', async () => {
  // As two readings of one picture's content, written into the cache by one process at the same time.
  const target = path.join(folder, `${'b'.repeat(40)}.json`);
  const values = Array.from({ length: 20 }, (_unused, index) =>
    JSON.stringify({ writer: index, padding: 'x'.repeat(50_000) }),
  );
  await Promise.all(values.map((value) => writeThroughPartial(target, value)));
  expect(values).toContain(readFileSync(target, 'utf8'));
  expect(readdirSync(folder)).toEqual([path.basename(target)]);
});

test('two copies of the cache module in one process write one entry at once, and both succeed', async () => {
  // Vitest loads the site's Vite configuration once per test project: each content plugin has a copy of the module.
  const copies = await Promise.all(
    ['first', 'second'].map(
      async (copy) =>
        (await import(
          /* @vite-ignore */ `${cacheModule}?${copy}-copy`
        )) as typeof import('../../../scripts/support/cache.ts'),
    ),
  );
  expect(copies[0]?.writeThroughPartial).not.toBe(copies[1]?.writeThroughPartial);
  const target = path.join(folder, `${'c'.repeat(40)}.json`);
  await Promise.all(copies.map((copy, index) => copy.writeThroughPartial(target, `{"copy":${index}}`)));
  expect(['{"copy":0}', '{"copy":1}']).toContain(readFileSync(target, 'utf8'));
  expect(readdirSync(folder)).toEqual([path.basename(target)]);
});

test('prune removes the entries this build did not use, and an abandoned partial file, and nothing else', async () => {
  const used = `${'1'.repeat(40)}.png`;
  const unused = `${'2'.repeat(40)}.json`;
  const abandoned = `${'3'.repeat(40)}.png.4001.0.partial`;
  const writing = `${'4'.repeat(40)}.png.4002.3.partial`;
  for (const file of [used, unused, abandoned, writing, 'notes.txt']) writeFileSync(path.join(folder, file), 'x');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(path.join(folder, abandoned), twoHoursAgo, twoHoursAgo);
  const cache = new BuildCache(folder);
  cache.file('1'.repeat(40), 'png');
  await cache.prune();
  expect(readdirSync(folder).sort()).toEqual([used, writing, 'notes.txt'].sort());
});
