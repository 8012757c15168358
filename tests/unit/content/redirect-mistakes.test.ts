import { expect, test } from 'vitest';
import { formatContentWarnings } from '../../../scripts/content/errors.ts';
import { redirectedLinks } from '../../../scripts/content/redirected-links.ts';
import { resolveRedirects } from '../../../scripts/content/redirects.ts';
import { checkFixture, replace, validateFixture } from '../../support/minimal-fixture.ts';

// content/redirects.yaml like every content file: each mistake with the exact report `npm run check` prints.

/** The redirects file with these entries, as an editor writes it. */
function redirectsFile(...entries: string[]): string {
  return `# Old addresses and where they go now.\nredirects:\n${entries.map((entry) => `  - ${entry.replace(/\n/g, '\n    ')}\n`).join('')}`;
}

test('a site without a redirects file, or with an empty list, is valid', () => {
  expect(checkFixture()).toBe('valid');
  expect(checkFixture({ 'redirects.yaml': 'redirects: []\n' })).toBe('valid');
  expect(checkFixture({ 'redirects.yaml': '# Nothing moved yet.\n' })).toBe('valid');
});

test('an old address that is a page of the site is named with the page', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /faq\nto: /blog') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:3:11  redirects.0.from
  The address /faq is a page of the site (content/pages/faq.mdx), so it cannot redirect.
  Found: "/faq"
  Hint: Remove this redirect, or rename or delete the page whose address it takes.
`);
});

test('a case study address that still exists cannot redirect either, written with a final slash or not', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /blog/1/\nto: /blog') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:3:11  redirects.0.from
  The address /blog/1 is a page of the site (content/case-studies/1-first.mdx), so it cannot redirect.
  Found: "/blog/1/"
  Hint: Remove this redirect, or rename or delete the page whose address it takes.
`);
});

test("a tag's page is a page of the site too: its address cannot redirect while a story carries the tag", () => {
  const report = checkFixture({
    'tags.yaml':
      'tags:\n  - id: events\n    label: Events\n    sentence: Stories of events filled with the right people.\n',
    'case-studies/1-first.mdx': replace('date: ', 'tags: [events]\ndate: '),
    'redirects.yaml': redirectsFile('from: /blog/tag/events\nto: /blog'),
  });
  expect(report).toContain(
    'The address /blog/tag/events is a page of the site (content/pages/blog.mdx), so it cannot redirect.',
  );
});

test("a draft's address may redirect while it is held back; a scheduled page's may not, since it goes live by itself", () => {
  const heldBack = (line: string) => ({
    'redirects.yaml': redirectsFile('from: /faq\nto: /'),
    'pages/faq.mdx': (source: string) => source.replace(/^---\n/, `---\n${line}\n`),
    // Nothing published may lead to the page meanwhile.
    'site.yaml': replace('href: /faq', 'href: /'),
  });
  expect(checkFixture(heldBack('draft: true'))).toBe('valid');
  expect(checkFixture(heldBack('publishDate: 2099-01-15'))).toContain(
    'The address /faq is a page of the site (content/pages/faq.mdx), so it cannot redirect.',
  );
});

test('a target that is a draft is refused, as the header link to it is: the built site leaves it out', () => {
  expect(
    checkFixture({
      'redirects.yaml': redirectsFile('from: /services\nto: /faq'),
      'pages/faq.mdx': (source) => source.replace(/^---\n/, '---\ndraft: true\n'),
    }),
  ).toBe(`Content check found 2 problems in 2 files:

content/redirects.yaml:4:9  redirects.0.to
  This refers to the page /faq (content/pages/faq.mdx), which is a draft: the built site leaves it out, so the reference would lead nowhere.
  Found: "/faq"
  Hint: Refer to something published instead, or publish content/pages/faq.mdx first: remove its "draft: true".

content/site.yaml:15:13  header.links.1.href
  This refers to the page /faq (content/pages/faq.mdx), which is a draft: the built site leaves it out, so the reference would lead nowhere.
  Found: "/faq"
  Hint: Refer to something published instead, or publish content/pages/faq.mdx first: remove its "draft: true".
`);
});

test('a target that is no page of the site is named with the closest page', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /questions\nto: /faqs') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:4:9  redirects.0.to
  The redirect goes to /faqs, but the site has no such page.
  Found: "/faqs"
  Hint: Did you mean /faq?
`);
});

test('a target on this site written as a full address is named, with the address to write', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /old-offer\nto: https://www.example.com/nowhere') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:4:9  redirects.0.to
  This is a page of this site written as a full address: the check cannot see whether the page exists.
  Found: "https://www.example.com/nowhere"
  Hint: Write it from the / on: /nowhere.
`);
});

