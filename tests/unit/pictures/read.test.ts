import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PictureFactsCache } from '../../../scripts/pictures/read.ts';
import { makePhoto } from '../../support/photos.ts';

// The picture readings kept between builds: an untouched file is taken from its stamp without
// being read, and any write to it, even one that keeps its size and modification time, is seen.

let work: string;
const factsFile = () => path.join(work, 'facts.json');

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'picture-facts-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test('a second build reads nothing new for untouched files, and a rewrite with the same size and time is read again', async () => {
  const photo = path.join(work, 'team.jpg');
  writeFileSync(photo, await makePhoto({ width: 640, height: 480 }));
  const first = new PictureFactsCache(factsFile());
  const facts = await first.read(photo);
  expect(facts).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
  await first.keep();
  const kept = readFileSync(factsFile(), 'utf8');
  expect(JSON.parse(kept)).toMatchObject({ files: { [photo]: { hash: facts.hash } } });

  // Nothing was read, so nothing new is kept: the file stays as the first build wrote it.
  const second = new PictureFactsCache(factsFile());
  expect(await second.read(photo)).toEqual(facts);
  const writtenAt = statSync(factsFile()).mtimeMs;
  await second.keep();
  expect(statSync(factsFile()).mtimeMs).toBe(writtenAt);

  // Another photo of the same byte length, written with the old modification time restored.
  const { atime, mtime, size } = statSync(photo);
  const other = await makePhoto({ width: 480, height: 640 });
  const sameLength = Buffer.concat([other, Buffer.alloc(Math.max(0, size - other.length))]).subarray(0, size);
  writeFileSync(photo, sameLength);
  utimesSync(photo, atime, mtime);
  const third = new PictureFactsCache(factsFile());
  const reread = await third.read(photo);
  expect(reread.hash).not.toBe(facts.hash);
});
