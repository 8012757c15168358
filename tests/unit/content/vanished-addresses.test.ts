import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { formatContentErrors } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { checkVanishedAddresses } from '../../../scripts/content/vanished.ts';
import { GitError } from '../../../scripts/support/git.ts';

// `npm run check -- --base REF` in process: a repository made here, whose first commit publishes
// a page /services that a later change deletes.
const fixture = fileURLToPath(new URL('../../fixtures/minimal', import.meta.url));
let repo: string;
let content: string;

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, '-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
    encoding: 'utf8',
  });
}

/** What the check with `--base ref` reports for the content as it is now: the report, or 'valid'. */
function checkAgainst(ref: string): string {
  const { catalog, errors } = validateContent(content, repo);
  if (!catalog) return formatContentErrors(errors);
  const vanished = checkVanishedAddresses(catalog, ref);
  return vanished.length === 0 ? 'valid' : formatContentErrors(vanished);
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'vanished-'));
  content = path.join(repo, 'content');
  cpSync(fixture, content, { recursive: true });
  writeFileSync(path.join(content, 'pages/services.mdx'), readFileSync(path.join(content, 'pages/blog.mdx')));
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('commit', '--quiet', '-m', 'Publish /services');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(repo, { recursive: true, force: true });
});

test('an address published at the base that is gone without a redirect is refused, naming the file that made it', () => {
  rmSync(path.join(content, 'pages/services.mdx'));
  expect(checkAgainst('main')).toBe(`Content check found 1 problem in 1 file:

content/pages/services.mdx
  The address /services, which this file made at main, is gone: links to it in posts, e-mails and other websites would break.
  Hint: Keep the page, or send its visitors on: add "- from: /services" and "to:" the page that replaces it to content/redirects.yaml.
`);
});

test('the same address is accepted once a redirect keeps it, and a renamed page keeps its own address alive', () => {
  git('mv', 'content/pages/services.mdx', 'content/pages/offers.mdx');
  expect(checkAgainst('HEAD')).toBe(`Content check found 1 problem in 1 file:

content/pages/services.mdx
  The address /services, which this file made at HEAD, is gone: links to it in posts, e-mails and other websites would break.
  Hint: Send its visitors on to /offers, which looks like its new address: add "- from: /services" and "to: /offers" to content/redirects.yaml. Or keep the page.
`);
  writeFileSync(path.join(content, 'redirects.yaml'), 'redirects:\n  - from: /services\n    to: /offers\n');
  expect(checkAgainst('HEAD')).toBe('valid');
  git('add', '.');
  git('commit', '--quiet', '-m', 'Rename /services to /offers');
  // Against the commit before the rename the redirect still counts; against the last, /offers is live.
  expect(checkAgainst('HEAD~1')).toBe('valid');
  expect(checkAgainst('HEAD')).toBe('valid');
});

test('a case study whose id changed leaves its old address behind like a deleted page', () => {
  const file = path.join(content, 'case-studies/1-first.mdx');
  writeFileSync(file, readFileSync(file, 'utf8').replace('id: 1', 'id: 2'));
  writeFileSync(
    path.join(content, 'pages/home.mdx'),
    readFileSync(path.join(content, 'pages/home.mdx'), 'utf8')
      .replace('stories: [1]', 'stories: [2]')
      .replace('(/blog/1)', '(/blog/2)'),
  );
  expect(checkAgainst('main')).toContain(
    'content/case-studies/1-first.mdx\n  The address /blog/1, which this file made at main, is gone',
  );
  expect(checkAgainst('main')).toContain('Hint: Send its visitors on to /blog/2, which looks like its new address');
});

test('a base git does not know is a mistake of the command, said in git words', () => {
  const { catalog } = validateContent(content, repo);
  expect(() => catalog && checkVanishedAddresses(catalog, 'origin/nowhere')).toThrow(GitError);
  expect(() => catalog && checkVanishedAddresses(catalog, 'origin/nowhere')).toThrow(
    'git knows no commit "origin/nowhere"',
  );
});

