import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkCatalog } from './checks.ts';
import type { ContentError } from './errors.ts';
import { finishSteps, loadContentFilesInSteps, type ContentCatalog, type FrontmatterCatalog, type ReadingStore } from './load.ts';

/** The result of validating all content: the catalog when there are no errors. */
export interface ValidationResult {
  catalog?: ContentCatalog;
  errors: ContentError[];
}

/**
 * Loads and validates every content file, then runs the cross-file checks; every error of every
 * file is collected. `readings` spares parsing the files read before (see `loadContentFiles`).
 */
export function validateContent(contentRoot: string, repoRoot = path.dirname(contentRoot), readings?: ReadingStore): ValidationResult {
  return finishSteps(validateContentInSteps(contentRoot, repoRoot, readings));
}

/** `validateContent` in the steps of `loadContentFilesInSteps`: it yields what the sharing pictures need before the rest is read. */
export function* validateContentInSteps(contentRoot: string, repoRoot = path.dirname(contentRoot), readings?: ReadingStore): Generator<FrontmatterCatalog | undefined, ValidationResult, undefined> {
  const loaded = yield* loadContentFilesInSteps(contentRoot, repoRoot, readings);
  if (!loaded.catalog) return loaded;
  const errors = checkCatalog(loaded.catalog);
  return errors.length > 0 ? { errors } : { catalog: loaded.catalog, errors: [] };
}

interface CachedValidation {
  fingerprint: string;
  result: ValidationResult;
}

// Process-wide, not module-wide: Vite bundles its config, and with it the content plugin and a
// copy of this module, afresh for each of a build's two bundles.
const cacheKey = Symbol.for('content-validation-results');
const globalCache = globalThis as typeof globalThis & { [cacheKey]?: Map<string, CachedValidation> };
const cachedResults = (globalCache[cacheKey] ??= new Map());

/** Every file under `folder` with its size and modification time: changes when any file does. */
function fingerprintOf(folder: string): string {
  const parts: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    parts.push(`${file}:${size}:${mtimeMs}`);
  }
  return parts.sort().join('\n');
}

/**
 * `validateContent`, done once per process while no content file changes: the build validates
 * before bundling, and both of its bundles reuse that result instead of validating again.
 */
export function validateContentOnce(contentRoot: string, repoRoot = path.dirname(contentRoot), readings?: ReadingStore): ValidationResult {
  return finishSteps(validateContentOnceInSteps(contentRoot, repoRoot, readings));
}

/** `validateContentOnce` in the steps of `validateContentInSteps`; a result it already has is returned at once. */
export function* validateContentOnceInSteps(contentRoot: string, repoRoot = path.dirname(contentRoot), readings?: ReadingStore): Generator<FrontmatterCatalog | undefined, ValidationResult, undefined> {
  const fingerprint = fingerprintOf(contentRoot);
  const cached = cachedResults.get(contentRoot);
  if (cached?.fingerprint === fingerprint) return cached.result;
  const result = yield* validateContentInSteps(contentRoot, repoRoot, readings);
  cachedResults.set(contentRoot, { fingerprint, result });
  return result;
}
