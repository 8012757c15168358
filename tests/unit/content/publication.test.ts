import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { formatContentErrors } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { scheduledEntries, siteNow } from '../../../scripts/content/publication.ts';
import { atomFeed } from '../../../scripts/site-files/feed.ts';
import { sitemapEntries } from '../../../scripts/site-files/sitemap.ts';

const fixture = fileURLToPath(new URL('../../fixtures/minimal', import.meta.url));
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** Noon in London on 1 June 2026: "today" for every test here. */
const now = new Date('2026-06-01T11:00:00Z');

/** A copy of the minimal fixture, each file named from the content folder set to its text or made by its function from its text ('' for a new file). */
function contentWith(files: Record<string, string | ((source: string) => string)>): { repo: string; content: string } {
  const repo = mkdtempSync(path.join(tmpdir(), 'publication-'));
  copies.push(repo);
  const content = path.join(repo, 'content');
  cpSync(fixture, content, { recursive: true });
  for (const [file, change] of Object.entries(files)) {
    const target = path.join(content, file);
    const source = existsSync(target) ? readFileSync(target, 'utf8') : '';
    writeFileSync(target, typeof change === 'string' ? change : change(source));
  }
  return { repo, content };
}

/** Adds `lines` to a file's frontmatter, after its opening `---`. */
function withFrontmatter(lines: string): (source: string) => string {
  return (source) => {
    if (!source.startsWith('---\n')) throw new Error('The fixture file has no frontmatter to add to.');
    return `---\n${lines}\n${source.slice(4)}`;
  };
}

/** A second case study, made from the fixture's first with the id given and `lines` added. */
function secondCaseStudy(id: number, lines: string): (source: string) => string {
  return () =>
    withFrontmatter(lines)(
      readFileSync(path.join(fixture, 'case-studies/1-first.mdx'), 'utf8').replace(/^id: 1$/m, `id: ${id}`),
    );
}

/** The check's report, or 'valid'. */
function report(content: string, repo: string): string {
  const { errors } = validateContent(content, repo, undefined, { now });
  return errors.length === 0 ? 'valid' : formatContentErrors(errors);
}

test('a draft, a case study dated later and an entry with a later publishDate are checked, marked and left out of the build', () => {
  const { repo, content } = contentWith({
    'case-studies/2-draft.mdx': secondCaseStudy(2, 'draft: true'),
    'case-studies/3-later.mdx': (source) => secondCaseStudy(3, '')(source).replace(/^date: .*$/m, 'date: 2026-06-02'),
    'faq/how-fast.mdx': withFrontmatter('publishDate: 2026-07-01'),
    'pages/extra.mdx': () =>
      withFrontmatter('draft: true')(readFileSync(path.join(fixture, 'pages/faq.mdx'), 'utf8')).replace(
        'type: FaqAccordion',
        'type: CallToAction\n    heading: Extra\n    button:\n      label: Book\n      href: booking',
      ),
  });

  const checked = validateContent(content, repo, undefined, { now });
  expect(checked.errors).toEqual([]);
  const marks = (entries: { file: string; unpublished?: unknown }[]) =>
    entries.filter((entry) => entry.unpublished).map(({ file, unpublished }) => [file, unpublished]);
  expect(marks([...checked.catalog!.pages, ...checked.catalog!.caseStudies, ...checked.catalog!.faq])).toEqual([
    ['content/pages/extra.mdx', { reason: 'draft' }],
    ['content/case-studies/2-draft.mdx', { reason: 'draft' }],
    ['content/case-studies/3-later.mdx', { reason: 'scheduled', day: '2026-06-02' }],
    ['content/faq/how-fast.mdx', { reason: 'scheduled', day: '2026-07-01' }],
  ]);

  const built = validateContent(content, repo, undefined, { now, onlyPublished: true }).catalog!;
  expect(built.pages.map((page) => page.slug)).toEqual(['blog', 'faq', 'home']);
  expect(built.caseStudies.map((entry) => entry.data.id)).toEqual([1]);
  expect(built.faq.map((entry) => entry.slug)).toEqual(['what-do-you-do']);

  // On its day it is published.
  const nextDay = validateContent(content, repo, undefined, { now: new Date('2026-06-02T00:00:00+01:00') });
  expect(nextDay.catalog!.caseStudies.find((entry) => entry.data.id === 3)?.unpublished).toBeUndefined();
});

test('the day begins at midnight in the time zone the site settings name', () => {
  const lateEvening = new Date('2026-06-01T23:30:00Z');
  const scheduled = (siteYaml: (source: string) => string) => {
    const { repo, content } = contentWith({
      'faq/how-fast.mdx': withFrontmatter('publishDate: 2026-06-02'),
      'site.yaml': siteYaml,
    });
    return validateContent(content, repo, undefined, { now: lateEvening }).catalog!.faq.find(
      (entry) => entry.slug === 'how-fast',
    )?.unpublished;
  };
  // 00:30 on 2 June in London (summer time, the default zone); still 1 June in UTC and in New York.
  expect(scheduled((source) => source)).toBeUndefined();
  expect(scheduled((source) => `timeZone: UTC\n${source}`)).toEqual({ reason: 'scheduled', day: '2026-06-02' });
  expect(scheduled((source) => `timeZone: America/New_York\n${source}`)).toEqual({
    reason: 'scheduled',
    day: '2026-06-02',
  });
});

