import { rmSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, test } from 'vitest';
import { describeFailure, makeWorkDir, siteKeepsInvariants, type SiteCase } from '../support/generated-sites.ts';
import { launchChromium } from '../support/browser.ts';

// A few fixed seeds build generated sites on every test run; `npm run fuzz` runs the same property longer.
const seed = 20_250_601;
const numRuns = 2;
// A failure shrinks with a build and a browser check per step: stop shrinking after this and report the smallest so far.
const shrinkingLimitMs = 5 * 60_000;

let browser: Browser;
let workDir: string;

beforeAll(async () => {
  browser = await launchChromium();
  workDir = makeWorkDir('vitest');
});

afterAll(async () => {
  await browser.close();
  rmSync(workDir, { recursive: true, force: true });
});

test(
  'generated content folders build into sites that keep every invariant',
  async () => {
    await fc.assert(siteKeepsInvariants({ browser, workDir, cacheDir: path.join(workDir, 'cache') }), {
      seed,
      numRuns,
      interruptAfterTimeLimit: shrinkingLimitMs,
      asyncReporter: async (details: fc.RunDetails<[SiteCase]>) => {
        if (details.failed) throw new Error(describeFailure(details));
      },
    });
  },
  shrinkingLimitMs + 120_000,
);