test('a published page turned back into a draft, or given a later day, is refused at that field: the built site would leave it out', () => {
  const services = path.join(content, 'pages/services.mdx');
  const published = readFileSync(services, 'utf8');
  writeFileSync(services, published.replace(/^---\n/, '---\ndraft: true\n'));
  expect(checkAgainst('main')).toBe(`Content check found 1 problem in 1 file:

content/pages/services.mdx:2:8  draft
  The address /services, published at main, would be gone: this file is a draft now, and the built site leaves it out.
  Hint: Keep it published: remove its "draft: true". Or send its visitors on while it is a draft: add "- from: /services" with its "to:" to content/redirects.yaml.
`);
  // Taken down for rework, with its visitors sent on meanwhile.
  writeFileSync(path.join(content, 'redirects.yaml'), 'redirects:\n  - from: /services\n    to: /blog\n');
  expect(checkAgainst('main')).toBe('valid');
  rmSync(path.join(content, 'redirects.yaml'));
  writeFileSync(services, published.replace(/^---\n/, '---\npublishDate: 2099-01-15\n'));
  expect(checkAgainst('main')).toContain(`content/pages/services.mdx:2:14  publishDate
  The address /services, published at main, would be gone: this file is scheduled for 2099-01-15 now, and the built site leaves it out.
  Hint: Keep it published: give its publishDate back a day that has passed.`);
});