test('a target anchor the page does not define is named with the anchors it has', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /questions\nto: /faq#pricing') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:4:9  redirects.0.to
  The page /faq has no anchor "#pricing".
  Found: "/faq#pricing"
  Hint: Anchors on /faq: #main-content, #faq-what-do-you-do, #faq-how-fast.
`);
});

test("a redirect to a draft FAQ entry's question is named: the built page lacks it", () => {
  expect(
    checkFixture({
      'redirects.yaml': redirectsFile('from: /questions\nto: /faq#faq-how-fast'),
      'faq/how-fast.mdx': replace('order: 2', 'order: 2\ndraft: true'),
    }),
  ).toContain(
    'The page /faq has no anchor "#faq-how-fast".\n  Found: "/faq#faq-how-fast"\n  Hint: Anchors on /faq: #main-content, #faq-what-do-you-do.',
  );
});

test('an address redirected twice is named at the second, with the line of the first', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('from: /questions\nto: /faq', 'from: /questions/\nto: /blog') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:5:11  redirects.1.from
  The address /questions already redirects, on line 3.
  Found: "/questions/"
  Hint: Keep one redirect for each old address: remove this one or the other.
`);
});

test('redirects that go round in a loop are one mistake, named at the first of them', () => {
  expect(
    checkFixture({
      'redirects.yaml': redirectsFile('from: /a\nto: /faq', 'from: /b\nto: /c', 'from: /c\nto: /d', 'from: /d\nto: /b'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:6:9  redirects.1.to
  These redirects send visitors round in a loop and never reach a page: /b → /c → /d → /b.
  Found: "/c"
  Hint: Point one of them at a page of the site.
`);
  expect(checkFixture({ 'redirects.yaml': redirectsFile('from: /a\nto: /a') })).toContain(
    'These redirects send visitors round in a loop and never reach a page: /a → /a.',
  );
});

test('a field of the wrong form is named by the schema', () => {
  expect(
    checkFixture({
      'redirects.yaml': redirectsFile('from: https://www.example.com/old\nto: http://example.com\nstatus: 303'),
    }),
  ).toBe(`Content check found 3 problems in 1 file:

content/redirects.yaml:3:11  redirects.0.from
  This must be an address of this site, starting with /.
  Found: "https://www.example.com/old"
  Hint: Write it like /services or /blog/3: no https:// and the domain, no #anchor or ?query.

content/redirects.yaml:4:9  redirects.0.to
  This must be a page of this site (starting with /) or a full https:// address.
  Found: "http://example.com"
  Hint: Write it like /offers, /#services or https://www.example.com/page.

content/redirects.yaml:5:13  redirects.0.status
  Expected one of the allowed values.
  Found: 303
  Hint: Allowed: "301", "302".
`);
});

test('an old address that climbs out of the site is no address of it', () => {
  for (const from of ['/../outside', '/blog/..', '/a/./b'])
    expect(checkFixture({ 'redirects.yaml': redirectsFile(`from: ${from}\nto: /faq`) }), from).toContain(
      `redirects.0.from\n  This must be an address of this site, starting with /.\n  Found: "${from}"`,
    );
  expect(checkFixture({ 'redirects.yaml': redirectsFile('from: /.well-known/old\nto: /faq') })).toBe('valid');
});

test('a misspelt field of a redirect is named with the field it was meant to be', () => {
  expect(
    checkFixture({ 'redirects.yaml': redirectsFile('form: /old\nto: /faq') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/redirects.yaml:3:5  redirects.0.form
  Unknown field "form".
  Hint: Did you mean "from"? Fields allowed here: "from", "to", "status".
`);
});

test('chains collapse: each old address is sent straight to where its chain ends, temporary if any step is', () => {
  const { catalog } = validateFixture({
    'redirects.yaml': redirectsFile(
      'from: /a\nto: /b',
      'from: /b/\nto: /c\nstatus: 302',
      'from: /c\nto: /faq',
      'from: /partner\nto: https://partner.example.com/',
    ),
  });
  expect(catalog && resolveRedirects(catalog.redirects)).toEqual([
    { from: '/a', to: '/faq', status: 302 },
    { from: '/b', to: '/faq', status: 302 },
    { from: '/c', to: '/faq', status: 301 },
    { from: '/partner', to: 'https://partner.example.com/', status: 301 },
  ]);
});

test('a link in content to an old address is a warning naming the new one, not an error', () => {
  const { catalog, errors } = validateFixture({
    'redirects.yaml': redirectsFile('from: /stories\nto: /case-studies', 'from: /case-studies\nto: /blog'),
    'pages/home.mdx': replace('Read the [first case study](/blog/1)', 'Read the [stories](/stories/#top)'),
  });
  expect(errors).toEqual([]);
  expect(
    catalog && formatContentWarnings(redirectedLinks(catalog)),
  ).toBe(`Content check: 1 warning (the site still builds):

content/pages/home.mdx:38:10
  The link goes to /stories, an old address that now redirects to /blog.
  Found: "/stories/#top"
  Hint: Link to /blog instead (see content/redirects.yaml).
`);
});
