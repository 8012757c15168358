import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const siteDir = fileURLToPath(new URL('../../.build/test-site', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built site the browser tests run against. */
    siteDir: string;
  }
}

/** Builds the fixture site once, with the real build script, into a folder of its own (dist/ stays untouched). */
export default function setup(project: TestProject): void {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build. The
  // fixture's caches stay apart from the real site's, so neither build evicts the other's.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SITE_CACHE_DIR: process.env.SITE_CACHE_DIR ?? path.join(repoRoot, '.cache/fixture-site'),
  };
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/commands/build.ts', '--content', 'tests/fixtures/site', '--out', siteDir],
    { cwd: repoRoot, encoding: 'utf8', env },
  );
  if (result.status !== 0) throw new Error(`The site did not build:\n${result.stdout}\n${result.stderr}`);
  project.provide('siteDir', siteDir);
}