test('a page that was a draft at the base was never published, so it may go without a redirect', () => {
  const services = path.join(content, 'pages/services.mdx');
  writeFileSync(services, readFileSync(services, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  git('commit', '--quiet', '-am', 'Hold /services back');
  rmSync(services);
  expect(checkAgainst('HEAD')).toBe('valid');
});

test('a case study the base schedules for a later day is not published yet, so it may stay scheduled or go; once live, it may not go', () => {
  const first = readFileSync(path.join(content, 'case-studies/1-first.mdx'), 'utf8');
  const scheduled = path.join(content, 'case-studies/2-next.mdx');
  writeFileSync(scheduled, first.replace('id: 1', 'id: 2').replace(/^date: .*$/m, 'date: 2099-01-15'));
  git('add', '.');
  git('commit', '--quiet', '-m', 'Schedule case study 2');
  expect(checkAgainst('HEAD')).toBe('valid');
  rmSync(scheduled);
  expect(checkAgainst('HEAD')).toBe('valid');
  // On its day the nightly build put it live, so from then on deleting it needs a redirect.
  vi.stubEnv('SITE_NOW', '2099-01-15');
  expect(checkAgainst('HEAD')).toContain(
    'The address /blog/2, which this file made at HEAD, is gone: links to it in posts, e-mails and other websites would break.',
  );
});

test("a tag's page is an address too: it is refused once no published case study carries the tag, and accepted with a redirect", () => {
  writeFileSync(
    path.join(content, 'tags.yaml'),
    'tags:\n  - id: events\n    label: Events\n    sentence: Stories of events filled with the right people.\n',
  );
  const story = path.join(content, 'case-studies/1-first.mdx');
  const untagged = readFileSync(story, 'utf8');
  writeFileSync(story, untagged.replace(/^date: /m, 'tags: [events]\ndate: '));
  git('add', '.');
  git('commit', '--quiet', '-m', 'Tag the first story');
  expect(checkAgainst('HEAD')).toBe('valid');
  writeFileSync(story, untagged);
  expect(checkAgainst('HEAD')).toBe(`Content check found 1 problem in 1 file:

content/tags.yaml:2:9  tags.0.id
  The address /blog/tag/events, the page of the tag "events" at HEAD, is gone: no published case study carries that tag now, so links to it would break.
  Hint: Give a published case study the tag "events" again, or send its visitors on: add "- from: /blog/tag/events" and "to: /blog" (or another page) to content/redirects.yaml.
`);
  writeFileSync(path.join(content, 'redirects.yaml'), 'redirects:\n  - from: /blog/tag/events\n    to: /blog\n');
  expect(checkAgainst('HEAD')).toBe('valid');
});

test("the tags' pages go with the list of stories: a draft blog page is named as the reason", () => {
  writeFileSync(
    path.join(content, 'tags.yaml'),
    'tags:\n  - id: events\n    label: Events\n    sentence: Stories of events filled with the right people.\n',
  );
  const story = path.join(content, 'case-studies/1-first.mdx');
  writeFileSync(story, readFileSync(story, 'utf8').replace(/^date: /m, 'tags: [events]\ndate: '));
  git('add', '.');
  git('commit', '--quiet', '-m', 'Tag the first story');
  const blog = path.join(content, 'pages/blog.mdx');
  writeFileSync(blog, readFileSync(blog, 'utf8').replace(/^---\n/, '---\ndraft: true\n'));
  writeFileSync(path.join(content, 'redirects.yaml'), 'redirects:\n  - from: /blog\n    to: /services\n');
  expect(checkAgainst('HEAD')).toBe(`Content check found 1 problem in 1 file:

content/tags.yaml:2:9  tags.0.id
  The address /blog/tag/events, the page of the tag "events" at HEAD, is gone: the page /blog does not list the stories now, so links to it would break.
  Hint: List the stories on /blog again, or send its visitors on: add "- from: /blog/tag/events" with its "to:" to content/redirects.yaml.
`);
});

test('a case study given a number another story had at the base is refused: links to that story would open this one', () => {
  const first = path.join(content, 'case-studies/1-first.mdx');
  const another = readFileSync(first, 'utf8')
    .replace('The First Case Study', 'Forty Meetings for a Freight Company')
    .replace('100+ registrations in 9 weeks', '40 meetings booked in one month')
    .replace('Event attendance increase', 'More meetings booked a month')
    .replace('The introduction of the first case study.', 'How a freight company filled its calendar.');
  rmSync(first);
  writeFileSync(path.join(content, 'case-studies/1-freight-meetings.mdx'), another);
  expect(checkAgainst('main')).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-freight-meetings.mdx:2:5  id
  The address /blog/1 showed another story at main, "The First Case Study" (content/case-studies/1-first.mdx): links to it in posts, e-mails and other websites would open this one instead.
  Hint: Give this case study a number no story has had, such as 2. If it is that story rewritten, keep its file name, 1-first.mdx.
`);
  // A draft from npm run new is named the same way, once, and the free number skips those that redirect.
  writeFileSync(
    path.join(content, 'case-studies/1-freight-meetings.mdx'),
    another.replace(/^---\n/, '---\ndraft: true\n'),
  );
  // The home page no longer names the story its editor is still writing.
  const home = path.join(content, 'pages/home.mdx');
  const homeBefore = readFileSync(home, 'utf8');
  const third = path.join(content, 'case-studies/3-third.mdx');
  writeFileSync(third, readFileSync(path.join(fixture, 'case-studies/1-first.mdx'), 'utf8').replace('id: 1', 'id: 3'));
  writeFileSync(home, homeBefore.replace('stories: [1]', 'stories: [3]').replace('(/blog/1)', '(/blog/3)'));
  writeFileSync(path.join(content, 'redirects.yaml'), 'redirects:\n  - from: /blog/2\n    to: /blog\n');
  const report = checkAgainst('main');
  expect(report).toContain('Content check found 1 problem in 1 file:');
  expect(report).toContain('Hint: Give this case study a number no story has had, such as 4.');
  rmSync(path.join(content, 'redirects.yaml'));
  writeFileSync(home, homeBefore);
  rmSync(third);
  // The same story under a new file name keeps its address.
  rmSync(path.join(content, 'case-studies/1-freight-meetings.mdx'));
  writeFileSync(
    path.join(content, 'case-studies/1-the-first.mdx'),
    readFileSync(path.join(fixture, 'case-studies/1-first.mdx')),
  );
  expect(checkAgainst('main')).toBe('valid');
});
