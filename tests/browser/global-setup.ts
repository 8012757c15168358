import { spawnSync } from 'node:child_process';
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
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--content', 'tests/fixtures/site', '--out', siteDir], { cwd: repoRoot, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`The site did not build:\n${result.stdout}\n${result.stderr}`);
  project.provide('siteDir', siteDir);
}
