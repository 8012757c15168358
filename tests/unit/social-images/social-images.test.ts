import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { Resvg } from '@resvg/resvg-js';
import { encodeWithSprites } from '../../../scripts/social-images/png.ts';
import { drawSocialImage, placeInBand, prepareSocialImages } from '../../../scripts/social-images/draw.ts';
import {
  socialImagesToDraw,
  socialImageSize,
  withoutBrand,
  writeSocialImages,
} from '../../../scripts/social-images/social-images.ts';
import { BuildCache } from '../../../scripts/support/cache.ts';
import { replace, validateFixture } from '../../support/minimal-fixture.ts';

function catalogOf(changes: Parameters<typeof validateFixture>[0] = {}) {
  const { catalog, errors } = validateFixture(changes);
  if (!catalog) throw new Error(`The fixture is invalid: ${JSON.stringify(errors)}`);
  return catalog;
}

const withoutSiteSocialImage = { 'site.yaml': replace('socialImage: /images/social/default.png\n', '') };

test('a social image shows the title without the brand name a page title starts or ends with', () => {
  expect(withoutBrand('ScaleLoop | B2B Sales AI & Automation Experts', 'ScaleLoop', '|')).toBe(
    'B2B Sales AI & Automation Experts',
  );
  expect(withoutBrand('Pricing | ScaleLoop', 'ScaleLoop', '|')).toBe('Pricing');
  expect(withoutBrand('Pricing', 'ScaleLoop', '|')).toBe('Pricing');
});

test('every case study gets a picture; pages only when no editor chose one, for the page or the whole site', () => {
  expect(socialImagesToDraw(catalogOf()).map((image) => image.image)).toEqual(['/social-images/blog/1.png']);
  expect(socialImagesToDraw(catalogOf(withoutSiteSocialImage))).toEqual([
    { image: '/social-images/blog.png', title: 'Fixture Blog' },
    { image: '/social-images/faq.png', title: 'Fixture FAQ' },
    { image: '/social-images/home.png', title: 'Fixture Home' },
    { image: '/social-images/blog/1.png', title: 'The First Case Study', kicker: 'Case study' },
  ]);
});

