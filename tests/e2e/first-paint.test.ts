import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openSite, type SiteUnderTest } from '../support/browser.ts';

// On a slow network a page's HTML arrives in parts. The browser must not paint the first part on
// its own: what a later part adds would then push aside what was painted (a centred card moved by
// its neighbour, the header's buttons by the Menu button), a layout shift the visitor sees.

let site: SiteUnderTest;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** Serves `html` at `/` in two parts, `pause` ms apart; everything else is not found. */
async function serveInTwoParts(html: string, split: number, pause: number): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, split));
    void sleep(pause).then(() => response.end(html.slice(split)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test('a page whose HTML arrives in two parts is first painted whole, and nothing on it shifts', async () => {
  const html = await (await fetch(`${site.url}/blog`)).text();
  // The first part ends after the first card of the list, which is centred while it is alone.
  const split = html.indexOf('</li>', html.indexOf('<main'));
  expect(split).toBeGreaterThan(0);
  const { url, server } = await serveInTwoParts(html, split, 1_000);
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { shifts: 0, parsedAtFirstFrame: undefined as boolean | undefined };
      Object.assign(window, { seen });
      requestAnimationFrame(() => {
        seen.parsedAtFirstFrame = document.getElementById('page-parsed') !== null;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // A shift is measured when a frame is drawn and reported to the observer in a task after it:
    // two frames and a task after the whole page arrived.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
    );
    const seen = await page.evaluate(
      () => (window as unknown as { seen: { shifts: number; parsedAtFirstFrame?: boolean } }).seen,
    );
    expect(seen).toEqual({ shifts: 0, parsedAtFirstFrame: true });
  } finally {
    await context.close();
    server.close();
  }
});
