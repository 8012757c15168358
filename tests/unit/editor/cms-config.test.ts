import { fileURLToPath } from 'node:url';
import { beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { sectionSchema } from '../../../src/components/sections/schemas.ts';
import { caseStudySchema } from '../../../src/model/case-study.ts';
import { faqEntrySchema } from '../../../src/model/faq-entry.ts';
import { iconNames } from '../../../src/model/fields.ts';
import { pageSchema } from '../../../src/model/page.ts';
import { redirectsSchema } from '../../../src/model/redirects.ts';
import { siteSchema } from '../../../src/model/site.ts';
import { cmsConfig, schemaContext, type CmsCollection, type CmsConfig } from '../../../scripts/editor/cms-config.ts';
import type { CmsField, FieldContext } from '../../../scripts/editor/cms-fields.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const facts = { nextCaseStudyId: 7, nextFaqOrder: 14 };
let context: FieldContext;
let local: CmsConfig;

beforeAll(async () => {
  context = await schemaContext(repoRoot);
  local = cmsConfig(
    { kind: 'local', siteUrl: 'http://127.0.0.1:5173', apiUrl: 'http://127.0.0.1:5173/api/v1' },
    context,
    facts,
  );
});

/** The JSON Schema zod itself derives from a schema: a second, independent reading of the same rules. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  enum?: string[];
  const?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  default?: unknown;
}

function jsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function collection(config: CmsConfig, name: string): CmsCollection {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

/**
 * Every property of `schema` has a form field of the same name, in the same order, with the same
 * required flag, default, length and list bounds, enum options and pattern; nested objects,
 * lists and section types are compared the same way. Returns the fields compared, by path.
 */
function expectFieldsMatch(fields: CmsField[], schema: JsonSchema, path: string, seen: string[]): void {
  const properties = Object.entries(schema.properties ?? {});
  expect(
    fields.map((field) => field.name),
    path,
  ).toEqual(properties.map(([name]) => name));
  for (const [name, property] of properties) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`${path}.${name} has no field`);
    const at = `${path}.${name}`;
    seen.push(at);
    expect(field.required, `${at} required`).toBe((schema.required ?? []).includes(name));
    if (property.default !== undefined) expect(field.default, `${at} default`).toEqual(property.default);
    if (property.const !== undefined) expect([field.widget, field.default], at).toEqual(['hidden', property.const]);
    if (property.enum) expect([field.widget, field.options], at).toEqual(['select', property.enum]);
    if (property.type === 'boolean') expect(field.widget, at).toBe('boolean');
    if (property.type === 'integer') {
      expect([field.widget, field.value_type], at).toEqual(['number', 'int']);
      const min =
        property.minimum ?? (property.exclusiveMinimum === undefined ? undefined : property.exclusiveMinimum + 1);
      expect(field.min, `${at} min`).toBe(min);
      expect(field.max, `${at} max`).toBe(
        property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER ? property.maximum : undefined,
      );
    }
    if (property.type === 'string' && property.const === undefined && !property.enum) {
      if (property.maxLength !== undefined)
        expect(field.pattern?.[0], `${at} max length`).toContain(`{0,${property.maxLength}}$)`);
      if (property.maxLength !== undefined)
        expect(field.pattern?.[1], `${at} message`).toContain(`At most ${property.maxLength} characters.`);
      if (property.pattern !== undefined)
        expect(field.pattern?.[0], `${at} pattern`).toContain(`(?=${property.pattern})`);
      // A required text field is refused empty by the form, as zod's min(1) refuses it.
      if (property.minLength === 1 && field.widget !== 'image' && field.widget !== 'datetime')
        expect(['string', 'text'], at).toContain(field.widget);
    }
    if (property.type === 'object') {
      expect(field.widget, at).toBe('object');
      expectFieldsMatch(field.fields ?? [], property, at, seen);
    }
    if (property.type === 'array') {
      expect(field.min, `${at} min`).toBe(property.minItems);
      expect(field.max, `${at} max`).toBe(property.maxItems);
      const items = property.items ?? {};
      if (items.oneOf) {
        expect([field.widget, field.typeKey], at).toEqual(['list', 'type']);
        expect(
          field.types?.map((type) => type.name),
          at,
        ).toEqual(items.oneOf.map((option) => option.properties?.type?.const));
        for (const [index, option] of items.oneOf.entries())
          expectFieldsMatch(
            field.types?.[index]?.fields ?? [],
            option,
            `${at}[${String(option.properties?.type?.const)}]`,
            seen,
          );
      } else if (items.type === 'object') {
        expect(field.widget, at).toBe('list');
        expectFieldsMatch(field.fields ?? [], items, `${at}[]`, seen);
      } else if (field.widget !== 'relation') {
        expect([field.widget, field.field?.widget], at).toEqual([
          'list',
          items.enum
            ? 'select'
            : items.type === 'integer'
              ? 'number'
              : field.field?.widget === 'text'
                ? 'text'
                : 'string',
        ]);
      }
    }
  }
}

