import path from 'node:path';
import type { BuildCache } from '../support/cache.ts';
import { checkCatalog } from './checks.ts';
import type { ContentError } from './errors.ts';
import { checkRedirects } from './redirects.ts';
import { type ContentCatalog, loadContent } from './load.ts';
import type { BodyTree } from './mdx-body.ts';

/** The result of validating all content: the catalog when there are no errors. */
export interface ValidationResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
  /** Each MDX body's tree as the validation parsed it, by the body's text (see `LoadResult`). */
  trees?: Map<string, BodyTree>;
}

/**
 * Loads and validates every content file, then runs the cross-file checks; every error of every
 * file is collected. File names in messages start from `repoRoot`; with `cache`, a file read
 * before is not parsed again.
 */
export function validateContent(
  contentRoot: string,
  repoRoot = path.dirname(contentRoot),
  cache?: BuildCache,
): ValidationResult {
  const loaded = loadContent(contentRoot, { repoRoot, cache });
  if (!loaded.catalog) return loaded;
  const errors = [...checkCatalog(loaded.catalog), ...checkRedirects(loaded.catalog)];
  return errors.length > 0 ? { errors } : { catalog: loaded.catalog, errors: [], trees: loaded.trees };
}
