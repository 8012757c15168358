import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { chromiumLaunchOptions } from './browser.ts';

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

/**
 * Serves the two built test sites and starts Chromium, once per run, for every browser test: the
 * server compresses each file at its first request, and a file of its own would compress the
 * site again and launch a Chromium of its own. Returns what stops them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { siteDir, edgeSiteDir } = project.getProvidedContext();
  const serve = (root: string) => startStaticServer({ root, headersFor: readHeadersFile(root) });
  const [site, edgeSite, browser] = await Promise.all([
    serve(siteDir),
    serve(edgeSiteDir),
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