test('every field of every content type has a form field with the schema’s required flag, default, bounds, options and pattern', () => {
  const seen: string[] = [];
  const withoutBody = (name: string) => (collection(local, name).fields ?? []).filter((field) => field.name !== 'body');
  expectFieldsMatch(withoutBody('pages'), jsonSchema(pageSchema), 'page', seen);
  expectFieldsMatch(withoutBody('case-studies'), jsonSchema(caseStudySchema), 'caseStudy', seen);
  expectFieldsMatch(withoutBody('faq'), jsonSchema(faqEntrySchema), 'faq', seen);
  expectFieldsMatch(collection(local, 'settings').files?.[0]?.fields ?? [], jsonSchema(siteSchema), 'site', seen);
  // The walk above went through every section type's fields, not only the top level.
  expect(seen).toContain('page.sections[PricingGrid].plans[].button.href');
  expect(seen).toContain('caseStudy.results.stats[].color');
  expect(seen.length).toBeGreaterThan(200);
});

test('sections are a list of types keyed on type, one per section schema', () => {
  const sections = collection(local, 'pages').fields?.find((field) => field.name === 'sections');
  expect(sections?.typeKey).toBe('type');
  expect(sections?.types?.map((type) => type.name)).toEqual(
    sectionSchema.options.map((option) => option.shape.type.value),
  );
});

test('widgets follow the field types: long text, dates, pictures, icons, relations and the MDX body', () => {
  const caseStudy = collection(local, 'case-studies').fields ?? [];
  const field = (name: string) => caseStudy.find((candidate) => candidate.name === name);
  expect(field('title')?.widget).toBe('string');
  expect(field('excerpt')?.widget).toBe('text');
  expect(field('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  expect(field('image')).toMatchObject({ widget: 'image', choose_url: false });
  expect(field('body')).toMatchObject({ widget: 'markdown', modes: ['raw'] });
  // The hint is the JSDoc written on the schema field.
  expect(field('imageAlt')?.hint).toBe(
    'What the picture shows, for people who cannot see it; `""` only when it shows nothing the text does not say.',
  );
  expect(field('imageFocus')).toMatchObject({ widget: 'string', required: false });

  const sections = collection(local, 'pages').fields?.find((candidate) => candidate.name === 'sections')?.types ?? [];
  const stories = sections
    .find((type) => type.name === 'SuccessStories')
    ?.fields?.find((candidate) => candidate.name === 'stories');
  expect(stories).toMatchObject({
    widget: 'relation',
    collection: 'case-studies',
    value_field: 'id',
    multiple: true,
    min: 1,
  });
  const statIcon = sections
    .find((type) => type.name === 'StatsBand')
    ?.fields?.find((candidate) => candidate.name === 'stats')
    ?.fields?.find((candidate) => candidate.name === 'icon');
  expect(statIcon).toMatchObject({ widget: 'select', options: [...iconNames] });
});

test('a new case study gets the next free id and a file name from it; a new FAQ entry the next order', () => {
  const caseStudies = collection(local, 'case-studies');
  expect(caseStudies.slug).toBe('{{fields.id}}-{{slug}}');
  expect(caseStudies.fields?.find((field) => field.name === 'id')?.default).toBe(7);
  expect(collection(local, 'faq').fields?.find((field) => field.name === 'order')?.default).toBe(14);
});

test('locally the editor writes into the content folder; on GitHub into content/ with pull requests', () => {
  expect(local.backend).toEqual({ name: 'proxy', proxy_url: 'http://127.0.0.1:5173/api/v1', branch: 'main' });
  expect(collection(local, 'faq').folder).toBe('faq');
  const github = cmsConfig(
    {
      kind: 'github',
      repo: 'acme/site',
      branch: 'main',
      authUrl: 'https://auth.example.com',
      siteUrl: 'https://www.example.com',
    },
    context,
    facts,
  );
  expect(github.backend).toEqual({
    name: 'github',
    repo: 'acme/site',
    branch: 'main',
    base_url: 'https://auth.example.com',
  });
  expect(github.publish_mode).toBe('editorial_workflow');
  expect(collection(github, 'faq').folder).toBe('content/faq');
  expect(collection(github, 'settings').files?.[0]?.file).toBe('content/site.yaml');
  expect(github.media_folder).toBe('content/public/images');
  expect(github.public_folder).toBe('/images');
});

test('the redirects are a file collection of their own, its form made from their schema', () => {
  const redirects = collection(local, 'redirects');
  expect(redirects.files?.map((file) => file.file)).toEqual(['redirects.yaml']);
  const fields = redirects.files?.[0]?.fields ?? [];
  expectFieldsMatch(fields, jsonSchema(redirectsSchema), 'redirects', []);
  const status = fields[0]?.fields?.find((field) => field.name === 'status');
  expect([status?.widget, status?.options, status?.default]).toEqual(['select', [301, 302], 301]);
});
