import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile, runBuild } from '../support/project-copy.ts';

let copy: string;

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

beforeAll(() => {
  copy = copyProject();
  const first = runBuild(copy);
  if (first.status !== 0) throw new Error(`The unbroken copy did not build:\n${first.output}`);
}, 120_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

test('a case study id written in words fails the build at its line, and dist/ is left as it was', () => {
  const before = snapshot(path.join(copy, 'dist'));
  const restore = editFile(copy, 'content/case-studies/1-brightpath-product-summit.mdx', 'id: 1', 'id: one');
  const { status, output } = runBuild(copy);
  restore();
  expect(status).toBe(1);
  expect(output).toContain(
    'content/case-studies/1-brightpath-product-summit.mdx:2:5  id\n  Expected a number.\n  Found: "one"',
  );
  expect(output).toContain('Build failed; dist/ still holds the previous build.');
  expect(output).not.toMatch(/\n\s+at /);
  expect(snapshot(path.join(copy, 'dist'))).toEqual(before);
}, 60_000);

test('two case studies with the same id fail the build, naming both files', () => {
  const restore = editFile(copy, 'content/case-studies/2-northwind-qualified-leads.mdx', 'id: 2', 'id: 1');
  const { status, output } = runBuild(copy);
  restore();
  expect(status).toBe(1);
  expect(output).toContain(
    'content/case-studies/2-northwind-qualified-leads.mdx:2:5  id\n  The case study id 1 is already used by content/case-studies/1-brightpath-product-summit.mdx.',
  );
}, 60_000);

test('a body link to a case study that does not exist fails the build at the line of the link', () => {
  const restore = editFile(copy, 'content/pages/linkedin-tool.mdx', '](/schedule-consultation)', '](/blog/7)');
  const { status, output } = runBuild(copy);
  restore();
  expect(status).toBe(1);
  expect(output).toMatch(
    /content\/pages\/linkedin-tool\.mdx:\d+:\d+\n  The link goes to \/blog\/7, but the site has no such page\./,
  );
}, 60_000);

test('a build that fails after validation, in the bundler, also leaves dist/ as it was', () => {
  const before = snapshot(path.join(copy, 'dist'));
  const restore = editFile(copy, 'src/App.tsx', 'export function App(', 'const broken = ;\nexport function App(');
  const { status } = runBuild(copy);
  restore();
  expect(status).toBe(1);
  expect(snapshot(path.join(copy, 'dist'))).toEqual(before);
  // Nothing is left of the failed build, social images drawn alongside the bundler included.
  expect(readdirSync(path.join(copy, '.build'))).toEqual([]);
}, 60_000);