test("the site's day, in its time zone, dates what git cannot: the sitemap's pages outside a checkout, and the feed with no case study", () => {
  const lateEvening = new Date('2026-06-01T23:30:00Z');
  const today = (siteYaml: (source: string) => string) => {
    const { repo, content } = contentWith({ 'site.yaml': siteYaml });
    const catalog = validateContent(content, repo, undefined, { now: lateEvening }).catalog!;
    const pageDays = sitemapEntries(catalog, repo)
      .filter((entry) => !entry.url.includes('/blog/'))
      .map((entry) => entry.lastModified);
    const feedDay = /<updated>(\d{4}-\d{2}-\d{2})T/.exec(atomFeed({ ...catalog, caseStudies: [] }))?.[1];
    return { catalog: catalog.today, pages: [...new Set(pageDays)], feed: feedDay };
  };
  // 00:30 on 2 June in London (summer time, the default zone); still 1 June in UTC and in New York.
  expect(today((source) => source)).toEqual({ catalog: '2026-06-02', pages: ['2026-06-02'], feed: '2026-06-02' });
  expect(today((source) => `timeZone: America/New_York\n${source}`)).toEqual({
    catalog: '2026-06-01',
    pages: ['2026-06-01'],
    feed: '2026-06-01',
  });
});

test('a time zone that does not exist is named at its line', () => {
  const { repo, content } = contentWith({ 'site.yaml': (source) => `timeZone: Europe/Londn\n${source}` });
  expect(report(content, repo)).toBe(
    [
      'Content check found 1 problem in 1 file:',
      '',
      'content/site.yaml:1:11  timeZone',
      '  This is not a time zone name.',
      '  Found: "Europe/Londn"',
      '  Hint: Write a name like Europe/London, America/New_York or UTC.',
      '',
    ].join('\n'),
  );
});

test('a published page that shows a draft case study is an error naming both files', () => {
  const { repo, content } = contentWith({ 'case-studies/1-first.mdx': withFrontmatter('draft: true') });
  expect(report(content, repo)).toBe(
    [
      'Content check found 2 problems in 1 file:',
      '',
      'content/pages/home.mdx:16:15  sections.1.stories.0',
      '  This refers to case study 1 (content/case-studies/1-first.mdx), which is a draft: the built site leaves it out, so the reference would lead nowhere.',
      '  Found: 1',
      '  Hint: Refer to something published instead, or publish content/case-studies/1-first.mdx first: remove its "draft: true".',
      '',
      'content/pages/home.mdx:38:10',
      '  This refers to the page /blog/1 (content/case-studies/1-first.mdx), which is a draft: the built site leaves it out, so the reference would lead nowhere.',
      '  Found: "/blog/1"',
      '  Hint: Refer to something published instead, or publish content/case-studies/1-first.mdx first: remove its "draft: true".',
      '',
    ].join('\n'),
  );
});

test('a link to a scheduled page names its day; a draft may refer to another draft', () => {
  const { repo, content } = contentWith({
    'pages/faq.mdx': withFrontmatter('publishDate: 2026-06-10'),
    'faq/how-fast.mdx': (source) => `${source}\nSee [all questions](/faq).\n`,
    'faq/what-do-you-do.mdx': (source) => withFrontmatter('draft: true')(`${source}\nSee [all questions](/faq).\n`),
  });
  const { errors } = validateContent(content, repo, undefined, { now });
  expect(errors.map(({ file, field, problem, hint }) => ({ file, field, problem, hint }))).toEqual([
    {
      file: 'content/site.yaml',
      field: 'header.links.1.href',
      problem:
        'This refers to the page /faq (content/pages/faq.mdx), which is scheduled for 2026-06-10: the built site leaves it out, so the reference would lead nowhere.',
      hint: 'Refer to something published instead, or add this on 2026-06-10, when content/pages/faq.mdx goes live.',
    },
    expect.objectContaining({ file: 'content/faq/how-fast.mdx', field: undefined }),
  ]);
});

