import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { formatContentErrors } from '../../../scripts/content/errors.ts';
import { validateContent } from '../../../scripts/content/index.ts';

// Counterexamples the generated-content properties found, kept as the files that differ from
// the fixture site (tests/fixtures/regressions/<name>/ laid over tests/fixtures/site/).

const fixtureSite = fileURLToPath(new URL('../../fixtures/site', import.meta.url));
const regressions = fileURLToPath(new URL('../../fixtures/regressions', import.meta.url));

/** What `npm run check` prints for the fixture site with a regression's files laid over it, or 'valid'. */
function checkRegression(name: string): string {
  const repo = mkdtempSync(path.join(tmpdir(), `regression-${name}-`));
  const contentRoot = path.join(repo, 'content');
  try {
    cpSync(fixtureSite, contentRoot, { recursive: true });
    cpSync(path.join(regressions, name), contentRoot, { recursive: true });
    const { errors } = validateContent(contentRoot, repo);
    return errors.length === 0 ? 'valid' : formatContentErrors(errors);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

test('a site address with a path is a content error: the site is served from the root of its domain', () => {
  expect(checkRegression('site-url-with-path')).toBe(`Content check found 1 problem in 1 file:

content/site.yaml:6:10  siteUrl
  The site address must be the domain alone, without a path: the site is served from the root of its domain.
  Found: "https://www.example.com/site"
  Hint: Write only https:// and the domain, like https://www.example.com.
`);
});

test('a page that places the FAQ accordion twice is a content error: its FAQPage data would list each question once', () => {
  expect(checkRegression('faq-accordion-twice')).toBe(`Content check found 1 problem in 1 file:

content/pages/faq.mdx:20:5  sections.3
  The page shows the FAQ twice ("type: FaqAccordion" appears more than once).
  Hint: Keep one FaqAccordion section; it shows every entry of content/faq.
`);
});

test('a body heading that skips a level, or a # heading, is a content error: the first was an axe heading-order violation, the second a second h1', () => {
  expect(checkRegression('body-heading-skips-a-level')).toBe(`Content check found 2 problems in 1 file:

content/pages/linkedin-tool.mdx:20:1
  This heading (###) skips a level after the page's main heading, which breaks the page's outline for screen readers.
  Hint: Write ## here, or put a ## heading before it.

content/pages/linkedin-tool.mdx:24:1
  A body cannot have a main heading (#): the page already has one, the Hero's headline or the case study's title.
  Hint: Write ## for a heading of the body, and ### for one under it.
`);
});

test("an FAQ answer's link to an anchor alone must resolve on every page that places the FAQ, not only on /faq", () => {
  expect(checkRegression('faq-on-two-pages')).toBe(`Content check found 1 problem in 1 file:

content/faq/channels.mdx:6:39
  This text is shown on /faq and /pricing; the page /pricing has no anchor "#services".
  Found: "#services"
  Hint: Add the page in front: /faq#services.
`);
});
