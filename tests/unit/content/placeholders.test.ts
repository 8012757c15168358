import { expect, test } from 'vitest';
import { validateContent } from '../../../scripts/content/index.ts';
import { withFixture } from '../../support/minimal-fixture.ts';

/** The content errors of the minimal fixture with its second FAQ entry written as `source`, as of 1 June 2026. */
function errorsWithFaq(source: string) {
  return withFixture(
    { 'faq/how-fast.mdx': source },
    (contentRoot, repo) =>
      validateContent(contentRoot, repo, undefined, { now: new Date('2026-06-01T12:00:00Z') }).errors,
  );
}

const problem =
  'This is still a placeholder from npm run new, and the file is not a draft: visitors would read it on the site.';
const hint =
  'Write the real text in its place. Until the entry is finished, keep it a draft: "draft: true" at the top of its frontmatter, or the Draft switch in the browser editor.';

test('a placeholder in a published file is named at its line, column and field, in the frontmatter and in the body', () => {
  const errors = errorsWithFaq(
    [
      '---',
      'question: >-',
      '  TODO: the question,',
      '  folded on two lines',
      'order: 2',
      '---',
      '',
      'Intro.',
      '',
      'TODO: The answer.',
      '',
    ].join('\n'),
  );
  expect(errors).toEqual([
    {
      file: 'content/faq/how-fast.mdx',
      line: 2,
      column: 11,
      field: 'question',
      problem,
      found: '"TODO: the question, folded on two lines"',
      hint,
    },
    { file: 'content/faq/how-fast.mdx', line: 10, column: 1, problem, found: '"TODO: The answer."', hint },
  ]);
});

test('a scheduled file holds no placeholder either: it goes live on its day without another edit', () => {
  const errors = errorsWithFaq(
    '---\nquestion: How fast?\norder: 2\npublishDate: 2026-07-01\n---\n\nTODO: The answer.\n',
  );
  expect(errors.map(({ line, column }) => `${line}:${column}`)).toEqual(['7:1']);
});

test('a draft may hold placeholders; comments and a "TODO:" further into a sentence are not placeholders', () => {
  expect(
    errorsWithFaq('---\ndraft: true\nquestion: "TODO: the question"\norder: 2\n---\n\nTODO: The answer.\n'),
  ).toEqual([]);
  expect(
    errorsWithFaq(
      [
        '---',
        '# TODO: ask legal whether we may say this',
        'question: How fast are results?',
        'order: 2',
        '---',
        '',
        '{/* TODO: update the figure after Q3 */}',
        '',
        'Results in 2-3 weeks. Our onboarding list is headed TODO: and has three steps.',
        '',
      ].join('\n'),
    ),
  ).toEqual([]);
});
