/**
 * `npm run docs:content`: writes docs/content-reference.md from the zod schemas and their
 * JSDoc. `--check` only compares, and fails when the committed file is stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaSourceFiles } from '../content/model-files.ts';
import { renderContentReference } from '../content/reference.ts';
import { repoRoot } from '../support/paths.ts';

const target = path.join(repoRoot, 'docs/content-reference.md');
const reference = await renderContentReference(schemaSourceFiles(repoRoot));

if (process.argv.includes('--check')) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== reference) {
    console.error('docs/content-reference.md is out of date with the schemas. Run: npm run docs:content');
    process.exitCode = 1;
  } else {
    console.log('docs/content-reference.md is up to date.');
  }
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, reference);
  console.log(`Wrote ${path.relative(repoRoot, target)}.`);
}
