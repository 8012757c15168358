/**
 * `npm run new -- case-study "Title"` or `npm run new -- faq "Question?"`: creates a content
 * file with the next free id or order and every required field filled with a placeholder.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudyIdOf } from '../../src/model/routes.ts';
import { siteSchema } from '../../src/model/site.ts';
import { dayIn } from '../../src/model/publication.ts';
import { parseContentFile, parseYaml } from '../content/frontmatter.ts';
import { contentLayout } from '../content/load.ts';
import { placeholderMark } from '../content/placeholders.ts';
import { splitInternalLink } from '../content/routes.ts';
import { siteNow } from '../content/publication.ts';
import { argumentsWithoutContentOption, contentRoot, repoRoot } from '../support/paths.ts';

const [kind, title] = argumentsWithoutContentOption();

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');
}

/** The largest number a field holds across a folder's files; files that do not parse count as 0. */
function largest(folder: string, field: string): number {
  const directory = path.join(contentRoot, folder);
  const values = readdirSync(directory)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const { data } = parseContentFile(readFileSync(path.join(directory, name), 'utf8'), name);
      const value: unknown = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : 0;
      return typeof value === 'number' ? value : 0;
    });
  return Math.max(0, ...values);
}

/**
 * Today in the site's time zone (Europe/London unless `site.yaml` sets `timeZone`; UTC if that is not
 * a zone name), the day the build publishes by: in the evening west of UTC, UTC's date is already
 * tomorrow's, which would schedule the new story.
 */
function siteToday(): string {
  const file = path.join(contentRoot, contentLayout.site);
  const settings = existsSync(file) ? parseYaml(readFileSync(file, 'utf8'), contentLayout.site).data : undefined;
  const zone = siteSchema.shape.timeZone.safeParse(
    typeof settings === 'object' && settings !== null ? (settings as Record<string, unknown>).timeZone : undefined,
  );
  return dayIn(siteNow(), zone.success ? zone.data : 'UTC');
}

const quoted = (text: string) => JSON.stringify(text);
/** A new entry is a draft: the check refuses a published file that still holds a placeholder. */
const draftLine = 'draft: true # Delete this line to publish, once every placeholder is written.';
const todo = (text: string) => quoted(`${placeholderMark} ${text}`);

/**
 * The largest case study number `content/redirects.yaml` sends on (`from: /blog/7`): a story taken
 * down leaves one, and its number is never given again, as its address lives on in old links.
 */
function largestRedirectedCaseStudy(): number {
  const file = path.join(contentRoot, contentLayout.redirects);
  if (!existsSync(file)) return 0;
  const { data } = parseYaml(readFileSync(file, 'utf8'), contentLayout.redirects);
  const redirects = (data as { redirects?: unknown } | undefined)?.redirects;
  const numbers = (Array.isArray(redirects) ? redirects : []).map((redirect: unknown) => {
    const from = (redirect as { from?: unknown } | null)?.from;
    return typeof from === 'string' ? (caseStudyIdOf(splitInternalLink(from).route) ?? 0) : 0;
  });
  return Math.max(0, ...numbers);
}

function caseStudy(heading: string): { file: string; source: string } {
  const id = Math.max(largest(contentLayout.caseStudies, 'id'), largestRedirectedCaseStudy()) + 1;
  const today = siteToday();
  const stat = (color: string) =>
    `    - number: ${todo('figure, e.g. 40%')}\n      label: ${todo('what it measures')}\n      color: ${color}`;
  const source = `---
${draftLine}
id: ${id}
title: ${quoted(heading)}
excerpt: ${todo('one or two sentences for the card and search results')}
image: /images/case-studies/placeholder.svg
imageAlt: ${todo('what the picture shows')}
author: ${todo('author name')}
date: ${today}
readTime:
  card: 5
  article: 8
keywords:
  - ${todo('search keyword')}
keyResults:
  - ${todo('key result, e.g. 25 new leads monthly')}
testimonial:
  company: ${todo('client company')}
  logoInitials: XX
  text: ${todo('what the client said')}
  author: ${todo('who said it')}
  position: ${todo('their role')}
  rating: 5
challenge:
  title: The Challenge
  content: ${todo('the problem the client had')}
solution:
  title: The Solution
  content: ${todo('what was done')}
  points:
    - ${todo('a main measure')}
results:
  title: The Results
  stats:
${['blue', 'green', 'purple', 'orange'].map(stat).join('\n')}
---

${placeholderMark} The introduction: who the client is and what this case study shows.
`;
  return { file: path.join(contentRoot, contentLayout.caseStudies, `${id}-${slugify(heading)}.mdx`), source };
}

function faqEntry(question: string): { file: string; source: string } {
  const order = largest(contentLayout.faq, 'order') + 1;
  const source = `---\n${draftLine}\nquestion: ${quoted(question)}\norder: ${order}\n---\n\n${placeholderMark} The answer, in a few sentences. Links such as [our services](/services) are allowed.\n`;
  return { file: path.join(contentRoot, contentLayout.faq, `${slugify(question)}.mdx`), source };
}

const makers: Record<string, (text: string) => { file: string; source: string }> = {
  'case-study': caseStudy,
  faq: faqEntry,
};
const make = kind === undefined ? undefined : makers[kind];

if (!make || !title?.trim()) {
  console.error(
    'Usage: npm run new -- case-study "Title of the case study"\n       npm run new -- faq "The question?"',
  );
  process.exitCode = 1;
} else {
  const { file, source } = make(title.trim());
  if (existsSync(file)) {
    console.error(`${path.relative(repoRoot, file)} already exists; choose another title.`);
    process.exitCode = 1;
  } else {
    writeFileSync(file, source);
    console.log(
      `Created ${path.relative(repoRoot, file)}, a draft. Replace every "${placeholderMark}" text and run npm run check; then delete its "draft: true" line to publish it.`,
    );
  }
}
