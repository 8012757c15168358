import { chromium, type Browser, type ConsoleMessage, type LaunchOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Chromium from Debian's package, with the flags that work on these machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
} satisfies LaunchOptions;

/** Launches Chromium with `chromiumLaunchOptions`, for a command run outside the tests. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * The Chromium of this test run (started by `serve-test-sites.ts`), connected to: a browser test
 * opens its own contexts and pages in it. `close` disconnects and closes them.
 */
export function openBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** The built site served as `npm start` serves it, and a browser to visit it. */
export interface SiteUnderTest {
  url: string;
  browser: Browser;
  close: () => Promise<void>;
}

/**
 * The built fixture site (or the edge fixture) as this run serves it, with the headers of its
 * `_headers` as `npm start` does, so every browser test runs under the real security policy; and
 * the run's Chromium. `close` disconnects from the browser.
 */
export async function openSite(site: 'fixture' | 'edge' = 'fixture'): Promise<SiteUnderTest> {
  const browser = await openBrowser();
  return {
    url: inject(site === 'fixture' ? 'siteUrl' : 'edgeSiteUrl'),
    browser,
    close: () => browser.close(),
  };
}

/** How `visitOnKeptPage` shows a route: the window's width and the system colour scheme. */
export interface VisitOptions {
  width?: number;
  colorScheme?: 'light' | 'dark';
}

/**
 * Loads routes one after another on one page kept for them, each in full and until it has
 * hydrated: a new page costs a renderer process, more than a visit does. The page is closed with
 * the browser; its listeners stay, so a test that listens to a page opens one of its own.
 * `{ javaScript: false }` shows the prerendered pages as they are served, in a third of the time:
 * for what hydration leaves as it is. Hydration adopts the prerendered markup, and a mismatch is
 * a console error (React's #418), on which tests/e2e/security-headers.test.ts fails; the footer
 * and the sections kept as HTML are never rendered in the browser at all.
 */
export function visitOnKeptPage(
  site: SiteUnderTest,
  { javaScript = true }: { javaScript?: boolean } = {},
): (path: string, options?: VisitOptions) => Promise<Page> {
  let kept: Page | undefined;
  return async (path, { width = 1280, colorScheme = 'light' } = {}) => {
    kept ??= await site.browser.newPage({ javaScriptEnabled: javaScript });
    await kept.setViewportSize({ width, height: 900 });
    await kept.emulateMedia({ colorScheme });
    await kept.goto(`${site.url}${path}`);
    if (javaScript)
      await kept.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false);
    return kept;
  };
}

/**
 * Switches the page's system colour scheme in place, and waits until its colours' transitions have
 * ended: what is read next sees the scheme's colours, not a blend.
 */
export async function showColourScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Console errors, warnings and uncaught exceptions of a page, collected as they happen.
 * `expectedStatus404` names a document that is meant to answer 404, whose "Failed to load
 * resource" line Chromium always logs. `options` is read as each message comes, so a page kept
 * for several visits may change it between them.
 */
export function collectProblems(page: Page, options: { expectedStatus404?: string } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const isExpected404 =
      message.text().includes('status of 404') && message.location().url === options.expectedStatus404;
    if (!isExpected404) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Turns every Content-Security-Policy violation of the page into a console error naming the
 * directive and what was blocked, so `collectProblems` reports it; call before `goto`.
 */
export async function reportPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim(),
      );
    });
  });
}

/**
 * The route of each page file of the fixture site and both case studies, with a word of its content
 * to look for. The tag pages and further pages of the list are routes of the blog page's file, which
 * `pages.test.ts` visits.
 */
export const routes = [
  { path: '/', heading: 'Scale Your Sales Pipeline' },
  { path: '/services', heading: 'Outbound Services That Fill Your Calendar' },
  { path: '/pricing', heading: 'Simple, Transparent Pricing' },
  { path: '/schedule-consultation', heading: 'Schedule Your Free Consultation' },
  { path: '/blog', heading: 'Client Success Stories' },
  { path: '/blog/1', heading: 'How Brightpath Software Filled Every Seat at Its Product Summit' },
  { path: '/blog/2', heading: '25 Qualified Leads a Month for Northwind Logistics' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/linkedin-tool', heading: 'LinkedIn Outreach on Autopilot, Safely' },
] as const;

/** An address for each not-found view: a case study id the fixture site does not have, and an unknown path. */
export const notFoundPaths = ['/blog/3', '/no/such/page'];

/** Every route, then the not-found addresses: each page a visitor can land on. */
export const allPaths = [...routes.map((route) => route.path), ...notFoundPaths];
