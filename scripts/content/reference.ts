import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { unwrapField } from './unwrap-field.ts';
import { readSchemaDescriptions, type SchemaDescriptions } from './schema-docs.ts';
import { caseStudySchema } from '../../src/model/case-study.ts';
import { faqEntrySchema } from '../../src/model/faq-entry.ts';
import { pageSchema } from '../../src/model/page.ts';
import { contentReferences } from '../../src/model/reference.ts';
import { imagePath, pictureFields } from '../../src/model/fields.ts';
import { tagListSchema } from '../../src/model/tag.ts';
import { sectionSchema } from '../../src/components/sections/schemas.ts';
import { redirectsSchema } from '../../src/model/redirects.ts';
import { siteSchema } from '../../src/model/site.ts';

/** Where a schema object was declared, so its fields' comments can be found. */
interface Declaration {
  exportName: string;
  descriptions: SchemaDescriptions;
}

/** One row of a reference table. */
interface FieldRow {
  field: string;
  type: string;
  required: boolean;
  defaultValue?: string;
  description: string;
}

/** The names shared field schemas go by in the reference. */
const sharedTypeNames: Record<string, string> = {
  text: 'text',
  href: 'link target',
  link: 'link',
  httpsUrl: 'https address',
  imagePath: 'image path',
  isoDate: 'date',
  icon: 'icon',
  accent: 'accent colour',
  textList: 'list of text',
};

/** Every exported schema object of the content model's files, with the comments of its file. */
async function declarations(files: readonly string[]): Promise<Map<unknown, Declaration>> {
  const found = new Map<unknown, Declaration>();
  for (const file of files) {
    const descriptions = readSchemaDescriptions(file);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.set(value, { exportName, descriptions });
    }
  }
  return found;
}

function lengthLimits(schema: z.ZodType, unit: string): string {
  const limits = (schema._zod.def.checks ?? []).flatMap((check) => {
    const def = check._zod.def as { check?: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === 'min_length' && def.minimum !== undefined && def.minimum > 1)
      return [`at least ${def.minimum} ${unit}`];
    if (def.check === 'max_length' && def.maximum !== undefined) return [`at most ${def.maximum} ${unit}`];
    if (def.check === 'length_equals' && def.length !== undefined) return [`exactly ${def.length} ${unit}`];
    return [];
  });
  return limits.length > 0 ? ` (${limits.join(', ')})` : '';
}

