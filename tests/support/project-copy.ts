import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture site the behaviour tests build: developers own it, and it matches the product specification. */
export const fixtureSite = path.join(repoRoot, 'tests/fixtures/site');

/** What tools write into node_modules: Vite's dependency cache, TypeScript's build information. */
const ownCaches = new Set(['.vite', '.tmp']);

/**
 * A copy of the project a test may edit, using the real one's packages. Its `content/`
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
  // The packages are the project's, linked one by one, but the copy keeps caches of its own: copies
  // whose dev servers ran at once shared Vite's dependency cache (node_modules/.vite), and one
  // server's optimizer rewrote it under the other's page, which then never rendered.
  const packages = path.join(target, 'node_modules');
  mkdirSync(packages);
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules')))
    if (!ownCaches.has(entry)) symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(packages, entry));
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
