/**
 * Turns the zod schemas of the content model into Decap CMS fields, so the editor's forms cannot
 * drift from what the build accepts: each field's widget, required flag, default, length, bounds
 * and pattern come from its schema, and its hint from the JSDoc on it.
 */
import { z } from 'zod';
import { unwrapField } from '../content/unwrap-field.ts';
import { isoDate, pictureFields } from '../../src/model/fields.ts';
import type { RuleWording } from '../../src/model/rule.ts';
import type { SchemaDescriptions } from '../content/schema-docs.ts';

/** A field of a Decap CMS collection (the subset of Decap's field options this site uses). */
export interface CmsField {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'datetime'
    | 'select'
    | 'image'
    | 'list'
    | 'object'
    | 'relation'
    | 'markdown'
    | 'hidden';
  required?: boolean;
  hint?: string;
  default?: unknown;
  /** A regular expression the value must match, and the message shown when it does not. */
  pattern?: [string, string];
  /** number: whole numbers only; list and relation: the fewest and most items. */
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  options?: (string | number)[];
  /** object and list of objects: their fields. */
  fields?: CmsField[];
  /** list of single values: the field of one item. */
  field?: CmsField;
  /** list of sections: one object type per section, told apart by `typeKey`. */
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  collapsed?: boolean;
  /** datetime: the stored format; no time part. */
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  /** image: no external address, only files of the site. */
  choose_url?: boolean;
  /** relation: the collection whose entries are offered, and what is stored and shown. */
  collection?: string;
  /** relation to a file collection: the file whose list is offered. */
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
  options_length?: number;
  /** markdown: the editing modes offered. */
  modes?: string[];
}

/** A reference from a field to the entries of another collection (case study ids). */
export interface Reference {
  collection: string;
  /** For a list kept in one file (the tags): the file's name in its collection. */
  file?: string;
  valueField: string;
  displayField: string;
}

/** What the walker needs to know beside the schema. */
export interface FieldContext {
  /** The JSDoc of the schema files, by export name and field path. */
  describe: (schema: z.ZodType, path: readonly string[]) => string | undefined;
  /** True for a schema exported from a schema file: its fields' comments are written on it. */
  declared: (schema: z.ZodType) => boolean;
  /** The collection a schema's values name an entry of, for a field marked as a reference (`src/model/reference.ts`). */
  reference: (schema: z.ZodType) => Reference | undefined;
}

/** Decap has no minimum length: longer strings than this get a multi-line box. */
export const longTextFrom = 200;
/** Strings with no maximum that hold sentences rather than a few words, by field name. */
const paragraphNames = new Set(['text', 'content', 'description', 'message', 'tagline', 'intro', 'answer']);

/** "keyResults" -> "Key results". */
export function labelOf(name: string): string {
  if (name === 'id') return 'ID';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface CheckDef {
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  params?: Partial<RuleWording>;
}

function checksOf(schema: z.ZodType): CheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def as CheckDef);
}

/** The length bounds of a string or a list: `min_length`, `max_length` and `length_equals` checks. */
export function lengthBounds(schema: z.ZodType): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') bounds.min = check.minimum;
    if (check.check === 'max_length') bounds.max = check.maximum;
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length;
  }
  return bounds;
}

/** The regular expressions a string must match: its `.regex()` checks, or an e-mail's pattern. */
function patternsOf(schema: z.ZodType): RegExp[] {
  const own = (schema._zod.def as { pattern?: RegExp }).pattern;
  const checks = checksOf(schema).flatMap((check) =>
    check.check === 'string_format' && check.pattern ? [check.pattern] : [],
  );
  return [...(own ? [own] : []), ...checks];
}

/** The hints of the rules a schema checks in code (`rule(problem, hint)`), which no form option can express. */
function ruleHints(schema: z.ZodType): string[] {
  return checksOf(schema).flatMap((check) => (check.params?.hint ? [check.params.hint] : []));
}

/** One Decap pattern for a string's regular expressions and maximum length, with a message that says both. */
function stringPattern(patterns: RegExp[], max: number | undefined): [string, string] | undefined {
  if (patterns.length === 0 && max === undefined) return undefined;
  // Lookaheads let one expression hold every rule: Decap takes a single pattern per field.
  const lookaheads = patterns.map((pattern) => `(?=${pattern.source})`);
  const length = max === undefined ? '' : `(?=[\\s\\S]{0,${max}}$)`;
  const parts = [
    max === undefined ? undefined : `At most ${max} characters.`,
    patterns.length > 0 ? 'Use only the characters and form this field allows (see the hint).' : undefined,
  ];
  return [`^${length}${lookaheads.join('')}[\\s\\S]*$`, parts.filter(Boolean).join(' ')];
}

function numberBounds(schema: z.ZodType, isInt: boolean): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    const value = check.value === undefined ? undefined : Number(check.value);
    if (value === undefined) continue;
    const step = isInt ? 1 : 0;
    if (check.check === 'greater_than') bounds.min = check.inclusive ? value : value + step;
    if (check.check === 'less_than') bounds.max = check.inclusive ? value : value - step;
  }
  return bounds;
}

/** The Decap field for `key` of an object schema; `path` is its dotted path in its declaration, for its JSDoc. */
export function cmsField(
  key: string,
  schema: z.ZodType,
  context: FieldContext,
  owner: z.ZodType,
  path: readonly string[],
): CmsField {
  const { inner, required, defaultValue } = unwrapField(schema);
  const description = context.describe(owner, path);
  const hints = [description, ...ruleHints(inner)].filter((hint): hint is string => Boolean(hint));
  const base: CmsField = {
    name: key,
    label: labelOf(key),
    widget: 'string',
    required,
    ...(hints.length > 0 ? { hint: hints.join(' ') } : {}),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  };
  return { ...base, ...widgetFor(key, inner, context, owner, path) };
}

