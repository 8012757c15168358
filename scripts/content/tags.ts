import { type TagList, tagListSchema } from '../../src/model/tag.ts';
import type { ContentError } from './errors.ts';
import type { Entry } from './load.ts';
import type { BodyFacts } from './mdx-body.ts';
import { readYamlData } from './validate.ts';

const noBody: BodyFacts = { links: [], images: [], plainText: '', prose: [], isEmpty: true };

/**
 * Reads and validates the list of tags, `content/tags.yaml`; its problems are added to `errors`.
 * A site without the file has no tags. Undefined when the file is invalid.
 */
export function readTags(absolutePath: string, file: string, errors: ContentError[]): Entry<TagList> | undefined {
  const entry = { file, absolutePath, slug: 'tags', body: noBody };
  const read = readYamlData(tagListSchema, absolutePath, file);
  if (!read) return { ...entry, data: { tags: [] }, locate: () => ({ line: 1, column: 1 }) };
  errors.push(...read.errors);
  return read.value && { ...entry, data: read.value, locate: read.locate };
}
