import { checkCatalog } from './checks.ts';
import type { ContentError } from './errors.ts';
import { checkRedirects } from './redirects.ts';
import path from 'node:path';
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
 * the cross-file checks. Every error of every file is collected.
 */
export function completeValidation(reading: FrontmatterReading): ValidationResult {
  const loaded = finishLoading(reading);
  if (!loaded.catalog) return loaded;
  const errors = [...checkCatalog(loaded.catalog), ...checkRedirects(loaded.catalog)];
  return errors.length > 0 ? { errors } : { catalog: loaded.catalog, errors: [] };
}

/**
 * Loads and validates every content file, then runs the cross-file checks; every error of every
 * file is collected. File names in messages start from `repoRoot`; `readings` spares parsing
 * the files read before.
 */
export function validateContent(
  contentRoot: string,
  repoRoot = path.dirname(contentRoot),
  readings?: ReadingCache,
): ValidationResult {
  return completeValidation(readFrontmatter(contentRoot, { repoRoot, readings }));
}
