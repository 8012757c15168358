import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { findSections, registrySources, sectionsFolder } from '../../../scripts/sections/registry.ts';
import { sectionSchemas } from '../../../src/components/sections/schemas.gen.ts';
import { caseStudySchema } from '../../../src/model/case-study.ts';
import { type PictureMark, pictureFields } from '../../../src/model/fields.ts';
import { siteSchema } from '../../../src/model/site.ts';

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

/** Each object schema in `schema`, with where it sits, e.g. `CaseStudyList.plans[]`. */
function objectSchemas(schema: z.ZodType, where: string): { where: string; shape: Record<string, z.ZodType> }[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return objectSchemas(schema.unwrap() as z.ZodType, where);
  if (schema instanceof z.ZodArray) return objectSchemas(schema.element as z.ZodType, `${where}[]`);
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return [
      { where, shape },
      ...Object.entries(shape).flatMap(([key, field]) => objectSchemas(field, `${where}.${key}`)),
    ];
  }
  return [];
}

/** A field's picture mark, through the optional and default wrappers a schema may put round it. */
function pictureMarkOf(schema: z.ZodType): PictureMark | undefined {
  const mark = pictureFields.get(schema);
  if (mark) return mark;
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable
    ? pictureMarkOf(schema.unwrap() as z.ZodType)
    : undefined;
}

test("each picture a section or entry shows names a field of its own object as the picture's description", () => {
  const schemas: [string, z.ZodType][] = [
    ...sectionSchemas.map((schema): [string, z.ZodType] => [schema.shape.type.value, schema]),
    ['case study', caseStudySchema],
    ['site settings', siteSchema],
  ];
  const pictures = schemas.flatMap(([name, schema]) =>
    objectSchemas(schema, name).flatMap(({ where, shape }) =>
      Object.entries(shape).flatMap(([key, field]) => {
        const mark = pictureMarkOf(field);
        return mark?.shown ? [{ picture: `${where}.${key}`, alt: mark.alt, altIsAField: mark.alt in shape }] : [];
      }),
    ),
  );
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((picture) => !picture.altIsAField)).toEqual([]);
});
