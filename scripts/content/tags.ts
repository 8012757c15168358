import { existsSync, readFileSync } from 'node:fs';
import { type TagList, tagListSchema } from '../../src/model/tag.ts';
import type { ContentError } from './errors.ts';
import { normaliseSource, parseYaml } from './frontmatter.ts';
import type { Entry } from './load.ts';
import type { BodyFacts } from './mdx-body.ts';
import { validateData } from './validate.ts';

const noBody: BodyFacts = { links: [], images: [], plainText: '', prose: [], isEmpty: true };

/**
 * Reads and validates the list of tags, `content/tags.yaml`; its problems are added to `errors`.
 * A site without the file has no tags. Undefined when the file is invalid.
 */
export function readTags(absolutePath: string, file: string, errors: ContentError[]): Entry<TagList> | undefined {
  const entry = { file, absolutePath, slug: 'tags', body: noBody };
  if (!existsSync(absolutePath)) return { ...entry, data: { tags: [] }, locate: () => ({ line: 1, column: 1 }) };
  const source = normaliseSource(readFileSync(absolutePath, 'utf8'));
  const yaml = parseYaml(source, file);
  errors.push(...yaml.errors);
  if (yaml.errors.length > 0) return undefined;
  const { value, errors: invalid } = validateData(tagListSchema, yaml.data, file, yaml.locate);
  errors.push(...invalid);
  return value && { ...entry, data: value, locate: yaml.locate };
}
