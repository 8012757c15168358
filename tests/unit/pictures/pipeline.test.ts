import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { writePictures } from '../../../scripts/pictures/encode.ts';
import { candidateWidths, planPictures, type PicturePlan } from '../../../scripts/pictures/plan.ts';
import { readPicture, type PictureFacts } from '../../../scripts/pictures/read.ts';
import { BuildCache } from '../../../scripts/support/cache.ts';
import type { PictureSlot } from '../../../src/model/picture.ts';
import { makePhoto } from '../../support/photos.ts';

// The picture pipeline in process: candidates' widths and formats, never wider than the file,
// the file's aspect ratio, and a second run that encodes nothing.

let work: string;
const publicDir = () => path.join(work, 'public');

/** Plans the pictures written at `files` (path from the site root to its bytes), each shown in `slot`. */
async function plan(
  files: Record<string, Buffer>,
  slot: PictureSlot,
): Promise<{ plan: PicturePlan; facts: Map<string, PictureFacts> }> {
  const facts = new Map<string, PictureFacts>();
  for (const [src, data] of Object.entries(files)) {
    const file = path.join(publicDir(), src);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
    facts.set(src, await readPicture(file));
  }
  const uses = new Map(Object.keys(files).map((src) => [src, new Set([slot])]));
  return { plan: planPictures(uses, facts, publicDir()), facts };
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pictures-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test('a slot asks for its widths, and a picture narrower than some gets its own width instead of being enlarged', () => {
  expect(candidateWidths(4000, ['caseStudy'])).toEqual([480, 800, 1200, 1600]);
  expect(candidateWidths(1000, ['caseStudy'])).toEqual([480, 800, 1000]);
  expect(candidateWidths(300, ['caseStudy'])).toEqual([300]);
  expect(candidateWidths(1000, ['logo', 'body'])).toEqual([200, 400, 480, 800, 1000]);
});

test('a JPEG gets AVIF, WebP and JPEG candidates at its widths, none enlarged, each with the aspect ratio of the file', async () => {
  const { plan: planned } = await plan(
    { '/images/team.jpg': await makePhoto({ width: 1000, height: 750 }) },
    'caseStudy',
  );
  const picture = planned.pictures.get('/images/team.jpg');
  expect(picture).toMatchObject({ width: 1000, height: 750 });
  expect(picture?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  expect(picture?.srcSet).toMatch(
    /^\/assets\/pictures\/team-480-[0-9a-f]{10}\.jpg 480w, \/assets\/pictures\/team-800-[0-9a-f]{10}\.jpg 800w, \/assets\/pictures\/team-1000-[0-9a-f]{10}\.jpg 1000w$/,
  );
  expect(picture?.src).toMatch(/^\/assets\/pictures\/team-1000-[0-9a-f]{10}\.jpg$/);

  const site = path.join(work, 'site');
  const report = await writePictures(site, planned.jobs, {
    cache: new BuildCache(path.join(work, 'cache')),
    threads: 1,
  });
  expect(report).toMatchObject({ candidates: 9, encoded: 9 });
  for (const job of planned.jobs) {
    const written = await sharp(path.join(site, 'assets/pictures', job.name)).metadata();
    expect({ name: job.name, format: written.format, width: written.width }).toEqual({
      name: job.name,
      format: job.format === 'avif' ? 'heif' : job.format,
      width: job.width,
    });
    expect(written.height).toBe(Math.round((job.width * 750) / 1000));
  }
});

test('a transparent PNG falls back to PNG, and an AVIF to JPEG', async () => {
  const { plan: planned } = await plan(
    {
      '/images/logo.png': await makePhoto({ width: 500, height: 100, format: 'png', alpha: true }),
      '/images/photo.avif': await makePhoto({ width: 600, height: 400, format: 'avif' }),
    },
    'logo',
  );
  expect(planned.pictures.get('/images/logo.png')?.src).toMatch(/logo-400-[0-9a-f]{10}\.png$/);
  expect(planned.pictures.get('/images/logo.png')?.sources.map((source) => source.type)).toEqual([
    'image/avif',
    'image/webp',
  ]);
  expect(planned.pictures.get('/images/photo.avif')?.src).toMatch(/photo-400-[0-9a-f]{10}\.jpg$/);
  expect(planned.pictures.get('/images/photo.avif')?.sources.map((source) => source.type)).toEqual([
    'image/avif',
    'image/webp',
  ]);
});

test('a photo turned by its EXIF orientation is measured and encoded upright', async () => {
  // Stored 800 × 600 and marked "rotate 90°": shown 600 × 800.
  const sideways = await sharp(await makePhoto({ width: 800, height: 600 }))
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  const { plan: planned } = await plan({ '/images/portrait.jpg': sideways }, 'body');
  expect(planned.pictures.get('/images/portrait.jpg')).toMatchObject({ width: 600, height: 800 });
  const site = path.join(work, 'portrait');
  await writePictures(site, planned.jobs, { cache: new BuildCache(path.join(work, 'cache')), threads: 1 });
  const largest = planned.jobs.find((job) => job.format === 'jpeg' && job.width === 600);
  expect(largest).toBeDefined();
  expect(await sharp(path.join(site, 'assets/pictures', largest?.name ?? '')).metadata()).toMatchObject({
    width: 600,
    height: 800,
  });
});

test('an SVG stays as it is: its own path, its own size, no candidates', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#1e3a8a"/></svg>',
  );
  const { plan: planned } = await plan({ '/images/drawing.svg': svg }, 'caseStudy');
  expect(planned.pictures.get('/images/drawing.svg')).toEqual({
    src: '/images/drawing.svg',
    sources: [],
    width: 1200,
    height: 675,
  });
  expect(planned.jobs).toEqual([]);
});

test('a second build with the same pictures encodes nothing, and a changed picture gets new names', async () => {
  const cache = new BuildCache(path.join(work, 'second-cache'));
  const photo = await makePhoto({ width: 900, height: 600, seed: 7 });
  const first = await plan({ '/images/again.jpg': photo }, 'caseStudy');
  expect(await writePictures(path.join(work, 'first'), first.plan.jobs, { cache, threads: 1 })).toMatchObject({
    encoded: 9,
  });
  const second = await plan({ '/images/again.jpg': photo }, 'caseStudy');
  expect(await writePictures(path.join(work, 'second'), second.plan.jobs, { cache, threads: 1 })).toMatchObject({
    candidates: 9,
    encoded: 0,
  });
  expect(readdirSync(path.join(work, 'second/assets/pictures')).sort()).toEqual(
    readdirSync(path.join(work, 'first/assets/pictures')).sort(),
  );
  const changed = await plan(
    { '/images/again.jpg': await makePhoto({ width: 900, height: 600, seed: 8 }) },
    'caseStudy',
  );
  expect(changed.plan.jobs.map((job) => job.name)).not.toEqual(first.plan.jobs.map((job) => job.name));
  expect(changed.plan.fingerprint).not.toBe(first.plan.fingerprint);
});