function widgetFor(
  key: string,
  schema: z.ZodType,
  context: FieldContext,
  owner: z.ZodType,
  path: readonly string[],
): Partial<CmsField> {
  if (pictureFields.get(schema)) return { widget: 'image', choose_url: false };
  if (schema === isoDate)
    return {
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    };
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat) {
    const { max } = lengthBounds(schema);
    const long = max === undefined ? paragraphNames.has(key) : max >= longTextFrom;
    const pattern = stringPattern(patternsOf(schema), max);
    return { widget: long ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
  }
  if (schema instanceof z.ZodNumber) {
    const isInt = schema.isInt;
    const { min, max } = numberBounds(schema, isInt);
    // Zod's whole numbers stop at the largest safe integer: no limit an editor would meet.
    const shownMax = max !== undefined && max < Number.MAX_SAFE_INTEGER ? max : undefined;
    return {
      widget: 'number',
      value_type: isInt ? 'int' : 'float',
      ...(isInt ? { step: 1 } : {}),
      ...(min === undefined ? {} : { min }),
      ...(shownMax === undefined ? {} : { max: shownMax }),
    };
  }
  if (schema instanceof z.ZodBoolean) return { widget: 'boolean' };
  // One of a few values (a redirect's status): Decap's select keeps numbers numbers.
  if (schema instanceof z.ZodLiteral && schema.values.size > 1)
    return {
      widget: 'select',
      options: [...schema.values].map((value) => (typeof value === 'number' ? value : String(value))),
    };
  // A section's `type`: Decap writes it from the list's `typeKey`.
  if (schema instanceof z.ZodLiteral) return { widget: 'hidden', default: schema.value };
  if (schema instanceof z.ZodEnum) return { widget: 'select', options: schema.options.map(String) };
  if (schema instanceof z.ZodObject) {
    const [nestedOwner, nestedPath] = context.declared(schema) ? [schema, []] : [owner, path];
    return {
      widget: 'object',
      collapsed: path.length > 1,
      fields: objectFields(schema, context, nestedOwner, nestedPath),
    };
  }
  if (schema instanceof z.ZodArray) return listWidget(key, schema, context, owner, path);
  throw new Error(
    `The editor has no form field for the ${schema._zod.def.type} schema of "${path.join('.')}": add one to scripts/editor/cms-fields.ts.`,
  );
}

function listWidget(
  key: string,
  schema: z.ZodArray,
  context: FieldContext,
  owner: z.ZodType,
  path: readonly string[],
): Partial<CmsField> {
  const { min, max } = lengthBounds(schema);
  const bounds = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  const element = unwrapField(schema.element as z.ZodType).inner;
  const reference = context.reference(element);
  if (reference) {
    return {
      widget: 'relation',
      collection: reference.collection,
      ...(reference.file === undefined ? {} : { file: reference.file }),
      value_field: reference.valueField,
      search_fields: [reference.displayField],
      display_fields: [reference.displayField],
      multiple: true,
      options_length: 1000,
      ...bounds,
    };
  }
  if (element instanceof z.ZodDiscriminatedUnion)
    return { widget: 'list', typeKey: 'type', types: sectionTypes(element, context), collapsed: true, ...bounds };
  if (element instanceof z.ZodObject) {
    const [nestedOwner, nestedPath] = context.declared(element) ? [element, []] : [owner, path];
    const fields = objectFields(element, context, nestedOwner, nestedPath);
    return { widget: 'list', fields, collapsed: true, summary: `{{fields.${fields[0]?.name ?? 'label'}}}`, ...bounds };
  }
  // The item's own box needs no hint: the list's hint says what the items are.
  const { hint: _hint, ...field } = cmsField(key, element, context, owner, [...path, '[]']);
  return { widget: 'list', field, ...bounds };
}

/** The Decap fields of an object schema, in the order the schema lists them; `path` leads from `owner` to it. */
export function objectFields(
  schema: z.ZodObject,
  context: FieldContext,
  owner: z.ZodType = schema,
  path: readonly string[] = [],
): CmsField[] {
  return Object.entries(schema.shape).map(([key, field]) =>
    cmsField(key, field as z.ZodType, context, owner, [...path, key]),
  );
}

/** One Decap object type per section schema, told apart by `type`. */
function sectionTypes(union: z.ZodDiscriminatedUnion, context: FieldContext): CmsField[] {
  return union.options.map((option) => {
    const section = option as z.ZodObject;
    const name = String((section.shape.type as z.ZodLiteral).value);
    // `type` stays, hidden, with the value Decap writes from `typeKey` anyway: a type needs one field (Content has no other).
    const fields = objectFields(section, context, section);
    const hint = context.describe(section, []);
    return {
      name,
      label: name,
      widget: 'object',
      ...(hint ? { hint } : {}),
      fields,
      summary: `{{fields.heading}}{{fields.headline}}`,
    };
  });
}

/** Reads the JSDoc of each exported schema: `describe(schema, path)` for the context. */
export function describerFrom(
  descriptions: Map<z.ZodType, { exportName: string; descriptions: SchemaDescriptions }>,
): FieldContext['describe'] {
  return (schema, path) => {
    const declaration = descriptions.get(schema);
    if (!declaration) return undefined;
    if (path.length === 0) return declaration.descriptions.exports.get(declaration.exportName);
    return declaration.descriptions.fields.get(`${declaration.exportName}:${path.join('.')}`);
  };
}
