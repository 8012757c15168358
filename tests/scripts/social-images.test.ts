import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { socialCards, withoutBrand, writeSocialImages } from '../../scripts/social-images.ts';
import { replace, validateFixture } from '../content/checkFixture.ts';

function catalogOf(changes: Parameters<typeof validateFixture>[0] = {}) {
  const { catalog, errors } = validateFixture(changes);
  if (!catalog) throw new Error(`The fixture is invalid: ${JSON.stringify(errors)}`);
  return catalog;
}

const withoutSiteSocialImage = { 'site.yaml': replace('socialImage: /images/social/default.png\n', '') };

test('a sharing picture shows the title without the brand name a page title starts or ends with', () => {
  expect(withoutBrand('ScaleLoop | B2B Sales AI & Automation Experts', 'ScaleLoop', '|')).toBe('B2B Sales AI & Automation Experts');
  expect(withoutBrand('Pricing | ScaleLoop', 'ScaleLoop', '|')).toBe('Pricing');
  expect(withoutBrand('Pricing', 'ScaleLoop', '|')).toBe('Pricing');
});

test('every case study gets a picture; pages only when no editor chose one, for the page or the whole site', () => {
  expect(socialCards(catalogOf()).map((card) => card.image)).toEqual(['/og/blog/1.png']);
  expect(socialCards(catalogOf(withoutSiteSocialImage))).toEqual([
    { image: '/og/blog.png', title: 'Fixture Blog' },
    { image: '/og/faq.png', title: 'Fixture FAQ' },
    { image: '/og/home.png', title: 'Fixture Home' },
    { image: '/og/blog/1.png', title: 'The First Case Study', kicker: 'Case study' },
  ]);
});

test('the pictures are 1200 x 630 PNG files, drawn without a browser', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'social-images-'));
  try {
    copyFileSync(fileURLToPath(new URL('../../content/public/favicon.svg', import.meta.url)), path.join(site, 'favicon.svg'));
    expect(await writeSocialImages(site, catalogOf())).toBe(1);
    const png = readFileSync(path.join(site, 'og/blog/1.png'));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
