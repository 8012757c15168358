import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { formatContentWarnings } from '../../../scripts/content/errors.ts';
import { contentWarnings } from '../../../scripts/content/index.ts';
import { checkFixture, minimalFixture, replace, validateFixture } from '../../support/minimal-fixture.ts';

// The mistake corpus, frontmatter and YAML (body-and-link-mistakes.test.ts has the rest): each editor mistake,
// applied to a copy of the fixture site, and the exact report `npm run check` (and the build,
// and the dev overlay) prints for it.

const caseStudy = 'case-studies/1-first.mdx';

test('the fixture site is valid', () => {
  expect(checkFixture()).toBe('valid');
});

test('a misspelt key is named with the field it was meant to be', () => {
  expect(
    checkFixture({ 'pages/home.mdx': replace('    headline: Scale', '    headlin: Scale') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:8:5  sections.0.headlin
  Unknown field "headlin".
  Hint: Did you mean "headline"? Fields allowed here: "type", "badge", "headline", "highlight", "text", "buttons", "decorated".
`);
});

test('a missing required field names the field to add', () => {
  expect(
    checkFixture({ [caseStudy]: replace('excerpt: What happened first.\n', '') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:2:1  excerpt
  This field is required but missing. It should be text.
  Hint: Add a line "excerpt: ..." here.
`);
});

test('an empty required text is an error', () => {
  expect(
    checkFixture({ [caseStudy]: replace('title: The First Case Study', 'title: ""') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:3:8  title
  This text is empty.
  Found: ""
  Hint: Write the text between the quotes, or after the colon.
`);
});

test('a word where a number belongs is the wrong type', () => {
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('order: 2', 'order: second') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:3:8  order
  Expected a number.
  Found: "second"
  Hint: Write a number without quotes, e.g. 5.
`);
});

test('bad YAML indentation gives the file line', () => {
  expect(
    checkFixture({ [caseStudy]: replace('  card: 5', '   card: 5') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:11:1
  This line is indented differently from the lines around it.
  Hint: Line the field up with the other fields of the same group, using spaces.
`);
});

test('an unclosed quote points at the line where it opens', () => {
  expect(
    checkFixture({ [caseStudy]: replace('title: The First Case Study', 'title: "The First Case Study') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:3:8
  A quote or bracket is opened but never closed.
  Hint: Close the quote (" or ') or bracket on the same line it starts on. If the bracket is part of the text, put the whole value in double quotes.
`);
});

test('an unclosed bracket points at the line where it opens, not at the next field', () => {
  expect(
    checkFixture({ [caseStudy]: replace('title: The First Case Study', 'title: [Draft The First Case Study') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:3:8
  A quote or bracket is opened but never closed.
  Hint: Close the quote (" or ') or bracket on the same line it starts on. If the bracket is part of the text, put the whole value in double quotes.
`);
});

test('a closed list in brackets reads, and a mistake below it is blamed on its own line', () => {
  for (const bracketed of [
    replace('keywords:\n  - events', "keywords: [women's events, leads]"),
    replace('keywords:\n  - events', 'keywords: [\n    events, # [old\n    leads\n  ]'),
  ]) {
    expect(checkFixture({ [caseStudy]: bracketed })).toBe('valid');
    const mistakeBelow = (source: string) =>
      bracketed(source).replace('  company: Brightpath', '   company: Brightpath');
    expect(checkFixture({ [caseStudy]: mistakeBelow })).toMatch(
      /^content\/case-studies\/1-first\.mdx:\d+:1\n {2}This line is indented differently from the lines around it\.$/m,
    );
  }
});

test('a tab used for indentation is reported once', () => {
  expect(
    checkFixture({ [caseStudy]: replace('  card: 5', '\tcard: 5') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:10:1
  A tab is used to indent a line. YAML only accepts spaces for indentation.
  Hint: Replace the tab at the start of the line with spaces (two per level).
`);
});

test('a tab inside a section is the one problem named: the fields below it are not blamed for it', () => {
  expect(
    checkFixture({
      'pages/home.mdx': replace('    headline: Scale Your Sales Pipeline', '\theadline: Scale Your Sales Pipeline'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:8:1
  A tab is used to indent a line. YAML only accepts spaces for indentation.
  Hint: Replace the tab at the start of the line with spaces (two per level). The lines below it are checked again once it is mended.
`);
});

test('a colon in an unquoted value is named as such, with the value quoted in the hint', () => {
  expect(
    checkFixture({
      'pages/home.mdx': replace('    headline: Scale Your Sales Pipeline', '    headline: Pipeline: Scale It'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:8:15
  This value has a colon followed by a space, which YAML reads as the start of another field.
  Found: "Pipeline: Scale It"
  Hint: Put the value in quotes: headline: "Pipeline: Scale It"
`);
});

test('yes for a switch is named, with how to write it', () => {
  expect(
    checkFixture({ [caseStudy]: replace('id: 1', 'id: 1\ndraft: yes') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:3:8  draft
  Expected true or false.
  Found: "yes"
  Hint: Write true or false, without quotes (draft: true); yes and no are not understood.
`);
});

test('a day that is not in the calendar is named as such, in the right form', () => {
  for (const date of ['2025-13-18', '2025-02-30']) {
    expect(checkFixture({ [caseStudy]: replace('date: 2025-03-18', `date: ${date}`) })).toBe(
      `Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:8:7  date
  This day is not in the calendar: the month is not 01 to 12, or it has fewer days.
  Found: "${date}"
  Hint: Check the month and the day: 2025-02-28 for the end of February (29 in a leap year), 2025-04-30 for April.
`,
    );
  }
});

test('a date in words is not a date', () => {
  expect(
    checkFixture({ [caseStudy]: replace('date: 2025-03-18', 'date: March 18, 2025') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:8:7  date
  This is not a date in the form YYYY-MM-DD.
  Found: "March 18, 2025"
  Hint: Write the date like 2025-03-14 (year, month, day).
`);
});

test('a case study id in words fails', () => {
  expect(checkFixture({ [caseStudy]: replace('id: 1', 'id: one') })).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:2:5  id
  Expected a number.
  Found: "one"
  Hint: Write a number without quotes, e.g. 5.
`);
});

test('a case study id with decimals fails', () => {
  expect(checkFixture({ [caseStudy]: replace('id: 1', 'id: 1.5') })).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:2:5  id
  Expected a whole number.
  Found: 1.5
`);
});

test('frontmatter that is never closed is reported', () => {
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('---\n\nResults', '\nResults') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:1:1
  The frontmatter block is never closed.
  Hint: Add a line of three dashes (---) after the last field.
`);
});

test('text with an unquoted colon gets the quoted version as a hint', () => {
  expect(
    checkFixture({ [caseStudy]: replace('  - LinkedIn invitations', '  - Step 1: LinkedIn invitations') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:29:7  solution.points.0
  This text contains a colon followed by a space, so YAML read it as a field and a value.
  Hint: Put the whole text in double quotes: "Step 1: LinkedIn invitations"
`);
});

test('a text that starts with an asterisk, which YAML reads as a reference, gets the quoted version as a hint', () => {
  expect(
    checkFixture({ [caseStudy]: replace('  - events', '  - *events') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:13:5  keywords.0
  A value that starts with "*" is read as a reference to an earlier value marked "&events", and there is none.
  Found: "*events"
  Hint: To start the text with an asterisk, put the whole text in double quotes: "*events"
`);
});

test('a reference to a value marked earlier in the file is read as that value', () => {
  const markAuthor = replace('author: Sofia Lindqvist', 'author: &author Sofia Lindqvist');
  const referToAuthor = replace('  author: Emma Hartley', '  author: *author');
  const { catalog, errors } = validateFixture({ [caseStudy]: (source) => referToAuthor(markAuthor(source)) });
  expect(errors).toEqual([]);
  expect(catalog?.caseStudies[0]?.data.testimonial?.author).toBe('Sofia Lindqvist');
});

test('Windows line endings and a byte-order mark are accepted', () => {
  expect(checkFixture({ [caseStudy]: (source) => `\uFEFF${source.replace(/\n/g, '\r\n')}` })).toBe('valid');
});

test('every problem in every file is reported in one run', () => {
  const report = checkFixture({
    [caseStudy]: replace('id: 1', 'id: one'),
    'faq/how-fast.mdx': replace('order: 2', 'order: second'),
  });
  expect(report).toMatch(/^Content check found 2 problems in 2 files:/);
  expect(report).toContain('content/case-studies/1-first.mdx:2:5  id');
  expect(report).toContain('content/faq/how-fast.mdx:3:8  order');
});

test('a case study whose file name says another id is a warning naming both numbers and the new file name', () => {
  const firstStudy = readFileSync(path.join(minimalFixture, caseStudy), 'utf8');
  const { catalog, errors } = validateFixture({
    'case-studies/5-copied.mdx': firstStudy.replace('id: 1', 'id: 6'),
  });
  expect(errors).toEqual([]);
  expect(
    catalog && formatContentWarnings(contentWarnings(catalog)),
  ).toBe(`Content check: 1 warning (the site still builds):

content/case-studies/5-copied.mdx:2:5  id
  The file name says case study 5, but its id is 6: its address is /blog/6.
  Found: 6
  Hint: Rename the file to 6-copied.mdx, or set id: 5 if that is the address it should have.
`);
});

test("a copy that keeps the name of the story it came from is told to rename, not to take that story's id", () => {
  const firstStudy = readFileSync(path.join(minimalFixture, caseStudy), 'utf8');
  const { catalog } = validateFixture({ 'case-studies/1-copy.mdx': firstStudy.replace('id: 1', 'id: 2') });
  expect(catalog && contentWarnings(catalog).map((warning) => warning.hint)).toEqual([
    'Rename the file to 2-copy.mdx.',
  ]);
});

test('the quotes a colon hint suggests keep a backslash and a comment as they were', () => {
  expect(
    checkFixture({
      'pages/home.mdx': replace('    headline: Scale Your Sales Pipeline', '    headline: Path: C:\\Sales # old'),
    }),
  ).toContain(`Hint: Put the value in quotes: headline: 'Path: C:\\Sales'`);
});
