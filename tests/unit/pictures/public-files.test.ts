import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { publishedCopies } from '../../../scripts/editor/built-admin.ts';
import { copyPublicFiles, originalsLeftOut } from '../../../scripts/pictures/public-files.ts';

// The public files a build serves: everything but the originals of the photos pages show.

let work: string;

function write(root: string, file: string, text: string): void {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'public-files-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

test('the originals of raster pictures shown on pages are left out, unless the site or a page shares one, or a body links to one', () => {
  const contentHashes = new Map([
    ['/images/team.jpg', 'a'],
    ['/images/office.png', 'b'],
    ['/images/shared.jpg', 'c'],
    ['/images/download.jpg', 'd'],
  ]);
  const noLinks = { body: { links: [] } };
  const content = {
    site: { data: {} },
    pages: [
      { data: {}, ...noLinks },
      { data: { socialImage: '/images/shared.jpg' }, ...noLinks },
    ],
    caseStudies: [{ body: { links: [{ href: '/images/download.jpg' }, { href: '/pricing' }] } }],
    faq: [noLinks],
  };
  expect([...originalsLeftOut({ contentHashes }, content)]).toEqual(['/images/team.jpg', '/images/office.png']);
  expect([
    ...originalsLeftOut(
      { contentHashes },
      { ...content, site: { data: { socialImage: '/images/team.jpg' } }, caseStudies: [] },
    ),
  ]).toEqual(['/images/office.png', '/images/download.jpg']);

  // The built editor shows the fallback candidate of each original left out.
  const candidate = (name: string) => ({ src: `/assets/pictures/${name}`, sources: [], width: 800, height: 450 });
  const pictures = new Map([...contentHashes.keys()].map((src) => [src, candidate(path.basename(src))]));
  expect(publishedCopies({ contentHashes, pictures }, content)).toEqual({
    '/images/team.jpg': '/assets/pictures/team.jpg',
    '/images/office.png': '/assets/pictures/office.png',
  });
});

test('every other public file is copied to its path, in nested folders, and a file the bundle wrote wins', async () => {
  const publicDir = path.join(work, 'public');
  const siteDir = path.join(work, 'site');
  write(publicDir, 'favicon.svg', '<svg/>');
  write(publicDir, 'images/logos/atlas.svg', '<svg id="atlas"/>');
  write(publicDir, 'images/case-studies/team.jpg', 'camera original');
  write(publicDir, 'robots.txt', 'from content');
  write(siteDir, 'robots.txt', 'from the bundle');

  const report = await copyPublicFiles(publicDir, siteDir, new Set(['/images/case-studies/team.jpg']));
  expect(report).toEqual({ files: 2, leftOut: 1 });
  expect(readFileSync(path.join(siteDir, 'images/logos/atlas.svg'), 'utf8')).toBe('<svg id="atlas"/>');
  expect(readFileSync(path.join(siteDir, 'favicon.svg'), 'utf8')).toBe('<svg/>');
  expect(existsSync(path.join(siteDir, 'images/case-studies/team.jpg'))).toBe(false);
  expect(readFileSync(path.join(siteDir, 'robots.txt'), 'utf8')).toBe('from the bundle');

  // A copy, not a link: writing the site's file leaves the editors' file alone.
  writeFileSync(path.join(siteDir, 'favicon.svg'), 'changed in the site');
  expect(readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')).toBe('<svg/>');
});
