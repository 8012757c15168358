import path from 'node:path';
import type { BuildCache } from '../support/cache.ts';
import { checkCatalog } from './checks.ts';
import type { ContentError } from './errors.ts';
import { type ContentCatalog, loadContent } from './load.ts';
import type { BodyTree } from './mdx-body.ts';
import { misnamedCaseStudies } from './file-names.ts';
import { publishedCatalog } from './publication.ts';
import { redirectedLinks } from './redirected-links.ts';
import { checkRedirects } from './redirects.ts';

/** The result of validating all content: the catalog when there are no errors. */
export interface ValidationResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
  /** Each MDX body's tree as the validation parsed it, by the body's text (see `LoadResult`). */
  trees?: Map<string, BodyTree>;
}

/** As of when entries are published, and whether to leave out the others (as the build does). */
export interface Publishing {
  /** The moment entries are published as of; `siteNow()` by default. */
  now?: Date;
  /** Leave out every entry that is not published (drafts, entries scheduled for a later day). */
  onlyPublished?: boolean;
}

/**
 * Loads and validates every content file, then runs the cross-file checks; every error of every
 * file is collected. File names in messages start from `repoRoot`; with `cache`, a file read
 * before is not parsed again. The checks see every entry, drafts included; with
 * `publishing.onlyPublished`, the catalog then holds only what is published.
 */
export function validateContent(
  contentRoot: string,
  repoRoot = path.dirname(contentRoot),
  cache?: BuildCache,
  publishing: Publishing = {},
): ValidationResult {
  const loaded = loadContent(contentRoot, { repoRoot, cache, now: publishing.now });
  if (!loaded.catalog) return loaded;
  const errors = [...checkCatalog(loaded.catalog), ...checkRedirects(loaded.catalog)];
  if (errors.length > 0) return { errors };
  const catalog = publishing.onlyPublished ? publishedCatalog(loaded.catalog) : loaded.catalog;
  return { catalog, errors: [], trees: loaded.trees };
}

/** What a valid catalog may still get wrong without breaking the site: warnings of the check and the build. */
export function contentWarnings(catalog: ContentCatalog): ContentError[] {
  return [...redirectedLinks(catalog), ...misnamedCaseStudies(catalog)];
}
