import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, test } from 'vitest';
import { generatedSocialImage } from '../../src/model/routes.ts';
import { unpublished } from '../support/edge-site.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every file below `folder`, from it, with forward slashes. */
function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

test('drafts and entries scheduled for a later day leave no trace in the built site', () => {
  const siteDir = inject('edgeSiteDir');
  const files = filesBelow(siteDir);
  // The build wrote the site: the published case studies are there, with their sharing pictures.
  expect(files).toContain('blog/1/index.html');
  expect(files).toContain(generatedSocialImage('/blog/1').slice(1));

  for (const route of unpublished.routes) {
    expect(files.filter((file) => file === `${route.slice(1)}/index.html`)).toEqual([]);
    expect(files).not.toContain(generatedSocialImage(route).slice(1));
  }
  // HTML, sitemap, feed, route data, scripts, headers, the editor: no file names them or holds their words.
  const traces = [
    ...unpublished.words.map((word) => new RegExp(word)),
    // /blog/98, but not /blog/980.
    ...unpublished.routes.map((route) => new RegExp(`${route}(?![\\w-])`)),
  ];
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(siteDir, file), 'latin1');
    return traces.filter((trace) => trace.test(text)).map((trace) => `${file}: ${trace.source}`);
  });
  expect(found).toEqual([]);
});

test('npm run check lists what is scheduled and the drafts, and SITE_NOW moves the day', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'publishing-check-'));
  try {
    const content = path.join(repo, 'content');
    cpSync(path.join(repoRoot, 'tests/fixtures/minimal'), content, { recursive: true });
    const faq = path.join(content, 'faq/how-fast.mdx');
    writeFileSync(faq, readFileSync(faq, 'utf8').replace('order: 2', 'order: 2\npublishDate: 2026-12-03'));
    const draft = path.join(content, 'faq/what-do-you-do.mdx');
    writeFileSync(draft, readFileSync(draft, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
    const check = (now: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/check.ts', '--content', content], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_ACTIONS: '', SITE_NOW: now },
      });

    const before = check('2026-12-02T23:59:00Z');
    expect(before.status).toBe(0);
    expect(before.stdout).toContain(
      [
        'Scheduled: left out of the built site until their day begins (Europe/London):',
        '  2026-12-03  content/faq/how-fast.mdx',
        '',
        'Drafts: left out of the built site:',
        '  content/faq/what-do-you-do.mdx',
      ].join('\n'),
    );
    const onTheDay = check('2026-12-03T00:00:00Z');
    expect(onTheDay.status).toBe(0);
    expect(onTheDay.stdout).not.toContain('Scheduled:');
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
