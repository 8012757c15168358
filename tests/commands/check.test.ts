import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from '../support/project-copy.ts';

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
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/check.ts'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  });
}

test('npm run check reports mistakes in two files in one run, each at its file and line, and fails', () => {
  const result = runCheck();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Content check found 2 problems in 2 files:');
  expect(result.stderr).toContain('content/faq/pricing.mdx:3:8  order\n  Expected a number.\n  Found: "five"');
  expect(result.stderr).toMatch(
    /content\/pages\/pricing\.mdx:\d+:18 {2}sections\.1\.plans\.1\.popular\n {2}Expected true or false\.\n {2}Found: "yes"/,
  );
  expect(result.stdout).not.toContain('::error');
});

test('under GitHub Actions it also prints workflow annotations on the lines, titled with the field', () => {
  const result = runCheck({ GITHUB_ACTIONS: 'true' });
  const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::'));
  expect(annotations).toHaveLength(2);
  expect(annotations[0]).toBe(
    '::error file=content/faq/pricing.mdx,line=3,col=8,title=Content check%3A order::Expected a number.%0AFound: "five"%0AHint: Write a number without quotes, e.g. 5.',
  );
  expect(annotations[1]).toMatch(
    /^::error file=content\/pages\/pricing\.mdx,line=\d+,col=18,title=Content check%3A sections\.1\.plans\.1\.popular::Expected true or false\.%0AFound: "yes"/,
  );
});

test('with more problems than GitHub annotates, a notice says the log lists them all', () => {
  const extra = Array.from({ length: 10 }, (_, index) => path.join(project, `content/faq/extra-${index}.mdx`));
  for (const file of extra) writeFileSync(file, '---\nquestion: Is this a question?\norder: many\n---\n\nYes.\n');
  try {
    const result = runCheck({ GITHUB_ACTIONS: 'true' });
    expect(result.stdout.match(/^::error /gm)).toHaveLength(12);
    expect(result.stdout).toContain(
      '::notice title=More problems than annotations::GitHub shows the first 10 of 12 problems on their lines. The log of this step lists all 12.',
    );
  } finally {
    for (const file of extra) rmSync(file);
  }
});
