/**
 * Fields that refer to other content, declared in the schema (as Astro's `reference()`): the
 * content check requires that the entry named exists (`checkReferences` in
 * scripts/content/checks.ts), the editor offers the entries to choose from, and its preview names a
 * missing one. A schema marks such a field with a helper of this file, e.g. `caseStudyReference()`.
 */
import { z } from 'zod';
import { caseStudyId } from './fields.ts';
import { tagId } from './tag.ts';
import { markedValuesIn } from './marked-fields.ts';

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

/** Every reference in `data`, which `schema` validated: each value of a field the schema marks as a reference. */
export function referencesIn(schema: z.ZodType, data: unknown): FoundReference[] {
  return markedValuesIn(contentReferences, schema, data).map(({ path, value, mark }) => ({
    ...mark,
    path,
    key: value,
  }));
}
