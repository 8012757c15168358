/**
 * `npm run docs:content`: writes docs/content-reference.md, and the table of sections in
 * CONTENT.md, from the zod schemas and their JSDoc. `--check` only compares, and fails when a
 * committed file is stale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaSourceFiles } from '../content/model-files.ts';
import { renderContentReference, renderSectionsTable, withSectionsTable } from '../content/reference.ts';
import { repoRoot } from '../support/paths.ts';

const schemaFiles = schemaSourceFiles(repoRoot);
const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');
const reference = path.join(repoRoot, 'docs/content-reference.md');
const guide = path.join(repoRoot, 'CONTENT.md');
const generated = new Map([
  [reference, await renderContentReference(schemaFiles)],
  [guide, withSectionsTable(read(guide), await renderSectionsTable(schemaFiles))],
]);

for (const [file, text] of generated) {
  const name = path.relative(repoRoot, file);
  if (process.argv.includes('--check')) {
    if (read(file) !== text) {
      console.error(`${name} is out of date with the schemas. Run: npm run docs:content`);
      process.exitCode = 1;
    } else {
      console.log(`${name} is up to date.`);
    }
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`Wrote ${name}.`);
  }
}
