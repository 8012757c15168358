import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './environment.ts';

/** One script the browser fetched while loading a page. */
export interface LoadedScript {
  /** Path and query of the script, e.g. `/assets/index-Ab12.js`. */
  path: string;
  /** Body bytes as transferred (the response's Content-Length; brotli when the server compressed). */
  transferredBytes: number;
  /** The Content-Encoding it came with, `identity` when none. */
  encoding: string;
  /** The decoded source, to search for code that should not be there. */
  source: string;
}

/** All JavaScript a first visit to a page loads: entry, modulepreloads and lazily loaded chunks. */
export interface FirstLoad {
  url: string;
  scripts: LoadedScript[];
  /** Sum of `transferredBytes` of all scripts. */
  totalBytes: number;
}

/** Starts Chromium for first-load measurements, with the flags that work on these machines. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * Opens `url` in a fresh browser context (empty cache), waits until the page has hydrated (the
 * site and the floor both mark `#root` with `data-hydrated`) and the network has then been idle
 * for 500 ms, and returns every script it requested. The site starts its scripts after the first
 * paint, up to 3 s later: the network alone can be idle before that, and a first load then
 * counted no script at all (and passed its target).
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript | undefined>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const headers = await response.allHeaders();
          const source = (await response.body()).toString('utf8');
          const length = Number(headers['content-length']);
          const { pathname, search } = new URL(response.url());
          return {
            path: `${pathname}${search}`,
            transferredBytes: Number.isFinite(length) ? length : Buffer.byteLength(source),
            encoding: headers['content-encoding'] ?? 'identity',
            source,
          };
        })().catch(() => undefined),
      );
    });
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== undefined);
    if (scripts.length === 0) throw new Error(`${url} hydrated, but no script it requested could be read.`);
    scripts.sort((a, b) => b.transferredBytes - a.transferredBytes);
    return { url, scripts, totalBytes: scripts.reduce((sum, script) => sum + script.transferredBytes, 0) };
  } finally {
    await context.close();
  }
}

/** A string whose presence in shipped JavaScript shows that some code or content leaked in. */
export interface TellTale {
  /** What its presence means, e.g. "zod" or "FAQ answers". */
  group: string;
  needle: string;
}

/** For each group of tell-tales, the needles found in the loaded scripts and where. */
export function findTellTales(
  load: FirstLoad,
  tellTales: readonly TellTale[],
): Map<string, { needle: string; script: string }[]> {
  const found = new Map<string, { needle: string; script: string }[]>();
  for (const { group, needle } of tellTales) {
    const hits = found.get(group) ?? [];
    for (const script of load.scripts) if (script.source.includes(needle)) hits.push({ needle, script: script.path });
    found.set(group, hits);
  }
  return found;
}
