/**
 * The editors' content/ is tested only through invariants that hold for any valid content: no
 * literal of content/ appears here, so a copywriter's valid edit never turns this red.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isMap, isSeq, parseDocument, visit, type Document } from 'yaml';
import { fileForRoute } from '../../scripts/prerender/prerender.ts';
import { formatContentErrors } from '../../scripts/content/errors.ts';
import { validateContent } from '../../scripts/content/index.ts';
import { contentLayout } from '../../scripts/content/load.ts';
import { findPlaceholders, placeholderMark } from '../../scripts/content/placeholders.ts';
import { caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import { findInvariantBreaks } from '../support/site-invariants.ts';
import { launchChromium } from '../support/browser.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const editorsContent = path.join(repoRoot, 'content');

/** Runs one of the project's scripts as its npm command does; throws with its output if it fails. */
function runScript(script: string, args: string[]): string {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const build = (contentRoot: string, outDir: string) =>
  runScript('scripts/commands/build.ts', ['--content', contentRoot, '--out', outDir]);

/** `npm run new -- KIND TEXT` on a content folder; gives the file it created. */
function runNew(contentRoot: string, kind: 'faq' | 'case-study', text: string): string {
  const folder = path.join(contentRoot, kind === 'faq' ? contentLayout.faq : contentLayout.caseStudies);
  const before = new Set(readdirSync(folder));
  runScript('scripts/commands/new.ts', ['--content', contentRoot, kind, text]);
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

/** Replaces every placeholder of a file made by `npm run new`: frontmatter fields, and body lines with `body` if given. */
function fillPlaceholders(file: string, body?: string): void {
  editFrontmatter(file, (frontmatter) => {
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

/** Gives the home page's Hero a new headline; a highlight that is no longer words of it becomes its last word. */
function changeHomeHeadline(contentRoot: string, headline: string): void {
  editFrontmatter(path.join(contentRoot, contentLayout.pages, 'home.mdx'), (frontmatter) => {
    const sections = frontmatter.get('sections');
    const hero = isSeq(sections)
      ? sections.items.find((section) => isMap(section) && section.get('type') === 'Hero')
      : undefined;
    if (!isMap(hero)) throw new Error('The home page has no Hero section');
    hero.set('headline', headline);
    const highlight = hero.get('highlight');
    if (typeof highlight === 'string' && !headline.includes(highlight))
      hero.set('highlight', headline.split(' ').at(-1));
  });
}

let workDir: string;
let browser: Browser;
let editorsSite: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'content-invariants-'));
  // Compiled MDX imports react/jsx-runtime, which resolves from the content file's folder upwards.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
  editorsSite = path.join(workDir, 'site');
  build(editorsContent, editorsSite);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test("the editors' content builds and keeps every invariant", async () => {
  expect(await findInvariantBreaks({ siteDir: editorsSite, contentRoot: editorsContent, browser })).toEqual([]);
}, 300_000);

test('three everyday edits of the content, and a new case study with its placeholders filled in, keep every invariant', async () => {
  const content = path.join(workDir, 'edited-content');
  cpSync(editorsContent, content, { recursive: true });

  const question = 'Do you work with early-stage startups?';
  const faqFile = runNew(content, 'faq', question);
  fillPlaceholders(
    faqFile,
    'Yes. If you sell to other businesses and have a clear offer, we start with one channel and a small list, learn what your buyers answer to, and grow the campaign as it books meetings.',
  );

  const sitePath = path.join(content, contentLayout.site);
  const site = parseDocument(readFileSync(sitePath, 'utf8'));
  site.setIn(['footer', 'copyrightYear'], 2026);
  writeFileSync(sitePath, site.toString({ lineWidth: 0 }));

  const headline = 'Grow Your Sales Pipeline';
  changeHomeHeadline(content, headline);

  const caseStudyTitle = 'How a Regional Freight Broker Doubled Its Booked Demos in One Quarter';
  const caseStudyFile = runNew(content, 'case-study', caseStudyTitle);
  fillPlaceholders(caseStudyFile);

  const { catalog, errors } = validateContent(content);
  if (!catalog) throw new Error(formatContentErrors(errors));
  const created = new Set([faqFile, caseStudyFile]);
  expect(
    findPlaceholders(catalog).filter((placeholder) => created.has(path.join(path.dirname(content), placeholder.file))),
  ).toEqual([]);
  const caseStudy = catalog.caseStudies.find((entry) => entry.data.title === caseStudyTitle);
  if (!caseStudy) throw new Error(`No case study is titled ${caseStudyTitle}`);

  const siteDir = path.join(workDir, 'edited-site');
  build(content, siteDir);
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

  // Every route was checked on the editors' content above: here, the routes the edits reach (the
  // home page, the pages listing FAQ entries or case studies, and the new case study).
  const listing = new Set(['FaqAccordion', 'CaseStudyList', 'SuccessStories']);
  const reached = catalog.pages
    .filter((page) => page.slug === 'home' || page.data.sections.some((section) => listing.has(section.type)))
    .map((page) => pageRoute(page.slug));
  expect(
    await findInvariantBreaks({
      siteDir,
      contentRoot: content,
      browser,
      routes: [...reached, caseStudyRoute(caseStudy.data.id)],
    }),
  ).toEqual([]);
}, 300_000);
