import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { formatContentErrors } from '@/content/errors.ts';
import { validateContent } from '@/content/index.ts';

// Counterexamples the generated-content properties found, kept as the files that differ from
// the fixture site (tests/fixtures/regressions/<name>/ laid over tests/fixtures/site/).

const fixtureSite = fileURLToPath(new URL('../fixtures/site', import.meta.url));
const regressions = fileURLToPath(new URL('../fixtures/regressions', import.meta.url));

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
