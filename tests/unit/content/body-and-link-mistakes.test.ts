import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { sectionSchemas } from '../../../src/components/sections/schemas.gen.ts';
import { checkFixture, folder, replace } from '../../support/minimal-fixture.ts';

// The mistake corpus, bodies, links, pictures and references across files: each editor mistake,
// applied to a copy of the fixture site, and the exact report `npm run check` (and the build,
// and the dev overlay) prints for it.

const caseStudy = 'case-studies/1-first.mdx';
const readFixture = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../fixtures/minimal/${file}`, import.meta.url)), 'utf8');

test('two case studies with the same id fail, naming the first', () => {
  expect(
    checkFixture({ 'case-studies/2-second.mdx': readFixture(caseStudy) }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/2-second.mdx:2:5  id
  The case study id 1 is already used by content/case-studies/1-first.mdx.
  Found: 1
  Hint: Use the next free id, 2.
`);
});

test('a body link to a case study that does not exist names the line', () => {
  expect(
    checkFixture({ 'pages/home.mdx': replace('(/blog/1)', '(/blog/7)') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:38:10
  The link goes to /blog/7, but the site has no such page.
  Found: "/blog/7"
  Hint: Did you mean /blog/1?
`);
});

test('a link to a page that does not exist suggests the closest page', () => {
  expect(
    checkFixture({ 'faq/what-do-you-do.mdx': replace('(/blog)', '(/blgo)') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/what-do-you-do.mdx:6:36
  The link goes to /blgo, but the site has no such page.
  Found: "/blgo"
  Hint: Did you mean /blog?
`);
});

test('a page of this site written as a full address is named, with the address to write', () => {
  expect(
    checkFixture({ 'faq/what-do-you-do.mdx': replace('(/blog)', '(https://www.example.com/blog/7#top)') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/what-do-you-do.mdx:6:36
  This is a page of this site written as a full address: it would open in a new tab, as another website's page does, and the check cannot see whether the page exists.
  Found: "https://www.example.com/blog/7#top"
  Hint: Write it from the / on: /blog/7#top.
`);
});

test('the address without www. is the site too', () => {
  expect(checkFixture({ 'faq/what-do-you-do.mdx': replace('(/blog)', '(http://example.com/pricing)') })).toContain(
    'Hint: Write it from the / on: /pricing.',
  );
});

test('a file of this site (the feed) may be written as a full address', () => {
  expect(checkFixture({ 'faq/what-do-you-do.mdx': replace('(/blog)', '(https://www.example.com/feed.xml)') })).toBe(
    'valid',
  );
});

test('a link to an anchor that does not exist lists the anchors of the page', () => {
  expect(
    checkFixture({ 'site.yaml': replace('href: /#testimonials', 'href: /#testimonial') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/site.yaml:25:17  footer.columns.0.links.0.href
  The page / has no anchor "#testimonial".
  Found: "/#testimonial"
  Hint: Did you mean #testimonials? Anchors on /: #main-content, #testimonials, #services.
`);
});

test('a link to an FAQ question passes, and one to a misspelt question is named with the closest', () => {
  expect(checkFixture({ 'site.yaml': replace('href: /#testimonials', 'href: /faq#faq-how-fast') })).toBe('valid');
  expect(
    checkFixture({ 'site.yaml': replace('href: /#testimonials', 'href: /faq#faq-how-fats') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/site.yaml:25:17  footer.columns.0.links.0.href
  The page /faq has no anchor "#faq-how-fats".
  Found: "/faq#faq-how-fats"
  Hint: Did you mean #faq-how-fast? Anchors on /faq: #main-content, #faq-what-do-you-do, #faq-how-fast.
`);
});

test("a published link to an unpublished FAQ entry's question is named: the built page lacks it", () => {
  for (const heldBack of ['draft: true', 'publishDate: 2099-01-01']) {
    const report = checkFixture({
      'site.yaml': replace('href: /#testimonials', 'href: /faq#faq-how-fast'),
      'faq/how-fast.mdx': replace('order: 2', `order: 2\n${heldBack}`),
    });
    expect(report, heldBack).toContain('The page /faq has no anchor "#faq-how-fast".');
    expect(report, heldBack).toContain('Anchors on /faq: #main-content, #faq-what-do-you-do.');
  }
});

test('an unknown component in MDX is named', () => {
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('Results in 2-3 weeks.', '<Callout>Results in 2-3 weeks.</Callout>') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:6:1
  Unknown component <Callout>.
  Hint: Components available in content: <Button>; or plain Markdown.
`);
});

test('an MDX syntax error gives the file line of the unclosed tag', () => {
  expect(
    checkFixture({
      'faq/how-fast.mdx': replace('Results in 2-3 weeks.', 'Results in <Button href="booking">2-3 weeks.'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:6:12
  The text cannot be read as MDX: Expected a closing tag for \`<Button>\` before the end of \`paragraph\`.
  Hint: Every <Button> needs a matching </Button>, or write it self-closing as <Button />.
`);
});

test('the body mistakes copywriters make most are named in plain words, each with its fix', () => {
  const reportFor = (line: string) =>
    checkFixture({ 'faq/how-fast.mdx': replace('Results in 2-3 weeks.', line) })
      .split('\n')
      .slice(2, 5)
      .join('\n');
  expect(reportFor('Results in <4 weeks.')).toBe(`content/faq/how-fast.mdx:6:13
  A < is read as the start of a tag, but no tag follows it.
  Hint: To show it as text, write \\< or &lt;.`);
  expect(reportFor('<!-- check with sales -->')).toBe(`content/faq/how-fast.mdx:6:2
  An HTML comment (<!-- ... -->) cannot be used in MDX.
  Hint: For a note that visitors do not see, write {/* your note */}; or delete the comment.`);
  expect(reportFor('Write to <hello@example.com>.')).toBe(`content/faq/how-fast.mdx:6:16
  A link in angle brackets, such as <https://example.com> or <hello@example.com>, cannot be used in MDX.
  Hint: Write it as [text](address): [example.com](https://example.com), or [hello@example.com](mailto:hello@example.com).`);
  expect(reportFor('Email <and> phone.')).toBe(`content/faq/how-fast.mdx:6:7
  <and> is read as a tag, and it is never closed.
  Hint: To show <and> as text, write \\<and>. As a tag it needs a matching </and>.`);
  // An element content may use, and a mistake inside a tag, keep the parser's words and a tag's hint.
  expect(reportFor('Call us<br>today.')).toBe(`content/faq/how-fast.mdx:6:8
  The text cannot be read as MDX: Expected a closing tag for \`<br>\` before the end of \`paragraph\`.
  Hint: Every <br> needs a matching </br>, or write it self-closing as <br />.`);
  expect(reportFor('<Button href=/pricing>Book</Button>')).toBe(`content/faq/how-fast.mdx:6:14
  The text cannot be read as MDX: Unexpected character \`/\` (U+002F) before attribute value, expected a character that can start an attribute value, such as \`"\`, \`'\`, or \`{\`.
  Hint: Check the line for an unclosed tag, a stray < or { character, or a missing closing quote.`);
});

test('a javascript: link in frontmatter is refused', () => {
  expect(
    checkFixture({
      'pages/home.mdx': replace(
        'Schedule a Consultation\n        href: booking',
        'Schedule a Consultation\n        href: javascript:alert(1)',
      ),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:13:15  sections.0.buttons.0.href
  This link uses an unsafe address type (javascript:, data:, vbscript: or file:) and would be blocked.
  Found: "javascript:alert(1)"
  Hint: Use a page of the site such as /services, an https:// address, or booking, events or social.
`);
});

test('a data: link in the body is refused', () => {
  expect(
    checkFixture({
      'faq/how-fast.mdx': replace('Results in 2-3 weeks.', 'Results in [2-3 weeks](data:text/html,hi).'),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:6:12
  This link uses an unsafe address type (data:) and would be blocked.
  Found: "data:text/html,hi"
  Hint: Use a page of the site such as /services, an https:// address, or booking, events or social.
`);
});

test('an http: booking address is refused', () => {
  expect(
    checkFixture({ 'site.yaml': replace('bookingUrl: https://calendar', 'bookingUrl: http://calendar') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/site.yaml:3:13  bookingUrl
  This must be a full https:// address.
  Found: "http://calendar.example.com/book"
  Hint: Write it as https://example.com/path; http: and other schemes are not allowed.
`);
});

test('a picture that does not exist is named with where to put it', () => {
  expect(
    checkFixture({ [caseStudy]: replace('product-summit.svg', 'product-sumit.svg') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:5:8  image
  The picture /images/case-studies/product-sumit.svg does not exist.
  Found: "/images/case-studies/product-sumit.svg"
  Hint: Put the file at content/public/images/case-studies/product-sumit.svg, or correct the path.
`);
});

test('a picture from another website in a body is refused, since the security policy would block it', () => {
  expect(
    checkFixture({ 'pages/faq.mdx': (source) => `${source}\n![Our team](https://images.example.com/team.png)\n` }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/faq.mdx:13:1
  Pictures from other websites are blocked by the site's security policy (and would tell that website about every visitor).
  Found: "https://images.example.com/team.png"
  Hint: Download the picture into content/public/images and write its path, e.g. /images/team.png.
`);
});

test('more key results than a card shows fail', () => {
  expect(
    checkFixture({
      [caseStudy]: replace(
        'keyResults:\n  - 100+ registrations in 9 weeks',
        'keyResults:\n  - a\n  - b\n  - c\n  - d\n  - e',
      ),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/case-studies/1-first.mdx:15:3  keyResults
  This list can hold at most 4 items, but there are 5.
  Hint: Remove the extra items.
`);
});

test('an unknown section type suggests the closest one, and lists every section type', () => {
  // Every type the registry finds, so a new section type does not change this test.
  const allowed = sectionSchemas.map((schema) => `"${schema.shape.type.value}"`).join(', ');
  expect(
    checkFixture({ 'pages/blog.mdx': replace('type: CaseStudyList', 'type: CaseStudyLst') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/blog.mdx:10:11  sections.1.type
  Unknown type "CaseStudyLst".
  Hint: Did you mean "CaseStudyList"? Allowed: ${allowed}.
`);
});

test('two FAQ entries with the same order fail', () => {
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('order: 2', 'order: 1') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/what-do-you-do.mdx:3:8  order
  The FAQ order 1 is already used by content/faq/how-fast.mdx.
  Found: 1
  Hint: Give each entry its own position; the next free one is 2.
`);
});

test('a success story that names a missing case study fails', () => {
  expect(
    checkFixture({ 'pages/home.mdx': replace('stories: [1]', 'stories: [1, 9]') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:16:18  sections.1.stories.1
  There is no case study with id 9.
  Found: 9
  Hint: Case study ids: 1. A new one starts with npm run new -- case-study "Title", and is published once its "draft: true" line is deleted.
`);
});

test('a success story listed twice fails', () => {
  expect(checkFixture({ 'pages/home.mdx': replace('stories: [1]', 'stories: [1, 1]') })).toBe(
    `Content check found 1 problem in 1 file:

content/pages/home.mdx:16:14  sections.1.stories
  A case study is listed more than once.
  Hint: Write each case study id once, e.g. [1, 2].
`,
  );
});

test('a file that is not MDX, and a folder, in a content folder are named', () => {
  expect(
    checkFixture({ 'faq/notes.txt': 'to do', 'faq/old.mdx': folder }),
  ).toBe(`Content check found 2 problems in 2 files:

content/faq/notes.txt
  Only .mdx files belong in this folder.
  Hint: Rename the file to end in .mdx, or move it elsewhere (pictures go in content/public/images).

content/faq/old.mdx
  This is a folder; faq/ holds only .mdx files, one per entry, and no folders.
  Hint: Move the .mdx files it holds up into content/faq/, or move the folder out of content/.
`);
});

test('curly braces in MDX, which would run code, are refused', () => {
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('Results in 2-3 weeks.', 'Results in {alert(1)} weeks.') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:6:12
  Curly braces run code, which content files cannot do.
  Found: {alert(1)}
  Hint: Remove the braces, or write \\{ to show a brace as text.
`);
});

test('attributes that style, handle events or belong to React are refused in any case', () => {
  const body = 'Results in <span Style="color: red" ONCLICK="go()" ref="x">2-3</span> weeks.';
  expect(
    checkFixture({ 'faq/how-fast.mdx': replace('Results in 2-3 weeks.', body) }),
  ).toBe(`Content check found 3 problems in 1 file:

content/faq/how-fast.mdx:6:18  Style
  The attribute Style is not allowed in content.
  Hint: Remove it; styling and behaviour come from the site's components.

content/faq/how-fast.mdx:6:37  ONCLICK
  The attribute ONCLICK is not allowed in content.
  Hint: Remove it; styling and behaviour come from the site's components.

content/faq/how-fast.mdx:6:52  ref
  The attribute ref is not allowed in content.
  Hint: Remove it; styling and behaviour come from the site's components.
`);
});

test('import in MDX is refused', () => {
  expect(
    checkFixture({
      'faq/how-fast.mdx': replace('Results in 2-3 weeks.', "import X from '../../content/x'\n\nResults in 2-3 weeks."),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/faq/how-fast.mdx:6:1
  Content files cannot use import or export.
  Hint: Remove the line. Components such as <Button> are available without importing them.
`);
});

test('a page without a hero has no main heading', () => {
  expect(
    checkFixture({
      'pages/blog.mdx': replace(
        '  - type: Hero\n    headline: Client Success Stories\n    text: Fixture blog text.\n',
        '',
      ),
    }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/blog.mdx:7:3  sections
  The page has no Hero section, so it has no main heading.
  Hint: Give the page exactly one section with "type: Hero".
`);
});

test("a page's own rules are checked with its fields, so a second Hero and a repeated anchor come with a typo in one pass", () => {
  expect(
    checkFixture({
      'pages/home.mdx': (source) =>
        source
          .replace(
            '  - type: CallToAction\n',
            '  - type: Hero\n    headline: Again\n    text: A second hero.\n  - type: CallToAction\n',
          )
          .replace('    heading: AI-Powered Services\n', '    anchor: testimonials\n    heading: AI-Powered Services\n')
          .replace('keywords:\n  - fixture', 'keywords:\n  - fixture\nbreadcrum: Home'),
    }),
  ).toBe(`Content check found 3 problems in 1 file:

content/pages/home.mdx:6:1  breadcrum
  Unknown field "breadcrum".
  Hint: Did you mean "breadcrumb"? Fields allowed here: "title", "description", "keywords", "socialImage", "breadcrumb", "draft", "publishDate", "sections".

content/pages/home.mdx:8:3  sections
  The page has 2 Hero sections; a page has exactly one main heading.
  Hint: Give the page exactly one section with "type: Hero".

content/pages/home.mdx:24:13  sections.2.anchor
  The anchor "testimonials" is already used by section 1 of this page.
  Hint: Give each section its own anchor.
`);
});

test('an address that is not an e-mail fails', () => {
  expect(
    checkFixture({ 'site.yaml': replace('email: hello@example.com', 'email: hello at example') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/site.yaml:7:8  email
  This is not an e-mail address.
  Found: "hello at example"
  Hint: Write it like hello@example.com.
`);
});

test('an unknown icon suggests the closest one', () => {
  expect(
    checkFixture({ 'pages/home.mdx': replace('icon: mail', 'icon: mial') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:25:15  sections.2.services.0.icon
  Expected one of the allowed values.
  Found: "mial"
  Hint: Did you mean "mail"? Allowed: "trending-up", "target", "briefcase", "cpu", "mail", "user-plus", "calendar", "calendar-check", "shield-check", "chart", "activity", "rocket", "search", "compass", "send", "refresh", "bot", "clock", "users", "sparkles", "handshake", "message", "zap", "star", "layers", "check".
`);
});

test('a highlight that is not in the headline fails', () => {
  expect(
    checkFixture({ 'pages/home.mdx': replace('highlight: Sales Pipeline', 'highlight: Sales Pipe line') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/home.mdx:9:16  sections.0.highlight
  The highlight must be words from the headline, written the same way.
  Hint: Copy the words to colour from the headline, e.g. "Sales Pipeline".
`);
});

test('a page named admin is refused when the browser editor, built at /admin/, is turned on', () => {
  const site = readFixture('site.yaml').replace(
    'brandName:',
    'editor:\n  enabled: true\n  repo: scaleloop/website\nbrandName:',
  );
  expect(checkFixture({ 'site.yaml': site, 'pages/admin.mdx': readFixture('pages/faq.mdx') })).toContain(
    'The address /admin is where the build puts the browser editor (editor: enabled in content/site.yaml), so a page cannot have it.',
  );
  expect(checkFixture({ 'pages/admin.mdx': readFixture('pages/faq.mdx') })).not.toContain('/admin');
});

test('a page named like a folder the build writes (assets, social-images, pagefind) is refused', () => {
  expect(
    checkFixture({ 'pages/assets.mdx': readFixture('pages/faq.mdx') }),
  ).toBe(`Content check found 1 problem in 1 file:

content/pages/assets.mdx
  The address /assets is where the build puts the bundled scripts, cached for a year, so a page cannot have it.
  Hint: Rename the file, e.g. to our-assets.mdx.
`);
  // Beside the search index, a page would be served under its folder's rules and lost when the index is written again.
  expect(checkFixture({ 'pages/pagefind.mdx': readFixture('pages/faq.mdx') })).toContain(
    'The address /pagefind is where the build puts the search index, so a page cannot have it.',
  );
});

test('a page named 404 is refused: hosts serve /404 as the not-found page (fuzz seed 2026, run 43)', () => {
  expect(checkFixture({ 'pages/404.mdx': readFixture('pages/faq.mdx') })).toBe(`Content check found 1 problem in 1 file:

content/pages/404.mdx
  The address /404 is where the build puts the not-found page (404.html, which hosts also serve at /404), so a page cannot have it.
  Hint: Rename the file, e.g. to our-404.mdx.
`);
});
