import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatContentErrors, formatContentWarnings } from '../../scripts/content/errors.ts';
import { validateContent, type ValidationResult } from '../../scripts/content/index.ts';
import { checkPictures } from '../../scripts/pictures/check.ts';

/** The minimal fixture's content folder, which `withFixture` copies. */
export const minimalFixture = fileURLToPath(new URL('../fixtures/minimal', import.meta.url));

/** Makes a folder at that path instead of a file. */
export const folder = { folder: true } as const;

/** A change to one fixture file: its new text or bytes, a function of its old text, null to delete it, or `folder`. */
export type FileChange = string | Uint8Array | null | ((source: string) => string) | typeof folder;

/** Makes a copy of the fixture site with `changes` applied (files named from the content folder), and runs `use` on its content folder. */
export function withFixture<Result>(
  changes: Record<string, FileChange>,
  use: (contentRoot: string, repo: string) => Result,
): Result {
  const repo = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  const contentRoot = path.join(repo, 'content');
  const cleanUp = () => rmSync(repo, { recursive: true, force: true });
  try {
    cpSync(minimalFixture, contentRoot, { recursive: true });
    for (const [file, change] of Object.entries(changes)) {
      const target = path.join(contentRoot, file);
      mkdirSync(path.dirname(target), { recursive: true });
      if (change === null) rmSync(target);
      else if (change instanceof Uint8Array) writeFileSync(target, change);
      else if (typeof change === 'object') mkdirSync(target);
      else writeFileSync(target, typeof change === 'function' ? change(readFileSync(target, 'utf8')) : change);
    }
  } catch (error) {
    cleanUp();
    throw error;
  }
  const result = use(contentRoot, repo);
  if (result instanceof Promise) return result.finally(cleanUp) as Result;
  cleanUp();
  return result;
}

/** Validates a copy of the fixture site with `changes` applied; files are named from the content folder. */
export function validateFixture(changes: Record<string, FileChange> = {}): ValidationResult {
  return withFixture(changes, (contentRoot, repo) => validateContent(contentRoot, repo));
}

/**
 * What `npm run check` prints for the fixture with `changes`, pictures read and checked too:
 * the warnings, then the report of problems, or 'valid' after the warnings.
 */
export async function checkFixtureWithPictures(changes: Record<string, FileChange> = {}): Promise<string> {
  return withFixture(changes, async (contentRoot, repo) => {
    const { catalog, errors } = validateContent(contentRoot, repo);
    const pictures = catalog ? await checkPictures(catalog) : undefined;
    const all = [...errors, ...(pictures?.errors ?? [])];
    const warnings = pictures && pictures.warnings.length > 0 ? `${formatContentWarnings(pictures.warnings)}\n` : '';
    return `${warnings}${all.length === 0 ? 'valid' : formatContentErrors(all)}`;
  });
}

/** What `npm run check` prints for the fixture with `changes`: the report, or 'valid'. */
export function checkFixture(changes: Record<string, FileChange> = {}): string {
  const { errors } = validateFixture(changes);
  return errors.length === 0 ? 'valid' : formatContentErrors(errors);
}

/** Replaces `from` with `to` in a file, failing loudly when `from` is not there (so a fixture edit cannot silently do nothing). */
export function replace(from: string, to: string): (source: string) => string {
  return (source) => {
    if (!source.includes(from)) throw new Error(`The fixture does not contain ${JSON.stringify(from)}`);
    return source.replace(from, to);
  };
}
