import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatContentErrors } from '../../scripts/content/errors.ts';
import { validateContent, type ValidationResult } from '../../scripts/content/index.ts';

const fixture = fileURLToPath(new URL('../fixtures/minimal', import.meta.url));

/** Makes a folder at that path instead of a file. */
export const folder = { folder: true } as const;

/** A change to one fixture file: its new text, a function of its old text, null to delete it, or `folder`. */
export type FileChange = string | null | ((source: string) => string) | typeof folder;

/** Validates a copy of the fixture site with `changes` applied; files are named from the content folder. */
export function validateFixture(changes: Record<string, FileChange> = {}): ValidationResult {
  const repo = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  const contentRoot = path.join(repo, 'content');
  try {
    cpSync(fixture, contentRoot, { recursive: true });
    for (const [file, change] of Object.entries(changes)) {
      const target = path.join(contentRoot, file);
      if (change === null) rmSync(target);
      else if (typeof change === 'object') mkdirSync(target);
      else writeFileSync(target, typeof change === 'function' ? change(readFileSync(target, 'utf8')) : change);
    }
    return validateContent(contentRoot, repo);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
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
