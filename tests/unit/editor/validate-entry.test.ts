import { expect, test } from 'vitest';
import { entryText, validateEntry } from '../../../scripts/editor/validate-entry.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixtureSite } from '../../support/project-copy.ts';

/** The home page's frontmatter and body as the editor holds them. */
function homeData(): Record<string, unknown> {
  const [, frontmatter = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/.exec(readFileSync(path.join(fixtureSite, 'pages/home.mdx'), 'utf8')) ?? [];
  return { ...(parse(frontmatter) as Record<string, unknown>), body };
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
