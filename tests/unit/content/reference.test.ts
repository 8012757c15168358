import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { schemaSourceFiles } from '../../../scripts/content/model-files.ts';
import { renderContentReference, renderSectionsTable, withSectionsTable } from '../../../scripts/content/reference.ts';

const repo = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));

test('docs/content-reference.md is what the schemas generate (run `npm run docs:content` after changing a schema)', async () => {
  const generated = await renderContentReference(schemaSourceFiles(repo('.')));
  expect(readFileSync(repo('docs/content-reference.md'), 'utf8')).toBe(generated);
});

test('the reference documents every section type and each field with its description', async () => {
  const reference = await renderContentReference(schemaSourceFiles(repo('.')));
  expect(reference).toContain('### PricingGrid');
  expect(reference).toContain(
    '| `plans[].popular` | true or false | no | `false` | Mark the plan as "Most Popular". |',
  );
  expect(reference).toContain(
    '| `keyResults` | list of text (at most 4 items) | yes |  | Key results on the card; a card shows at most four. |',
  );
});

test("CONTENT.md's table of sections is what the schemas generate (run `npm run docs:content` after changing a schema)", async () => {
  const guide = readFileSync(repo('CONTENT.md'), 'utf8');
  expect(guide).toBe(withSectionsTable(guide, await renderSectionsTable(schemaSourceFiles(repo('.')))));
});

test("the table of sections gives each section's comment and the fields an editor must write", async () => {
  const table = await renderSectionsTable(schemaSourceFiles(repo('.')));
  expect(table).toContain(
    '| `LogoStrip` | The "Trusted by" strip of client logos that scrolls endlessly. | `heading`, `logos` (name, image); optional `secondsPerCycle` |',
  );
  expect(table).toContain(
    "| `Content` | Places the page's MDX body (the prose under the frontmatter) among the sections. | nothing |",
  );
});
