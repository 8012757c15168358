import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildSiteOrThrow } from './build-site.ts';
import { writeEdgeSite } from './edge-site.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const testSites = path.join(repoRoot, '.build/test-sites');
/** Each build's cache, apart from the real site's, so neither evicts the other's; `SITE_CACHE_DIR` moves them. */
const cacheRoot = process.env.SITE_CACHE_DIR ?? path.join(repoRoot, '.cache/test-sites');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built fixture site (`tests/fixtures/site`) the browser tests run against. */
    siteDir: string;
    /** The built edge fixture (`tests/support/edge-site.ts`): long words, `$` patterns, hostile text, a photo, the editor. */
    edgeSiteDir: string;
    /** The project folder whose `content/` the edge fixture was built from, as a repository holds it. */
    edgeSource: string;
  }
}

/** Builds the fixture site and the edge fixture, once per run, each into a folder of its own (dist/ stays untouched). */
export default async function setup(project: TestProject): Promise<void> {
  const siteDir = path.join(testSites, 'site');
  const edgeSource = path.join(testSites, 'edge-source');
  const edgeContent = path.join(edgeSource, 'content');
  const edgeSiteDir = path.join(testSites, 'edge');
  rmSync(edgeSource, { recursive: true, force: true });
  await writeEdgeSite(edgeContent);
  await Promise.all([
    buildSiteOrThrow({
      content: path.join(repoRoot, 'tests/fixtures/site'),
      out: siteDir,
      cacheDir: path.join(cacheRoot, 'site'),
    }),
    buildSiteOrThrow({ content: edgeContent, out: edgeSiteDir, cacheDir: path.join(cacheRoot, 'edge') }),
  ]);
  project.provide('siteDir', siteDir);
  project.provide('edgeSiteDir', edgeSiteDir);
  project.provide('edgeSource', edgeSource);
}