function typeName(schema: z.ZodType, known: Map<unknown, Declaration>): string {
  // A picture field made from `imagePath`, such as `shownPicture(...)`, goes by its name.
  const shared = known.get(schema) ?? (pictureFields.get(schema) ? known.get(imagePath) : undefined);
  if (shared && sharedTypeNames[shared.exportName]) return sharedTypeNames[shared.exportName]!;
  const reference = contentReferences.get(schema);
  if (reference) return `${reference.entryName} ${reference.keyName}`;
  if (schema === sectionSchema) return 'section';
  if (schema instanceof z.ZodEmail) return 'e-mail address';
  if (schema instanceof z.ZodString) return `text${lengthLimits(schema, 'characters')}`;
  if (schema instanceof z.ZodNumber) return schema.isInt ? 'whole number' : 'number';
  if (schema instanceof z.ZodBoolean) return 'true or false';
  if (schema instanceof z.ZodLiteral)
    return `exactly ${[...schema.values].map((value) => `\`${String(value)}\``).join(' or ')}`;
  if (schema instanceof z.ZodEnum)
    return `one of ${schema.options.map((option) => `\`${String(option)}\``).join(', ')}`;
  if (schema instanceof z.ZodArray)
    return `list of ${typeName(unwrapField(schema.element as z.ZodType).inner, known)}${lengthLimits(schema, 'items')}`;
  if (schema instanceof z.ZodObject) return 'group of fields';
  return schema._zod.def.type;
}

function fieldRows(
  objectSchema: z.ZodObject,
  known: Map<unknown, Declaration>,
  owner: Declaration,
  prefix = '',
  lookupPath: string[] = [],
): FieldRow[] {
  return Object.entries(objectSchema.shape).flatMap(([key, fieldSchema]) => {
    const { inner, required, defaultValue } = unwrapField(fieldSchema as z.ZodType);
    const ownDescription = owner.descriptions.fields.get(`${owner.exportName}:${[...lookupPath, key].join('.')}`);
    const row: FieldRow = {
      field: `${prefix}${key}`,
      type: typeName(inner, known),
      required,
      defaultValue: defaultValue === undefined ? undefined : JSON.stringify(defaultValue),
      description: ownDescription ?? '',
    };
    const element = inner instanceof z.ZodArray ? unwrapField(inner.element as z.ZodType).inner : undefined;
    const nested = inner instanceof z.ZodObject ? inner : element instanceof z.ZodObject ? element : undefined;
    if (!nested) return [row];
    const nestedPrefix = `${prefix}${key}${element ? '[]' : ''}.`;
    const nestedDeclaration = known.get(nested);
    // A group declared as its own export (a testimonial, a link) is documented with its own comments.
    const nestedRows =
      nestedDeclaration && nestedDeclaration !== owner
        ? fieldRows(nested, known, nestedDeclaration, nestedPrefix, [])
        : fieldRows(nested, known, owner, nestedPrefix, [...lookupPath, key]);
    return [row, ...nestedRows];
  });
}

function table(rows: FieldRow[]): string {
  const escapePipes = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '| field | type | required | default | description |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.field}\` | ${escapePipes(row.type)} | ${row.required ? 'yes' : 'no'} | ${row.defaultValue ? `\`${escapePipes(row.defaultValue)}\`` : ''} | ${escapePipes(row.description)} |`,
    ),
  ].join('\n');
}

/**
 * The content reference, generated from the zod schemas and the JSDoc on their fields:
 * every content type and section, each field's type, whether it is required, its default,
 * its allowed values and its description.
 */
export async function renderContentReference(schemaFiles: readonly string[]): Promise<string> {
  const known = await declarations(schemaFiles);
  const declared = (schema: z.ZodType): Declaration => {
    const declaration = known.get(schema);
    if (!declaration) throw new Error('A documented schema must be exported from src/model.');
    return declaration;
  };
  const contentTypes: { title: string; schema: z.ZodObject }[] = [
    { title: 'Site settings', schema: siteSchema },
    { title: 'Page', schema: pageSchema },
    { title: 'Case study', schema: caseStudySchema },
    { title: 'FAQ entry', schema: faqEntrySchema },
    { title: 'Tags', schema: tagListSchema },
    { title: 'Redirects', schema: redirectsSchema },
  ];
  const parts = [
    '# Content reference',
    '',
    '<!-- Generated by `npm run docs:content` from the zod schemas of the content model. Do not edit by hand. -->',
    '',
    'Every field each kind of content file accepts. A field marked "no" under required may be left out; its default then applies. For how to edit and preview, see [CONTENT.md](../CONTENT.md).',
    '',
  ];
  for (const { title, schema } of contentTypes) {
    const declaration = declared(schema);
    parts.push(
      `## ${title}`,
      '',
      declaration.descriptions.exports.get(declaration.exportName) ?? '',
      '',
      table(fieldRows(schema, known, declaration)),
      '',
    );
  }
  parts.push(
    '## Sections',
    '',
    'A page lists its sections under `sections:`, top to bottom; each starts with `- type: Name`.',
    '',
  );
  for (const option of sectionSchema.options) {
    const declaration = declared(option);
    const name = String(option.shape.type.value);
    parts.push(
      `### ${name}`,
      '',
      declaration.descriptions.exports.get(declaration.exportName) ?? '',
      '',
      table(fieldRows(option, known, declaration)),
      '',
    );
  }
  parts.push('## Field types', '', '| type | meaning |', '|---|---|');
  for (const [exportName, name] of Object.entries(sharedTypeNames)) {
    const declaration = [...known.values()].find((candidate) => candidate.exportName === exportName);
    parts.push(`| ${name} | ${(declaration?.descriptions.exports.get(exportName) ?? '').replace(/\|/g, '\\|')} |`);
  }
  const icons = [...known.entries()].find(([, declaration]) => declaration.exportName === 'icon')?.[0];
  if (icons instanceof z.ZodEnum)
    parts.push('', `Icons: ${icons.options.map((option) => `\`${String(option)}\``).join(', ')}.`);
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}

/** The comments around the table of sections in CONTENT.md, which `npm run docs:content` rewrites. */
export const sectionsTableMarkers = {
  start: '<!-- sections table: written by `npm run docs:content` from the section schemas and their comments -->',
  end: '<!-- /sections table -->',
} as const;

/** The required fields of a group, named. */
function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([key, field]) => key !== 'type' && unwrapField(field as z.ZodType).required)
    .map(([key]) => key);
}

/** What an editor must write for a section, and may: `heading`, `logos` (name, image); optional `intro`. */
function sectionNeeds(schema: z.ZodObject): string {
  const fields = Object.entries(schema.shape).filter(([key]) => key !== 'type');
  const needed = fields.flatMap(([key, field]) => {
    const { inner, required } = unwrapField(field as z.ZodType);
    if (!required) return [];
    const element = inner instanceof z.ZodArray ? unwrapField(inner.element as z.ZodType).inner : inner;
    const parts = element instanceof z.ZodObject ? requiredFields(element) : [];
    return [`\`${key}\`${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`];
  });
  const optional = fields.filter(([, field]) => !unwrapField(field as z.ZodType).required).map(([key]) => `\`${key}\``);
  return [needed.join(', ') || 'nothing', ...(optional.length > 0 ? [`optional ${optional.join(', ')}`] : [])].join(
    '; ',
  );
}

/** CONTENT.md's table of sections: each section's one-line comment, and what it needs; generated from the schemas. */
export async function renderSectionsTable(schemaFiles: readonly string[]): Promise<string> {
  const known = await declarations(schemaFiles);
  const rows = sectionSchema.options.map((option) => {
    const declaration = known.get(option);
    const description = declaration?.descriptions.exports.get(declaration.exportName);
    if (!description) throw new Error(`The schema of the ${String(option.shape.type.value)} section needs a comment.`);
    return `| \`${String(option.shape.type.value)}\` | ${description.replace(/\|/g, '\\|')} | ${sectionNeeds(option)} |`;
  });
  return ['| section | what it shows | what it needs |', '|---|---|---|', ...rows].join('\n');
}

/** `guide` (CONTENT.md) with its table of sections replaced by `table`. */
export function withSectionsTable(guide: string, table: string): string {
  const start = guide.indexOf(sectionsTableMarkers.start);
  const end = guide.indexOf(sectionsTableMarkers.end);
  if (start === -1 || end < start) throw new Error(`CONTENT.md has lost the comments around its table of sections.`);
  return `${guide.slice(0, start + sectionsTableMarkers.start.length)}\n\n${table}\n\n${guide.slice(end)}`;
}
