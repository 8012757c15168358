import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { checkCatalog } from '../../../scripts/content/checks.ts';
import { validateContent } from '../../../scripts/content/index.ts';
import { BuildCache } from '../../../scripts/support/cache.ts';

const fixture = fileURLToPath(new URL('../../fixtures/minimal', import.meta.url));

let work: string;
let contentRoot: string;
let cacheDir: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'kept-readings-'));
  contentRoot = path.join(work, 'content');
  cacheDir = path.join(work, '.cache');
  cpSync(fixture, contentRoot, { recursive: true });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function edit(file: string, from: string, to: string): void {
  const target = path.join(contentRoot, file);
  const source = readFileSync(target, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(target, source.replace(from, to));
}

/** A build's cache that counts the entries written: one per file parsed. */
class CountingCache extends BuildCache {
  parsed = 0;
  override writeJson(key: string, value: unknown): void {
    this.parsed += 1;
    super.writeJson(key, value);
  }
}

/** Validates the content with what the cache holds, keeps only what this run used, and says how many files had to be parsed. */
async function validateWithKept() {
  const cache = new CountingCache(cacheDir);
  const result = validateContent(contentRoot, work, cache);
  await cache.prune();
  return { result, parsed: cache.parsed };
}

/** The result as plain data (a catalog entry's `locate` function drops out). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

test('a later validation parses only the files edited since, and gives what validating afresh gives', async () => {
  expect((await validateWithKept()).parsed).toBe(6);
  edit('faq/how-fast.mdx', 'question: ', 'question: Really, ');
  const { result, parsed } = await validateWithKept();
  expect(parsed).toBe(1);
  expect(result.errors).toEqual([]);
  expect(plain(result)).toEqual(plain(validateContent(contentRoot, work)));
});

test('errors found in files read from kept readings still name their line and column', async () => {
  edit('pages/home.mdx', 'href: booking', 'href: /nowhere');
  edit('case-studies/1-first.mdx', 'image: /images/case-studies/product-summit.svg', 'image: /images/missing.svg');
  const first = await validateWithKept();
  expect(first.result.errors.map((error) => [error.file, error.field])).toEqual(
    expect.arrayContaining([
      ['content/case-studies/1-first.mdx', 'image'],
      ['content/pages/home.mdx', expect.stringMatching(/href$/)],
    ]),
  );
  const again = await validateWithKept();
  expect(again.parsed).toBe(0);
  expect(again.result.errors).toEqual(first.result.errors);
  expect(again.result.errors.every((error) => typeof error.line === 'number' && error.line > 1)).toBe(true);

  // Mistakes within a file (YAML, schema, MDX) stop the build before the cross-file checks.
  edit('faq/how-fast.mdx', 'order: 2', 'order: [2');
  edit('faq/what-do-you-do.mdx', 'order: ', 'order: -');
  edit('pages/faq.mdx', '\n---\n', '\n---\n\n<Unknown />\n');
  const withinFiles = await validateWithKept();
  expect(withinFiles.parsed).toBe(3);
  expect(withinFiles.result.errors.map((error) => error.file).sort()).toEqual([
    'content/faq/how-fast.mdx',
    'content/faq/what-do-you-do.mdx',
    'content/pages/faq.mdx',
  ]);
  const keptWithinFiles = await validateWithKept();
  expect(keptWithinFiles.parsed).toBe(0);
  expect(keptWithinFiles.result.errors).toEqual(withinFiles.result.errors);
});

test('checking a valid site looks up no position, so no kept file is parsed again', () => {
  const { catalog } = validateContent(contentRoot, work);
  if (!catalog) throw new Error('The fixture is invalid.');
  let lookups = 0;
  for (const entry of [...catalog.pages, ...catalog.caseStudies, ...catalog.faq]) {
    const locate = entry.locate;
    entry.locate = (fieldPath, target) => {
      lookups++;
      return locate(fieldPath, target);
    };
  }
  expect(checkCatalog(catalog)).toEqual([]);
  expect(lookups).toBe(0);
});

test('a damaged entry is parsed again, and only the entries a run used are kept', async () => {
  await validateWithKept();
  for (const file of readdirSync(cacheDir)) writeFileSync(path.join(cacheDir, file), 'not what a build writes');
  expect((await validateWithKept()).parsed).toBe(6);
  expect((await validateWithKept()).parsed).toBe(0);
  edit('faq/how-fast.mdx', 'question: ', 'question: Really, ');
  rmSync(path.join(contentRoot, 'faq/what-do-you-do.mdx'));
  expect((await validateWithKept()).parsed).toBe(1);
  expect(readdirSync(cacheDir)).toHaveLength(5);
});
