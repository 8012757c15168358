/**
 * Fields that refer to other content, declared in the schema (as Astro's `reference()`): the
 * content check requires that the entry named exists (`checkReferences` in
 * scripts/content/checks.ts), the editor offers the entries to choose from, and its preview names a
 * missing one. A schema marks such a field with a helper of this file, e.g. `caseStudyReference()`.
 */
import { z } from 'zod';
import { caseStudyId } from './fields.ts';
import { tagId } from './tag.ts';

/** The content a field may refer to, by collection. */
export type ReferencedCollection = 'caseStudies' | 'tags';

/** What a reference field refers to, and how messages name it. */
export interface ContentReference {
  collection: ReferencedCollection;
  /** One entry of the collection, in words: "case study". */
  entryName: string;
  /** The entry's field the reference holds: "id". */
  keyName: string;
}

/** The schemas of the fields that refer to other content. */
export const contentReferences = z.registry<ContentReference>();

/** The id of a case study, as a field that refers to that case study, which must exist. */
export function caseStudyReference() {
  return caseStudyId
    .clone()
    .register(contentReferences, { collection: 'caseStudies', entryName: 'case study', keyName: 'id' });
}

/** The id of a tag of `content/tags.yaml`, as a field that refers to that tag, which must exist. */
export function tagReference() {
  return tagId.clone().register(contentReferences, { collection: 'tags', entryName: 'tag', keyName: 'id' });
}

/** A reference written in content: where, to which collection, and the key it names. */
export interface FoundReference extends ContentReference {
  /** The field path in the entry, e.g. `['sections', 1, 'stories', 0]`. */
  path: (string | number)[];
  key: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The option of a discriminated union that `data` is, by its discriminator (a section by its `type`). */
function optionOf(schema: z.ZodDiscriminatedUnion, data: Record<string, unknown>): z.ZodType | undefined {
  const discriminator = schema._zod.def.discriminator;
  return schema.options.find((option) => option._zod.propValues?.[discriminator]?.has(data[discriminator] as never)) as
    | z.ZodType
    | undefined;
}

/** Every reference in `data`, which `schema` validated: each value of a field the schema marks as a reference. */
export function referencesIn(schema: z.ZodType, data: unknown, path: (string | number)[] = []): FoundReference[] {
  // An optional field left out names nothing.
  if (data === undefined) return [];
  const marked = contentReferences.get(schema);
  if (marked) return [{ ...marked, path, key: data }];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return referencesIn(schema.unwrap() as z.ZodType, data, path);
  if (schema instanceof z.ZodArray && Array.isArray(data))
    return data.flatMap((item, index) => referencesIn(schema.element as z.ZodType, item, [...path, index]));
  if (schema instanceof z.ZodObject && isRecord(data))
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      referencesIn(field as z.ZodType, data[key], [...path, key]),
    );
  if (schema instanceof z.ZodDiscriminatedUnion && isRecord(data)) {
    const option = optionOf(schema, data);
    return option ? referencesIn(option, data, path) : [];
  }
  return [];
}
