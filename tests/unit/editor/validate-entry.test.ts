import { expect, test } from 'vitest';
import { entryText, validateEntry } from '../../../scripts/editor/validate-entry.ts';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureSite } from '../../support/project-copy.ts';

/** A file's frontmatter and body as the editor holds them. */
function entryData(file: string): Record<string, unknown> {
  const [, frontmatter = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/.exec(readFileSync(path.join(fixtureSite, file), 'utf8')) ?? [];
  return { ...(parse(frontmatter) as Record<string, unknown>), body };
}

/** The home page's frontmatter and body as the editor holds them. */
function homeData(): Record<string, unknown> {
  return entryData('pages/home.mdx');
}

test('an FAQ entry the check accepts may be saved', () => {
  expect(
    validateEntry(fixtureSite, {
      collection: 'faq',
      path: 'faq/pricing.mdx',
      data: { question: 'What does it cost?', order: 5, body: 'From $1,250 a month.' },
    }),
  ).toEqual([]);
});

test('a new FAQ entry that takes an order already used is refused with the check’s own message', () => {
  const errors = validateEntry(fixtureSite, {
    collection: 'faq',
    data: { question: 'Do you work with start-ups?', order: 1, body: 'Yes.' },
  });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^content\/faq\/\S+\.mdx:3:8 {2}order\n {2}The FAQ order 1 is already used by content\/faq\/\S+\.mdx\./,
  );
  expect(errors[0]).toContain('Hint: Give each entry its own position; the next free one is 14.');
});

test('the lines a message names are those of the file as it will be saved, blank lines and all', () => {
  const data = homeData();
  const sections = data.sections as Record<string, unknown>[];
  const index = sections.findIndex((section) => section.type === 'SuccessStories');
  sections[index] = { ...sections[index], heading: '' };
  const line =
    readFileSync(path.join(fixtureSite, 'pages/home.mdx'), 'utf8')
      .split('\n')
      .indexOf('    heading: Client Success Stories') + 1;
  const [message] = validateEntry(fixtureSite, { collection: 'pages', path: 'pages/home.mdx', data });
  expect(message?.startsWith(`content/pages/home.mdx:${line}:`), message).toBe(true);
  expect(message).toContain(`sections.${index}.heading`);
});

test('a page section with a link the site cannot use is refused, naming the field', () => {
  const errors = validateEntry(fixtureSite, {
    collection: 'pages',
    path: 'pages/faq.mdx',
    data: {
      title: 'FAQ',
      description: 'Questions.',
      keywords: ['faq'],
      sections: [
        { type: 'Hero', headline: 'FAQ', text: 'Answers.', buttons: [{ label: 'Go', href: 'javascript:alert(1)' }] },
        { type: 'FaqAccordion' },
      ],
    },
  });
  expect(errors.join('\n')).toContain('sections.0.buttons.0.href');
});

test('an entry outside its collection’s folder is not written anywhere', () => {
  expect(() => validateEntry(fixtureSite, { collection: 'faq', path: '../site.yaml', data: {} })).toThrow(
    'is not a file of faq/',
  );
});

test('the text checked is frontmatter, a blank line and the body', () => {
  expect(entryText({ collection: 'faq', data: { question: 'Why?', order: 2, body: 'Because.' } })).toBe(
    '---\nquestion: Why?\norder: 2\n---\n\nBecause.\n',
  );
});

test('the redirects file is checked as npm run check checks it', () => {
  expect(
    validateEntry(fixtureSite, {
      collection: 'redirects',
      data: {
        redirects: [
          { from: '/our-services', to: '/services' },
          { from: '/services', to: '/faq' },
        ],
      },
    }),
  ).toEqual([
    `content/redirects.yaml:5:11  redirects.1.from
  The address /services is a page of the site (content/pages/services.mdx), so it cannot redirect.
  Found: "/services"
  Hint: Remove this redirect, or rename or delete the page whose address it takes.`,
  ]);
});

test('a case study whose id changes is refused until a redirect keeps its address of the last commit; so is switching Draft on', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'editor-vanished-'));
  const content = path.join(repo, 'content');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args]);
  try {
    cpSync(fixtureSite, content, { recursive: true });
    const home = path.join(content, 'pages/home.mdx');
    writeFileSync(home, readFileSync(home, 'utf8').replace('stories: [1, 2]', 'stories: [2]'));
    git('init', '--quiet', '--initial-branch=main');
    git('add', '.');
    git('commit', '--quiet', '-m', 'Publish');
    const file = 'case-studies/1-brightpath-product-summit.mdx';
    const entry = { collection: 'case-studies', path: file, data: { ...entryData(file), id: 9 } };
    expect(validateEntry(content, entry)).toEqual([
      `content/${file}
  The address /blog/1, which this file made at HEAD, is gone: links to it in posts, e-mails and other websites would break.
  Hint: Send its visitors on to /blog/9, which looks like its new address: add "- from: /blog/1" and "to: /blog/9" to content/redirects.yaml. Or keep the page.`,
    ]);
    const redirects = path.join(content, 'redirects.yaml');
    const noRedirects = readFileSync(redirects, 'utf8');
    writeFileSync(redirects, 'redirects:\n  - from: /blog/1\n    to: /blog/9\n');
    expect(validateEntry(content, entry)).toEqual([]);
    // Switching Draft on takes a live case study off the site as surely as a new id does, and with
    // it the pages of the tags no other story carries.
    writeFileSync(redirects, noRedirects);
    const drafted = { collection: 'case-studies', path: file, data: { ...entryData(file), draft: true } };
    expect(validateEntry(content, drafted)).toEqual([
      expect.stringContaining('The address /blog/1, published at HEAD, would be gone: this file is a draft now'),
      expect.stringContaining('The address /blog/tag/software, the page of the tag "software" at HEAD, is gone'),
      expect.stringContaining('The address /blog/tag/events, the page of the tag "events" at HEAD, is gone'),
    ]);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
