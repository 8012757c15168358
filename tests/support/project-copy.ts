import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture site the behaviour tests build: developers own it, and it matches the product specification. */
export const fixtureSite = path.join(repoRoot, 'tests/fixtures/site');

/**
 * A copy of the project a test may edit, sharing node_modules with the real one. Its `content/`
 * is a copy of the fixture site, not of the editors' content, so tests may rely on its copy.
 */
export function copyProject(): string {
  const target = mkdtempSync(path.join(tmpdir(), 'project-copy-'));
  for (const entry of [
    'src',
    'scripts',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'tsconfig.app.json',
    'tsconfig.node.json',
    'tsconfig.test.json',
  ]) {
    cpSync(path.join(repoRoot, entry), path.join(target, entry), { recursive: true });
  }
  cpSync(fixtureSite, path.join(target, 'content'), { recursive: true });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return target;
}

/** Replaces `from` with `to` in a file of the copy; returns a function that puts the original back. */
export function editFile(project: string, file: string, from: string, to: string): () => void {
  const target = path.join(project, file);
  const original = readFileSync(target, 'utf8');
  if (!original.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(target, original.replace(from, to));
  return () => writeFileSync(target, original);
}
