import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { validateContent } from '../../scripts/content/index.ts';
import { dayIn, unpublished } from '../../src/model/publication.ts';
import { copyProject } from '../support/project-copy.ts';

let project: string;
beforeAll(() => {
  project = copyProject();
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function runNew(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/new.ts', ...args], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('a new case study gets the next free id, and the content stays valid', () => {
  const output = runNew(['case-study', 'Faster Follow-ups for Acme Robotics']);
  expect(output).toContain('Created content/case-studies/3-faster-follow-ups-for-acme-robotics.mdx');
  const { catalog, errors } = validateContent(path.join(project, 'content'));
  expect(errors).toEqual([]);
  expect(catalog?.caseStudies.map((entry) => entry.data.id)).toEqual([1, 2, 3]);
  expect(
    readFileSync(path.join(project, 'content/case-studies/3-faster-follow-ups-for-acme-robotics.mdx'), 'utf8'),
  ).toContain('title: "Faster Follow-ups for Acme Robotics"');
  // A story taken down leaves a redirect from its address, and its number is not given again.
  const redirects = path.join(project, 'content/redirects.yaml');
  const kept = readFileSync(redirects, 'utf8');
  writeFileSync(redirects, 'redirects:\n  - from: /blog/7\n    to: /blog\n');
  expect(runNew(['case-study', 'Another Story'])).toContain('Created content/case-studies/8-another-story.mdx');
  rmSync(path.join(project, 'content/case-studies/8-another-story.mdx'));
  writeFileSync(redirects, kept);
});

test('a new FAQ entry gets the next free order, and the content stays valid', () => {
  const output = runNew(['faq', 'Do you work with start-ups?']);
  expect(output).toContain('Created content/faq/do-you-work-with-start-ups.mdx');
  const { catalog, errors } = validateContent(path.join(project, 'content'));
  expect(errors).toEqual([]);
  expect(catalog?.faq.at(-1)?.data).toEqual({ question: 'Do you work with start-ups?', order: 14, draft: true });
});

test('a new entry is a draft until its placeholders are written: published, a placeholder is named by file, line and field', () => {
  const output = runNew(['faq', 'Do you sign confidentiality agreements?']);
  const created = /Created (content\/faq\/\S+\.mdx), a draft\./.exec(output)?.[1];
  if (!created) throw new Error(`npm run new said: ${output}`);
  const file = path.join(project, created);
  expect(readFileSync(file, 'utf8')).toMatch(/^---\ndraft: true # Delete this line to publish/);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^draft: true.*\n/m, ''));
  const storyOutput = runNew(['case-study', 'A Story Published Too Soon']);
  const story = /Created (content\/case-studies\/\S+\.mdx), a draft\./.exec(storyOutput)?.[1];
  if (!story) throw new Error(`npm run new said: ${storyOutput}`);
  const storyFile = path.join(project, story);
  writeFileSync(storyFile, readFileSync(storyFile, 'utf8').replace(/^draft: true.*\n/m, ''));
  const { errors } = validateContent(path.join(project, 'content'));
  rmSync(file);
  rmSync(storyFile);
  expect(errors.filter((error) => error.file === story)).toHaveLength(21);
  expect(errors).toContainEqual({
    file: story,
    line: 4,
    column: 10,
    field: 'excerpt',
    problem:
      'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.',
    found: '"TODO: one or two sentences for the card and search results"',
    hint: 'Write the real text in its place. Until the entry is finished, keep it a draft: "draft: true" at the top of its frontmatter, or the Draft switch in the browser editor.',
  });
  expect(errors.filter((error) => error.file === created)).toEqual([
    {
      file: created,
      line: 6,
      column: 1,
      problem:
        'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.',
      found: '"TODO: The answer, in a few sentences. Links such as"',
      hint: 'Write the real text in its place. Until the entry is finished, keep it a draft: "draft: true" at the top of its frontmatter, or the Draft switch in the browser editor.',
    },
  ]);
});

test('npm run check lists the placeholders still to replace in drafts', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/check.ts'], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(
    /^Content OK: 25 files \(7 pages, 3 case studies, 14 FAQ entries\) checked in \d+ ms\.$/m,
  );
  expect(result.stdout).toMatch(
    /Still to write in drafts: \d+ "TODO:" placeholders:\n {2}content\/case-studies\/3-faster-follow-ups-for-acme-robotics\.mdx:5/,
  );
});

test('without a kind or a title it explains how to call it', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/commands/new.ts', 'case-study'], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Usage: npm run new -- case-study "Title of the case study"');
});

test("a new case study is dated today in the site's time zone, so an evening's story west of UTC is not scheduled for tomorrow", () => {
  appendFileSync(path.join(project, 'content/site.yaml'), 'timeZone: America/New_York\n');
  // 21:00 on 2 December in New York, when UTC's date is already 3 December.
  const now = '2026-12-03T02:00:00Z';
  const output = runNew(['case-study', 'An Evening Story for Acme Robotics'], { SITE_NOW: now });
  const created = /Created (content\/case-studies\/\d+-an-evening-story-for-acme-robotics\.mdx)/.exec(output)?.[1];
  if (!created) throw new Error(`npm run new said: ${output}`);
  expect(readFileSync(path.join(project, created), 'utf8')).toMatch(/^date: 2026-12-02$/m);
  const { catalog } = validateContent(path.join(project, 'content'), project, undefined, { now: new Date(now) });
  const story = catalog?.caseStudies.find((entry) => entry.data.title === 'An Evening Story for Acme Robotics');
  // Held back as a draft, and nothing else: once its draft line goes, it is published that evening.
  expect(story?.unpublished).toEqual({ reason: 'draft' });
  expect(
    story && unpublished({ ...story.data, draft: false }, dayIn(new Date(now), 'America/New_York')),
  ).toBeUndefined();
});
