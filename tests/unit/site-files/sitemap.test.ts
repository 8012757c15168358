import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { lastCommitDate, robotsTxt, sitemapEntries, sitemapXml } from '../../../scripts/site-files/sitemap.ts';
import { validateFixture } from '../../support/minimal-fixture.ts';

function fixtureCatalog() {
  const { catalog, errors } = validateFixture();
  if (!catalog) throw new Error(`The fixture is invalid: ${JSON.stringify(errors)}`);
  return catalog;
}

test('the sitemap lists every page and case study with its last change, and no not-found page', () => {
  const entries = sitemapEntries({ ...fixtureCatalog(), today: '2026-01-02' }, tmpdir());
  expect(sitemapXml(entries)).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.com/blog</loc>
    <lastmod>2026-01-02</lastmod>
  </url>
  <url>
    <loc>https://www.example.com/faq</loc>
    <lastmod>2026-01-02</lastmod>
  </url>
  <url>
    <loc>https://www.example.com/</loc>
    <lastmod>2026-01-02</lastmod>
  </url>
  <url>
    <loc>https://www.example.com/blog/1</loc>
    <lastmod>2025-03-18</lastmod>
  </url>
</urlset>
`);
});

test('addresses in the sitemap are escaped for XML', () => {
  expect(sitemapXml([{ url: 'https://www.example.com/a?b=1&c=2', lastModified: '2026-01-02' }])).toContain(
    '<loc>https://www.example.com/a?b=1&amp;c=2</loc>',
  );
});

test('robots.txt lets every crawler in and points to the sitemap', () => {
  expect(robotsTxt('https://www.example.com/sitemap.xml')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
  );
});

test("a page's last change is its file's last commit; unknown when it changed since, was never committed, or git has no checkout", () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'sitemap-git-'));
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', repo, '-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
      encoding: 'utf8',
      env: { ...process.env, GIT_COMMITTER_DATE: '2025-06-30T10:00:00Z' },
    });
  try {
    expect(lastCommitDate(repo, 'page.mdx')).toBeUndefined();
    git('init', '--quiet');
    writeFileSync(path.join(repo, 'page.mdx'), 'first');
    expect(lastCommitDate(repo, 'page.mdx')).toBeUndefined();
    git('add', 'page.mdx');
    git('commit', '--quiet', '-m', 'First');
    expect(lastCommitDate(repo, 'page.mdx')).toBe('2025-06-30');
    writeFileSync(path.join(repo, 'page.mdx'), 'edited');
    expect(lastCommitDate(repo, 'page.mdx')).toBeUndefined();
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
