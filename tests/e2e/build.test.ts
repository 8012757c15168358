/**
 * `npm run build` when it fails: the content report, and the previous site left as it was. Each
 * build here fails before it writes a site; the site it must leave alone is a copy of the built
 * fixture site. What each content mistake reports is tested in process (tests/unit/content).
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildSite } from '../support/build-site.ts';
import { generateContent } from '../support/generate-content.ts';
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

/** A content folder in the copy: the fixture site with 30 generated case studies, enough for a picture worker; and the file name of case study 7. */
function contentWithPictureWorkers(name: string): { content: string; file: string } {
  const content = path.join(project, name);
  cpSync(path.join(project, 'content'), content, { recursive: true });
  generateContent(content, 30);
  const file = readdirSync(path.join(content, 'case-studies')).find((entry) => entry.startsWith('7-'));
  if (!file) throw new Error('No generated case study 7.');
  return { content, file };
}

test('with enough case studies for picture workers, started before the validation, a content error still ends the build at once', async () => {
  const { content, file } = contentWithPictureWorkers('content-id-in-words');
  const target = path.join(content, 'case-studies', file);
  writeFileSync(target, readFileSync(target, 'utf8').replace('id: 7', 'id: seven'));
  const { ok, output } = await build(content);
  expect(ok, output).toBe(false);
  expect(output).toContain(`case-studies/${file}:2:5  id\n  Expected a number.`);
  expect(leftInStaging()).toEqual([]);
});

test('a mistake in a case study body, found once the pictures were handed to their worker, ends the build and leaves nothing behind', async () => {
  const { content, file } = contentWithPictureWorkers('content-unknown-component');
  const target = path.join(content, 'case-studies', file);
  writeFileSync(target, `${readFileSync(target, 'utf8')}\n<Callout>Read this.</Callout>\n`);
  const { ok, output } = await build(content);
  expect(ok, output).toBe(false);
  expect(output).toContain(`case-studies/${file}:`);
  expect(output).toContain('Unknown component <Callout>.');
  expect(leftInStaging()).toEqual([]);
});
