import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from '../browser/project-copy.ts';

let project: string;
beforeAll(() => {
  project = copyProject();
  editFile(project, 'content/faq/pricing.mdx', 'order: 5', 'order: five');
  editFile(project, 'content/pages/pricing.mdx', '        popular: true', '        popular: yes');
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function runCheck(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], { cwd: project, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', ...env } });
}

test('npm run check reports mistakes in two files in one run, each at its file and line, and fails', () => {
  const result = runCheck();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Content check found 2 problems in 2 files:');
  expect(result.stderr).toContain('content/faq/pricing.mdx:3:8  order\n  Expected a number.\n  Found: "five"');
  expect(result.stderr).toMatch(/content\/pages\/pricing\.mdx:\d+:18 {2}sections\.1\.plans\.1\.popular\n {2}Expected true or false\.\n {2}Found: "yes"/);
  expect(result.stdout).not.toContain('::error');
});

test('under GitHub Actions it also prints workflow annotations on the lines', () => {
  const result = runCheck({ GITHUB_ACTIONS: 'true' });
  expect(result.stdout).toContain('::error file=content/faq/pricing.mdx,line=3,col=8::order — Expected a number. — Found: "five" — Hint: Write a number without quotes, e.g. 5.');
  expect(result.stdout).toMatch(/::error file=content\/pages\/pricing\.mdx,line=\d+,col=18::sections\.1\.plans\.1\.popular — Expected true or false\./);
});
