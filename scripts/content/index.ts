import { checkCatalog } from './checks.ts';
import type { ContentError } from './errors.ts';
import path from 'node:path';
import { publishedCatalog } from './publication.ts';
import {
  finishLoading,
  readFrontmatter,
  type ContentCatalog,
  type FrontmatterReading,
  type LoadOptions,
  type ReadingCache,
} from './load.ts';

export { readFrontmatter, type FrontmatterReading, type LoadOptions };

/** The result of validating all content: the catalog when there are no errors. */
export interface ValidationResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
}

/**
 * The second step of validation, after `readFrontmatter`: reads the rest of the files, then runs
 * the cross-file checks. Every error of every file is collected. The checks see every entry,
 * drafts included; with `onlyPublished`, the catalog then holds only what is published.
 */
export function completeValidation(reading: FrontmatterReading): ValidationResult {
  const loaded = finishLoading(reading);
  if (!loaded.catalog) return loaded;
  const errors = checkCatalog(loaded.catalog);
  if (errors.length > 0) return { errors };
  return { catalog: reading.options.onlyPublished ? publishedCatalog(loaded.catalog) : loaded.catalog, errors: [] };
}

/**
 * Loads and validates every content file, then runs the cross-file checks; every error of every
 * file is collected. File names in messages start from `repoRoot`; `readings` spares parsing
 * the files read before; `publishing` says as of when entries are published, and whether to
 * leave out the others.
 */
export function validateContent(
  contentRoot: string,
  repoRoot = path.dirname(contentRoot),
  readings?: ReadingCache,
  publishing: Pick<LoadOptions, 'now' | 'onlyPublished'> = {},
): ValidationResult {
  return completeValidation(readFrontmatter(contentRoot, { repoRoot, readings, ...publishing }));
}
