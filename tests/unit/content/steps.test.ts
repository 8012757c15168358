import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, test } from 'vitest';
import { completeValidation, readFrontmatter } from '../../../scripts/content/index.ts';
import type { FileReading, ReadingCache } from '../../../scripts/content/load.ts';

const fixture = fileURLToPath(new URL('../../fixtures/minimal', import.meta.url));
const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the fixture site with its one case study's text changed by `edit`. */
function fixtureWithCaseStudy(edit: (source: string) => string = (source) => source): {
  repo: string;
  contentRoot: string;
} {
  const repo = mkdtempSync(path.join(tmpdir(), 'content-steps-'));
  copies.push(repo);
  const contentRoot = path.join(repo, 'content');
  cpSync(fixture, contentRoot, { recursive: true });
  const caseStudy = path.join(contentRoot, 'case-studies/1-first.mdx');
  writeFileSync(caseStudy, edit(readFileSync(caseStudy, 'utf8')));
  return { repo, contentRoot };
}

/** A reading store that notes which files were read in full (frontmatter and body). */
function recordingStore(): ReadingCache & { readFiles: string[] } {
  const readFiles: string[] = [];
  return {
    readFiles,
    get: () => undefined,
    set: (key: string, _reading: FileReading) => void readFiles.push(key.split('\0')[0] ?? ''),
  };
}

test('the validation gives the case studies’ frontmatter before it reads their bodies and the FAQ', () => {
  const { repo, contentRoot } = fixtureWithCaseStudy();
  const store = recordingStore();
  const reading = readFrontmatter(contentRoot, { repoRoot: repo, readings: store });
  expect(reading.frontmatter?.caseStudies.map(({ data }) => [data.id, data.title])).toEqual([
    [1, 'The First Case Study'],
  ]);
  expect(store.readFiles.filter((file) => !file.startsWith('content/pages/'))).toEqual([]);

  expect(completeValidation(reading).errors).toEqual([]);
  expect(store.readFiles).toContain('content/case-studies/1-first.mdx');
  expect(store.readFiles).toContain('content/faq/how-fast.mdx');
});

test('a case study whose frontmatter is invalid gives nothing to draw from, and the result names it', () => {
  const { repo, contentRoot } = fixtureWithCaseStudy((source) => source.replace('title: The First Case Study\n', ''));
  const reading = readFrontmatter(contentRoot, { repoRoot: repo });
  expect(reading.frontmatter).toBeUndefined();
  expect(completeValidation(reading).errors.map((error) => [error.file, error.problem])).toEqual([
    ['content/case-studies/1-first.mdx', 'This field is required but missing. It should be text.'],
  ]);
});

test('a mistake in a case study’s body is found after its frontmatter was given', () => {
  const { repo, contentRoot } = fixtureWithCaseStudy((source) =>
    source.replace('The introduction of the first case study.', '<Callout>The introduction.</Callout>'),
  );
  const reading = readFrontmatter(contentRoot, { repoRoot: repo });
  expect(reading.frontmatter).toBeDefined();
  expect(completeValidation(reading).errors.map((error) => [error.file, error.problem])).toEqual([
    ['content/case-studies/1-first.mdx', 'Unknown component <Callout>.'],
  ]);
});