test('the pictures are 1200 x 630 PNG files, drawn without a browser', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'social-images-'));
  try {
    copyFileSync(
      fileURLToPath(new URL('../../fixtures/site/public/favicon.svg', import.meta.url)),
      path.join(site, 'favicon.svg'),
    );
    expect(await writeSocialImages(site, catalogOf())).toEqual({ pictures: 1, drawn: 1, threads: 1 });
    const png = readFileSync(path.join(site, 'social-images/blog/1.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('with a cache, a later build reuses the pictures whose text has not changed and redraws the others', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'social-images-'));
  const cacheDir = path.join(work, 'cache');
  const cache = new BuildCache(cacheDir);
  const favicon = fileURLToPath(new URL('../../fixtures/site/public/favicon.svg', import.meta.url));
  const build = async (name: string, catalog: ReturnType<typeof catalogOf>) => {
    const site = path.join(work, name);
    mkdirSync(site);
    copyFileSync(favicon, path.join(site, 'favicon.svg'));
    const report = await writeSocialImages(site, catalog, { cache });
    return { site, drawn: report.drawn };
  };
  try {
    const { site: first, drawn } = await build('first', catalogOf(withoutSiteSocialImage));
    expect(drawn).toBe(4);
    expect(readdirSync(cacheDir)).toHaveLength(4);
    const cachedHome = readdirSync(cacheDir)
      .map((file) => path.join(cacheDir, file))
      .find((file) => readFileSync(file).equals(readFileSync(path.join(first, 'social-images/home.png'))));
    if (!cachedHome) throw new Error('The home page picture is not in the cache.');
    const renamed = catalogOf({
      ...withoutSiteSocialImage,
      'pages/faq.mdx': replace('title: Fixture FAQ', 'title: Fixture Questions'),
    });
    const { site: second, drawn: redrawn } = await build('second', renamed);
    expect(redrawn).toBe(1);
    expect(
      readFileSync(path.join(second, 'social-images/home.png')).equals(
        readFileSync(path.join(first, 'social-images/home.png')),
      ),
    ).toBe(true);
    // On the same disk a reused picture is the kept file itself, linked, not a copy of it.
    expect(statSync(path.join(second, 'social-images/home.png')).ino).toBe(statSync(cachedHome).ino);
    expect(
      readFileSync(path.join(second, 'social-images/faq.png')).equals(
        readFileSync(path.join(first, 'social-images/faq.png')),
      ),
    ).toBe(false);
    expect(readdirSync(cacheDir)).toHaveLength(5);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('the text is centred in the band between brand and address (rows 152 to 519), and cut at its edges when higher', () => {
  expect(placeInBand(200)).toEqual({ first: 0, last: 200, top: 152 + 84 });
  expect(placeInBand(201)).toEqual({ first: 0, last: 201, top: 152 + 84 });
  expect(placeInBand(368)).toEqual({ first: 0, last: 368, top: 152 });
  expect(placeInBand(500)).toEqual({ first: 66, last: 434, top: 152 });
});

/** Straight RGBA pixels of a social image, decoded by resvg. */
function decodePicture(png: Buffer): Uint8Array {
  const { width, height } = socialImageSize;
  return new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render().pixels;
}

test('a title too long for its band is cut at the band, and leaves brand and address as the backdrop draws them', async () => {
  const logo = `data:image/svg+xml;base64,${readFileSync(fileURLToPath(new URL('../../fixtures/site/public/favicon.svg', import.meta.url))).toString('base64')}`;
  const setup = await prepareSocialImages({ brandName: 'ScaleLoop', host: 'example.com', logo });
  const { width, height } = socialImageSize;
  // Nothing painted: the backdrop alone.
  const backdrop = decodePicture(encodeWithSprites(setup.backdrop, []));
  const title = Array.from({ length: 12 }, () => 'A title far longer than any editor should write').join(' ');
  const picture = decodePicture(
    drawSocialImage({ image: '/social-images/long.png', title, kicker: 'Case study' }, setup),
  );
  const rowBytes = width * 4;
  const rows = (from: number, to: number, pixels: Uint8Array) =>
    Buffer.from(pixels.subarray(from * rowBytes, to * rowBytes));
  // The band runs from row 152 to row 519.
  expect(rows(0, 152, picture).equals(rows(0, 152, backdrop))).toBe(true);
  expect(rows(520, height, picture).equals(rows(520, height, backdrop))).toBe(true);
  expect(rows(152, 160, picture).equals(rows(152, 160, backdrop))).toBe(false);
  expect(rows(512, 520, picture).equals(rows(512, 520, backdrop))).toBe(false);
});

test('many pictures are drawn by worker threads, each written where its page points', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'social-images-'));
  try {
    copyFileSync(
      fileURLToPath(new URL('../../fixtures/site/public/favicon.svg', import.meta.url)),
      path.join(site, 'favicon.svg'),
    );
    const catalog = catalogOf();
    const [first] = catalog.caseStudies;
    if (!first) throw new Error('The fixture has no case study.');
    const caseStudies = Array.from({ length: 60 }, (_unused, index) => ({
      ...first,
      data: { ...first.data, id: index + 1, title: `Case study number ${index + 1}` },
    }));
    expect(await writeSocialImages(site, { ...catalog, caseStudies })).toEqual({
      pictures: 60,
      drawn: 60,
      threads: Math.min(2, availableParallelism()),
    });
    const pictures = readdirSync(path.join(site, 'social-images/blog'));
    expect(pictures).toHaveLength(60);
    // A build keeps cores for its bundles: a cap of one thread draws them all on one worker.
    rmSync(path.join(site, 'social-images'), { recursive: true });
    expect(await writeSocialImages(site, { ...catalog, caseStudies }, { threads: 1 })).toEqual({
      pictures: 60,
      drawn: 60,
      threads: 1,
    });
    expect(readdirSync(path.join(site, 'social-images/blog'))).toHaveLength(60);
    expect(readFileSync(path.join(site, 'social-images/blog/60.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(
      readFileSync(path.join(site, 'social-images/blog/1.png')).equals(
        readFileSync(path.join(site, 'social-images/blog/2.png')),
      ),
    ).toBe(false);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
