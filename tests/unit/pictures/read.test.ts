import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { readPicture } from '../../../scripts/pictures/read.ts';
import { BuildCache } from '../../../scripts/support/cache.ts';
import { makePhoto } from '../../support/photos.ts';

// The picture readings kept between builds: an untouched file is taken from its stamp without
// being read, and any write to it, even one that keeps its size and modification time, is seen.

let work: string;
const cacheDir = () => path.join(work, 'cache');

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'picture-facts-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test('a second build reads nothing new for untouched files, and a rewrite with the same size and time is read again', async () => {
  const photo = path.join(work, 'team.jpg');
  writeFileSync(photo, await makePhoto({ width: 640, height: 480 }));
  const first = new BuildCache(cacheDir());
  const facts = await readPicture(photo, first);
  expect(facts).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  await first.written();
  const kept = readdirSync(cacheDir());
  expect(kept).toHaveLength(2);

  // Nothing was read, so nothing new is kept: the entries stay as the first build wrote them.
  const writtenAt = kept.map((file) => statSync(path.join(cacheDir(), file)).mtimeMs);
  const second = new BuildCache(cacheDir());
  expect(await readPicture(photo, second)).toEqual(facts);
  await second.written();
  expect(readdirSync(cacheDir()).map((file) => statSync(path.join(cacheDir(), file)).mtimeMs)).toEqual(writtenAt);

  // Another photo of the same byte length, written with the old modification time restored.
  const { atime, mtime, size } = statSync(photo);
  const other = await makePhoto({ width: 480, height: 640 });
  const sameLength = Buffer.concat([other, Buffer.alloc(Math.max(0, size - other.length))]).subarray(0, size);
  writeFileSync(photo, sameLength);
  utimesSync(photo, atime, mtime);
  const third = new BuildCache(cacheDir());
  const reread = await readPicture(photo, third);
  // Its entries are written after the reading resolves: the folder goes only once they are.
  await third.written();
  expect(reread.hash).not.toBe(facts.hash);
});
