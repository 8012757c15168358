/**
 * The editors' content/ is tested only through invariants that hold for any valid content: no
 * literal of content/ appears here, and what the test adds has names made for this run, so a
 * copywriter's valid edit never turns this red.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { parseDocument, visit, type Document } from 'yaml';
import { fileForRoute } from '../../scripts/prerender/prerender.ts';
import { formatContentErrors } from '../../scripts/content/errors.ts';
import { validateContent } from '../../scripts/content/index.ts';
import { contentLayout } from '../../scripts/content/load.ts';
import { findPlaceholders, placeholderMark } from '../../scripts/content/placeholders.ts';
import { caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import { buildSiteOrThrow } from '../support/build-site.ts';
import { findInvariantBreaks } from '../support/site-invariants.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const editorsContent = path.join(repoRoot, 'content');

/** `npm run new -- KIND TEXT` on a content folder; gives the file it created. */
function runNew(contentRoot: string, kind: 'faq' | 'case-study', text: string): string {
  const folder = path.join(contentRoot, kind === 'faq' ? contentLayout.faq : contentLayout.caseStudies);
  const before = new Set(readdirSync(folder));
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/commands/new.ts', '--content', contentRoot, kind, text],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`npm run new -- ${kind} failed:\n${result.stdout}\n${result.stderr}`);
  const created = readdirSync(folder).filter((name) => !before.has(name));
  if (created.length !== 1)
    throw new Error(`npm run new -- ${kind} created ${created.length} files: ${created.join(', ')}`);
  return path.join(folder, created[0] ?? '');
}

/** Rewrites a content file's frontmatter through `edit`, keeping its body as it is. */
function editFrontmatter(file: string, edit: (frontmatter: Document) => void): void {
  const source = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?=\r?\n|$)/.exec(source);
  if (!match) throw new Error(`${file} has no frontmatter`);
  const frontmatter = parseDocument(match[1] ?? '');
  edit(frontmatter);
  writeFileSync(file, `---\n${frontmatter.toString({ lineWidth: 0 })}---${source.slice(match[0].length)}`);
}

/** What an editor writes for a placeholder: its example when it gives one ("figure, e.g. 40%" gives "40%"), else its description as a sentence. */
function filledIn(placeholder: string): string {
  const wanted = placeholder.slice(placeholder.indexOf(placeholderMark) + placeholderMark.length).trim();
  const example = /, e\.g\. (.+)$/.exec(wanted)?.[1];
  return example ?? `${wanted.charAt(0).toUpperCase()}${wanted.slice(1)}`;
}

/**
 * Replaces every placeholder of a file made by `npm run new` (frontmatter fields, and body lines
 * with `body` if given) and publishes it, as an editor does: its `draft` line goes.
 */
function fillPlaceholders(file: string, body?: string): void {
  editFrontmatter(file, (frontmatter) => {
    frontmatter.delete('draft');
    visit(frontmatter, {
      Scalar(_, node) {
        if (typeof node.value === 'string' && node.value.startsWith(placeholderMark)) node.value = filledIn(node.value);
      },
    });
  });
  const source = readFileSync(file, 'utf8');
  const bodyStart = source.indexOf('\n---', 3) + 4;
  const filledBody = source
    .slice(bodyStart)
    .split('\n')
    .map((line) => (line.includes(placeholderMark) ? (body ?? filledIn(line)) : line))
    .join('\n');
  writeFileSync(file, `${source.slice(0, bodyStart)}${filledBody}`);
}

// Inside the project, so the content's MDX resolves `react/jsx-runtime` from its folder upwards.
const workDir = path.join(repoRoot, '.build', `content-invariants-${process.pid}`);
const content = path.join(workDir, 'content');
const siteDir = path.join(workDir, 'site');
/** Names made for this run, so no question or title an editor writes can collide with them. */
const runName = randomBytes(4).toString('hex');
const question = `Do you work with early-stage start-ups like Run ${runName}?`;
const caseStudyTitle = `How Run ${runName} Doubled Its Booked Demos in One Quarter`;
let faqFile: string;
let caseStudyFile: string;

// A copy of the editors' content with what an editor does between two builds: a new FAQ entry
// and a new case study from `npm run new`, their placeholders filled in, and the footer's year changed.
beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  cpSync(editorsContent, content, { recursive: true });
  faqFile = runNew(content, 'faq', question);
  fillPlaceholders(
    faqFile,
    'Yes. If you sell to other businesses and have a clear offer, we start with one channel and a small list, learn what your buyers answer to, and grow the campaign as it books meetings.',
  );
  caseStudyFile = runNew(content, 'case-study', caseStudyTitle);
  fillPlaceholders(caseStudyFile);
  const sitePath = path.join(content, contentLayout.site);
  const site = parseDocument(readFileSync(sitePath, 'utf8'));
  site.setIn(['footer', 'copyrightYear'], 2026);
  writeFileSync(sitePath, site.toString({ lineWidth: 0 }));
  await buildSiteOrThrow({ content, out: siteDir, cacheDir: path.join(repoRoot, '.cache/test-sites/editors') });
}, 240_000);

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

test("the editors' content, with a new FAQ entry and a new case study from `npm run new` filled in, builds and keeps every invariant on every route", async () => {
  const { catalog, errors } = validateContent(content);
  if (!catalog) throw new Error(formatContentErrors(errors));
  const created = new Set([faqFile, caseStudyFile]);
  expect(
    findPlaceholders([...catalog.caseStudies, ...catalog.faq].filter((entry) => created.has(entry.absolutePath))),
  ).toEqual([]);
  const caseStudy = catalog.caseStudies.find((entry) => entry.data.title === caseStudyTitle);
  if (!caseStudy) throw new Error(`No case study is titled ${caseStudyTitle}`);

  // The edits show on the built site, so the invariants below are checked on what they made.
  const builtText = (route: string) =>
    readFileSync(path.join(siteDir, fileForRoute(route)), 'utf8').replace(/<!-- -->/g, '');
  for (const page of catalog.pages.filter((entry) =>
    entry.data.sections.some((section) => section.type === 'FaqAccordion'),
  )) {
    expect(builtText(pageRoute(page.slug))).toContain(question);
  }
  expect(builtText('/')).toContain('© 2026');
  expect(existsSync(path.join(siteDir, fileForRoute(caseStudyRoute(caseStudy.data.id))))).toBe(true);

  expect(await findInvariantBreaks({ siteDir, contentRoot: content })).toEqual([]);
}, 300_000);
