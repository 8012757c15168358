import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildSiteOrThrow } from './build-site.ts';
import { writeEdgeSite } from './edge-site.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const testSites = path.join(repoRoot, '.build/test-sites');
/** Each build's cache, apart from the real site's, so neither evicts the other's; `SITE_CACHE_DIR` (unless empty) moves them. */
const cacheRoot = process.env.SITE_CACHE_DIR || path.join(repoRoot, '.cache/test-sites');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built fixture site (`tests/fixtures/site`) the browser tests run against. */
    siteDir: string;
    /** The built edge fixture (`tests/support/edge-site.ts`): long words, `$` patterns, hostile text, a photo, the editor. */
    edgeSiteDir: string;
    /** The project folder whose `content/` the edge fixture was built from, as a repository holds it. */
    edgeSource: string;
    /** An address that answers once both sites are built: 200, or 500 with why a build failed (`testSitesBuilt`). */
    testSitesBuiltUrl: string;
  }
}

/**
 * Starts building the fixture site and the edge fixture, once per run, each into a folder of its
 * own (dist/ stays untouched), and returns without waiting: the files of the e2e project wait for
 * the builds (`tests/support/await-test-sites.ts`), the other projects' files run meanwhile.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const siteDir = path.join(testSites, 'site');
  const edgeSource = path.join(testSites, 'edge-source');
  const edgeContent = path.join(edgeSource, 'content');
  const edgeSiteDir = path.join(testSites, 'edge');
  rmSync(edgeSource, { recursive: true, force: true });
  await writeEdgeSite(edgeContent);
  const built = Promise.all([
    buildSiteOrThrow({
      content: path.join(repoRoot, 'tests/fixtures/site'),
      out: siteDir,
      cacheDir: path.join(cacheRoot, 'site'),
    }),
    buildSiteOrThrow({ content: edgeContent, out: edgeSiteDir, cacheDir: path.join(cacheRoot, 'edge') }),
  ]).then(
    () => '',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  const server = createServer((_request, response) => {
    void built.then((failure) =>
      response.writeHead(failure ? 500 : 200, { 'content-type': 'text/plain; charset=utf-8' }).end(failure),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('siteDir', siteDir);
  project.provide('edgeSiteDir', edgeSiteDir);
  project.provide('edgeSource', edgeSource);
  project.provide('testSitesBuiltUrl', `http://127.0.0.1:${port}/`);
  return async () => {
    await built;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
