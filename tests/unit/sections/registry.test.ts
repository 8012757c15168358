import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { findSections, registrySources, sectionsFolder } from '../../../scripts/sections/registry.ts';
import { sectionSchemas } from '../../../src/components/sections/schemas.gen.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

test.each([...registrySources(findSections(repoRoot))])(
  '%s is what the files of the sections folder generate (every npm command rewrites it; commit it)',
  (file, source) => {
    expect(readFileSync(path.join(repoRoot, file), 'utf8')).toBe(source);
  },
);

test('each section schema is named after its file: `type: Name` in Name.schema.ts', () => {
  expect(sectionSchemas.map((schema) => schema.shape.type.value)).toEqual(
    findSections(repoRoot).map((section) => section.name),
  );
});

test('a schema file that does not export its schema by the expected name is named, with the name it needs', () => {
  const project = mkdtempSync(path.join(tmpdir(), 'section-registry-'));
  try {
    mkdirSync(path.join(project, sectionsFolder), { recursive: true });
    writeFileSync(path.join(project, sectionsFolder, 'Quote.schema.ts'), 'export const quote = 1;\n');
    expect(() => findSections(project)).toThrow(
      'src/components/sections/Quote.schema.ts must export its schema as `quoteSchema`.',
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

test('a section is listed among the components only when its Name.tsx exists', () => {
  expect(findSections(repoRoot).filter((section) => !section.hasComponent)).toEqual([
    { name: 'Content', schemaExport: 'contentSchema', hasComponent: false, island: false },
  ]);
});
