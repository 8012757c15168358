/**
 * `npm run build` when it fails: the content report, and the previous site left as it was. Each
 * build here fails before it writes a site; the site it must leave alone is a copy of the built
 * fixture site. What each content mistake reports is tested in process (tests/unit/content).
 */
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildSite } from '../support/build-site.ts';
import { copyProject, editFile } from '../support/project-copy.ts';

let project: string;
let previousSite: string;

/** Every file of a folder with its size and modification time: equal snapshots mean an untouched folder. */
function snapshot(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      const stats = statSync(full);
      if (stats.isDirectory()) walk(full);
      else files[path.relative(folder, full)] = `${stats.size}:${stats.mtimeMs}`;
    }
  };
  walk(folder);
  return files;
}

/** Builds the copy's content into the previous site; the copy's own `.build/` holds the staging folder. */
const build = (content = path.join(project, 'content')) =>
  buildSite({ content, out: previousSite, cacheDir: path.join(project, '.cache'), projectRoot: project });

/** What the copy's `.build/` holds: a failed build leaves nothing there. */
const leftInStaging = () => (existsSync(path.join(project, '.build')) ? readdirSync(path.join(project, '.build')) : []);

beforeAll(() => {
  project = copyProject();
  previousSite = path.join(project, 'dist');
  cpSync(inject('siteDir'), previousSite, { recursive: true });
});

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

test('a case study id written in words fails the build at its line, without a stack trace, and dist/ is left as it was', async () => {
  const before = snapshot(previousSite);
  const restore = editFile(project, 'content/case-studies/1-brightpath-product-summit.mdx', 'id: 1', 'id: one');
  const { ok, output } = await build();
  restore();
  expect(ok).toBe(false);
  expect(output).toContain(
    'content/case-studies/1-brightpath-product-summit.mdx:2:5  id\n  Expected a number.\n  Found: "one"',
  );
  expect(output).toContain('Build failed; dist/ still holds the previous build.');
  expect(output).not.toMatch(/\n\s+at /);
  expect(snapshot(previousSite)).toEqual(before);
  expect(leftInStaging()).toEqual([]);
});

test('a build that fails after validation, in the bundler, also leaves dist/ as it was', async () => {
  const before = snapshot(previousSite);
  const restore = editFile(project, 'src/App.tsx', 'export function App(', 'const broken = ;\nexport function App(');
  const { ok } = await build();
  restore();
  expect(ok).toBe(false);
  expect(snapshot(previousSite)).toEqual(before);
  // Nothing is left of the failed build, social images drawn alongside the bundler included.
  expect(leftInStaging()).toEqual([]);
});
