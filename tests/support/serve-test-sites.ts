import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { chromiumLaunchOptions } from './browser.ts';
import { testSitesBuilt } from './test-sites-built.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built fixture site served as `npm start` serves it, e.g. `http://127.0.0.1:PORT`. */
    siteUrl: string;
    /** The built edge fixture, served the same way. */
    edgeSiteUrl: string;
    /** The address a test file connects to Chromium at (`openBrowser`). */
    browserEndpoint: string;
  }
}

/** A site served as `npm start` serves it, at an address known before the site is built: a request waits for the build. */
async function serveOnceBuilt(
  root: string,
  built: Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  // The server reads the site's `_redirects` as it starts: it starts once the site is there.
  const serving = built.then(() => startStaticServer({ root, headersFor: readHeadersFile(root) }));
  serving.catch(() => undefined);
  const front = createServer((request, response) => {
    serving.then(
      (server) => server.server.emit('request', request, response),
      (error: unknown) => response.writeHead(503).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await (await serving.catch(() => undefined))?.close();
    },
  };
}

/**
 * Serves the two test sites and starts Chromium, once per run, for every browser test: the server
 * compresses each file at its first request, and a file of its own would compress the site again
 * and launch a Chromium of its own. The addresses are known at once; the sites answer once built.
 * Returns what stops them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { siteDir, edgeSiteDir, testSitesBuiltUrl } = project.getProvidedContext();
  const built = testSitesBuilt(testSitesBuiltUrl);
  const [site, edgeSite, browser] = await Promise.all([
    serveOnceBuilt(siteDir, built),
    serveOnceBuilt(edgeSiteDir, built),
    chromium.launchServer(chromiumLaunchOptions),
  ]);
  project.provide('siteUrl', site.url);
  project.provide('edgeSiteUrl', edgeSite.url);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all([site.close(), edgeSite.close()]);
  };
}