test('a scheduled entry may name only what is live by its day: on that day the build would fail otherwise', () => {
  const { repo, content } = contentWith({
    'case-studies/2-next.mdx': secondCaseStudy(2, 'publishDate: 2026-06-20'),
    'faq/how-fast.mdx': (source) =>
      withFrontmatter('publishDate: 2026-06-10')(`${source}\nSee [the story](/blog/2).\n`),
    'faq/what-do-you-do.mdx': (source) =>
      withFrontmatter('publishDate: 2026-06-25')(`${source}\nSee [the story](/blog/2).\n`),
  });
  expect(report(content, repo)).toBe(
    [
      'Content check found 1 problem in 1 file:',
      '',
      `content/faq/how-fast.mdx:${readFileSync(path.join(content, 'faq/how-fast.mdx'), 'utf8').split('\n').length - 1}:5`,
      '  This file goes live on 2026-06-10 and refers to the page /blog/2 (content/case-studies/2-next.mdx), which is scheduled for 2026-06-20: on 2026-06-10 the reference would lead nowhere, and the build would fail.',
      '  Found: "/blog/2"',
      '  Hint: Schedule this file for 2026-06-20 or later, or content/case-studies/2-next.mdx for 2026-06-10 or earlier.',
      '',
    ].join('\n'),
  );
});

test("a tag's list that only held-back case studies make is no page of the built site; a held-back page with a redirect may be linked", () => {
  const { repo, content } = contentWith({
    'tags.yaml':
      'tags:\n  - id: events\n    label: Events\n    sentence: Stories of events filled with the right people.\n',
    'case-studies/2-next.mdx': secondCaseStudy(2, 'draft: true\ntags: [events]'),
    'faq/how-fast.mdx': (source) => `${source}\nSee [events](/blog/tag/events).\n`,
    'pages/faq.mdx': withFrontmatter('draft: true'),
    'redirects.yaml': 'redirects:\n  - from: /faq\n    to: /blog\n',
    'faq/what-do-you-do.mdx': (source) => `${source}\nSee [all questions](/faq).\n`,
  });
  const { errors } = validateContent(content, repo, undefined, { now });
  expect(errors.map(({ file, problem }) => ({ file, problem }))).toEqual([
    {
      file: 'content/faq/how-fast.mdx',
      problem:
        'This refers to the page /blog/tag/events, whose case studies are all drafts or scheduled: the built site leaves it out, so the reference would lead nowhere.',
    },
  ]);
});

test("a scheduled entry may link to a tag's list only once a case study with the tag is live on its day", () => {
  const { repo, content } = contentWith({
    'tags.yaml':
      'tags:\n  - id: events\n    label: Events\n    sentence: Stories of events filled with the right people.\n',
    'case-studies/2-next.mdx': secondCaseStudy(2, 'publishDate: 2026-06-20\ntags: [events]'),
    'faq/how-fast.mdx': (source) =>
      withFrontmatter('publishDate: 2026-06-10')(`${source}\nSee [events](/blog/tag/events).\n`),
    'faq/what-do-you-do.mdx': (source) =>
      withFrontmatter('publishDate: 2026-06-20')(`${source}\nSee [events](/blog/tag/events).\n`),
  });
  const { errors } = validateContent(content, repo, undefined, { now });
  expect(errors.map(({ file, problem, hint }) => ({ file, problem, hint }))).toEqual([
    {
      file: 'content/faq/how-fast.mdx',
      problem:
        'This file goes live on 2026-06-10 and refers to the page /blog/tag/events, whose case studies are drafts or scheduled for later: on 2026-06-10 the reference would lead nowhere, and the build would fail.',
      hint: 'Schedule this file for 2026-06-20 or later, when the page is there, or refer to something published.',
    },
  ]);
});

test('the home page cannot be held back', () => {
  const { repo, content } = contentWith({ 'pages/home.mdx': withFrontmatter('draft: true') });
  expect(report(content, repo)).toContain(
    'content/pages/home.mdx:2:8  draft\n  The home page is a draft, but the site cannot be built without its home page.',
  );
});

test('the check lists what is scheduled, soonest first', () => {
  const { repo, content } = contentWith({
    'case-studies/2-later.mdx': (source) => secondCaseStudy(2, '')(source).replace(/^date: .*$/m, 'date: 2026-09-01'),
    'faq/how-fast.mdx': withFrontmatter('publishDate: 2026-07-01'),
    'faq/what-do-you-do.mdx': withFrontmatter('draft: true\npublishDate: 2026-06-15'),
  });
  const { catalog } = validateContent(content, repo, undefined, { now });
  expect(scheduledEntries(catalog!)).toEqual([
    { file: 'content/faq/how-fast.mdx', day: '2026-07-01' },
    { file: 'content/case-studies/2-later.mdx', day: '2026-09-01' },
  ]);
});

test('SITE_NOW sets the moment content is published as of, and a mistake in it is named', () => {
  expect(siteNow('2026-12-03').toISOString()).toBe('2026-12-03T00:00:00.000Z');
  expect(siteNow('2026-12-03T09:00:00+01:00').toISOString()).toBe('2026-12-03T08:00:00.000Z');
  expect(() => siteNow('tomorrow')).toThrow(
    'SITE_NOW is "tomorrow", which is not a date; write it like 2026-12-03 or 2026-12-03T09:00:00Z.',
  );
  expect(Math.abs(siteNow('').getTime() - Date.now())).toBeLessThan(60_000);
});
