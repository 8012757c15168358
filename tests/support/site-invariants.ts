/**
 * Invariants that hold for any valid content, checked on a built site: what a copywriter's valid
 * edit must never break. Every expectation is computed from the content folder the site was
 * built from, never written here, so the same checker serves the editors' content, the fixture
 * site and generated content alike.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findBrokenLinks } from './built-links.ts';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { fileForRoute } from '../../scripts/prerender/prerender.ts';
import { resolveStaticFile, startStaticServer } from '../../scripts/serve/static-server.ts';
import { formatContentErrors } from '../../scripts/content/errors.ts';
import { validateContent } from '../../scripts/content/index.ts';
import type { ContentCatalog } from '../../scripts/content/load.ts';
import { resolveCaseStudy, resolvePage } from '../../scripts/content/resolve.ts';
import { checkPictures } from '../../scripts/pictures/check.ts';
import type { PictureIndex } from '../../src/model/route-data.ts';
import { caseStudyRoute, caseStudyRoutePrefix, pageRoute } from '../../src/model/routes.ts';
import { pageRoutesOf } from '../../scripts/content/listings.ts';
import { deriveRoutes } from '../../scripts/content/routes.ts';
import { notFoundPaths } from '../../scripts/vite/content-plugin.ts';
import { collectProblems, launchChromium, reportPolicyViolations } from './browser.ts';
import { axeViolations, inTurns, readVisible, sidewaysScroll, type VisiblePage } from './page-reading.ts';
import { structuredDataBreaks } from './structured-data-checks.ts';

/** What to check: a built site, the content it was built from, and optionally which routes and with which browser. */
export interface InvariantCheck {
  /** The built site folder (output of scripts/commands/build.ts --out). */
  siteDir: string;
  /** The content folder it was built from. */
  contentRoot: string;
  /** Routes to check (default: every route the content derives, plus the two not-found pages). */
  routes?: string[];
  /** An already launched browser to reuse (else one is launched and closed). */
  browser?: Browser;
}

/** What the content says a route's prerendered page must show. */
interface RouteExpectation {
  route: string;
  /** The content file the route comes from, for messages. */
  source: string;
  /** Routes of the content answer 200 from their own file; anything else is a not-found page. */
  notFound: boolean;
  /** Words the `<title>` must contain. */
  titleIncludes: string;
  description: string;
  /** The h1's text, as the content writes it. */
  heading: string;
}

/** The built site being checked, served as `npm start` serves it. */
interface ServedSite extends InvariantCheck {
  url: string;
  browser: Browser;
}

/** What a route's prerendered HTML holds, as a browser without JavaScript parses it. */
export interface PrerenderedPage {
  titles: string[];
  descriptions: string[];
  headings: string[];
  structuredData: unknown[];
}

/**
 * Each route is loaded once, at the phone width, and checked with axe; then laid out again at the
 * narrowest width, and at the wide one, whose header shows the navigation a phone hides. The
 * layout at a width is CSS alone (no script reads the window's size), and a load costs more than
 * the checks.
 */
const [narrowWidth, wideWidth] = [375, 1280];
const narrowestWidth = 320;
// Two pages at once: the machine has two cores, and axe waits on Chromium more than on Node.
const pagesAtOnce = 2;
const hydrationTimeoutMs = 15_000;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const quote = (text: string) => JSON.stringify(text);

/** Every way the built site breaks an invariant that holds for any valid content; [] when none. */
export async function findInvariantBreaks(check: InvariantCheck): Promise<string[]> {
  // The built site holds only what is published.
  const { catalog, errors } = validateContent(path.resolve(check.contentRoot), undefined, undefined, {
    onlyPublished: true,
  });
  if (!catalog) return [`the content does not validate, so no invariant holds:\n${formatContentErrors(errors)}`];
  const { errors: pictureErrors, plan } = await checkPictures(catalog);
  if (pictureErrors.length > 0)
    return [
      `the content's pictures do not pass the checks, so no invariant holds:\n${formatContentErrors(pictureErrors)}`,
    ];
  const derived = [...deriveRoutes(catalog).keys()];
  const routes = check.routes ?? [...derived, notFoundPaths.site, notFoundPaths.caseStudy];
  const expectations = routes.map((route) => expectationOf(route, catalog, new Set(derived), plan.pictures));

  const server = await startStaticServer({ root: check.siteDir, headersFor: readHeadersFile(check.siteDir) });
  const browser = check.browser ?? (await launchChromium());
  const site: ServedSite = { ...check, url: server.url, browser };
  const breaks: string[] = [];
  try {
    const prerendered = await readPrerenderedPages(site, expectations, breaks);
    breaks.push(...duplicates(expectations, prerendered), ...brokenLinks(check.siteDir, expectations));
    const visible = await visitHydrated(
      site,
      expectations.filter((expected) => prerendered.has(expected.route)),
      breaks,
    );
    for (const expected of expectations) {
      const page = prerendered.get(expected.route);
      const seen = visible.get(expected.route);
      if (page && seen) breaks.push(...structuredDataBreaks(expected.route, page, seen, catalog, check.siteDir));
    }
  } finally {
    if (!check.browser) await browser.close();
    await server.close();
  }
  return breaks;
}

function expectationOf(
  route: string,
  catalog: ContentCatalog,
  derived: ReadonlySet<string>,
  pictures: PictureIndex,
): RouteExpectation {
  const site = catalog.site.data;
  // A page's route, or one of the further pages of its list of case studies (/blog/page/2, /blog/tag/events).
  const pageRouteInfo = pageRoutesOf(catalog).find((candidate) => candidate.path === route);
  if (pageRouteInfo) {
    const { page } = pageRouteInfo;
    const hero = page.data.sections.find((section) => section.type === 'Hero');
    const { meta } = resolvePage(pageRouteInfo, catalog, pictures);
    return {
      route,
      source: page.file,
      notFound: false,
      titleIncludes: pageRouteInfo.path === pageRoute(page.slug) ? page.data.title : meta.title,
      description: meta.description,
      heading: hero?.headline ?? '',
    };
  }
  const caseStudy = catalog.caseStudies.find((candidate) => caseStudyRoute(candidate.data.id) === route);
  if (caseStudy) {
    const { meta } = resolveCaseStudy(caseStudy, catalog, pictures);
    return {
      route,
      source: caseStudy.file,
      notFound: false,
      titleIncludes: caseStudy.data.title,
      description: meta.description,
      heading: caseStudy.data.title,
    };
  }
  if (derived.has(route))
    throw new Error(
      `${route} is derived from the content but is neither a page nor a case study: teach the invariants about it.`,
    );
  // Both not-found views take their words from site.yaml and describe themselves with the tagline.
  const view = route.startsWith(caseStudyRoutePrefix)
    ? { message: site.caseStudyNotFound.message, heading: site.caseStudyNotFound.message }
    : { message: site.notFound.message, heading: `${site.notFound.code}${site.notFound.message}` };
  return {
    route,
    source: catalog.site.file,
    notFound: true,
    titleIncludes: view.message,
    description: site.footer.tagline,
    heading: view.heading,
  };
}

/** The file a static host answers `route` with, and whether that is what the route needs. */
function servedFile(siteDir: string, expected: RouteExpectation): { file?: string; problem?: string } {
  const served = resolveStaticFile(siteDir, expected.route);
  if (expected.notFound) {
    return served?.status === 404
      ? { file: served.file }
      : {
          problem: `should answer with a not-found page, but ${served ? `answers ${path.relative(siteDir, served.file)} with status ${served.status}` : 'nothing answers it'}`,
        };
  }
  const own = path.join(siteDir, fileForRoute(expected.route));
  return existsSync(own)
    ? { file: own }
    : { problem: `is not prerendered: ${fileForRoute(expected.route)} is missing` };
}

/** Reads every route's prerendered page in a browser without JavaScript, and checks its head and h1 against its content file. */
async function readPrerenderedPages(
  site: ServedSite,
  expectations: RouteExpectation[],
  breaks: string[],
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  // A tab kept for the next route: without scripts a visit leaves nothing behind, and a new tab costs a renderer process.
  const idle: Page[] = [];
  try {
    await inTurns(expectations, pagesAtOnce, async (expected) => {
      const { file, problem } = servedFile(site.siteDir, expected);
      if (!file) {
        breaks.push(`${expected.route} ${problem ?? ''}`);
        return;
      }
      const tab = idle.pop() ?? (await context.newPage());
      const page = await readPrerendered(tab, `${site.url}${expected.route}`, expected.route, breaks);
      idle.push(tab);
      pages.set(expected.route, page);
      breaks.push(...headBreaks(expected, page));
    });
  } finally {
    await context.close();
  }
  return pages;
}

async function readPrerendered(page: Page, url: string, route: string, breaks: string[]): Promise<PrerenderedPage> {
  await page.goto(url);
  const read = await page.evaluate(() => ({
    // SVG icons may carry <title> elements of their own: only the HTML one names the page.
    titles: [...document.querySelectorAll('title')]
      .filter((title) => title.namespaceURI === 'http://www.w3.org/1999/xhtml')
      .map((title) => title.textContent ?? ''),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map(
      (meta) => meta.getAttribute('content') ?? '',
    ),
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? ''),
    structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? '',
    ),
  }));
  return {
    titles: read.titles,
    descriptions: read.descriptions,
    headings: read.headings.map(normalise),
    structuredData: read.structuredData.flatMap((json, index): unknown[] => {
      try {
        return [JSON.parse(json) as unknown];
      } catch (error) {
        breaks.push(`${route}: structured data script ${index + 1} is not JSON (${String(error)})`);
        return [];
      }
    }),
  };
}

function headBreaks(expected: RouteExpectation, page: PrerenderedPage): string[] {
  const { route } = expected;
  const from = `from ${expected.source}`;
  const breaks: string[] = [];
  const [title = '', description = '', heading = ''] = [page.titles[0], page.descriptions[0], page.headings[0]];
  if (page.titles.length !== 1) breaks.push(`${route} has ${page.titles.length} <title> elements, not one`);
  else if (!normalise(title).includes(normalise(expected.titleIncludes)))
    breaks.push(`${route}: the title ${quote(title)} does not contain ${quote(expected.titleIncludes)} ${from}`);
  if (page.descriptions.length !== 1)
    breaks.push(`${route} has ${page.descriptions.length} meta descriptions, not one`);
  else if (description !== expected.description)
    breaks.push(`${route}: the meta description ${quote(description)} is not ${quote(expected.description)} ${from}`);
  if (page.headings.length !== 1)
    breaks.push(
      `${route} has ${page.headings.length} h1 elements, not one${page.headings.length > 0 ? `: ${page.headings.map(quote).join(', ')}` : ''}`,
    );
  else if (heading !== normalise(expected.heading))
    breaks.push(`${route}: the h1 ${quote(heading)} is not ${quote(expected.heading)} ${from}`);
  return breaks;
}

/** Titles and descriptions each page has alone; the not-found pages share the tagline by design, and are not indexed. */
function duplicates(expectations: RouteExpectation[], prerendered: Map<string, PrerenderedPage>): string[] {
  const breaks: string[] = [];
  for (const [what, read] of [
    ['title', (page: PrerenderedPage) => page.titles[0]],
    ['meta description', (page: PrerenderedPage) => page.descriptions[0]],
  ] as const) {
    const firstRouteWith = new Map<string, string>();
    for (const expected of expectations) {
      const page = prerendered.get(expected.route);
      const value = page && !expected.notFound ? read(page) : undefined;
      if (value === undefined) continue;
      const first = firstRouteWith.get(value);
      if (first) breaks.push(`${expected.route} has the same ${what} as ${first}: ${quote(value)}`);
      else firstRouteWith.set(value, expected.route);
    }
  }
  return breaks;
}

function brokenLinks(siteDir: string, expectations: RouteExpectation[]): string[] {
  const routeOfFile = new Map<string, string>();
  for (const expected of expectations) {
    const served = resolveStaticFile(siteDir, expected.route);
    if (served) routeOfFile.set(path.relative(siteDir, served.file), expected.route);
  }
  return findBrokenLinks(siteDir).flatMap((link) => {
    const route = routeOfFile.get(link.page);
    return route === undefined ? [] : [`${route}: the link ${quote(link.href)} goes nowhere (${link.reason})`];
  });
}

/** A page kept for the next visit: a new page costs a renderer process, more than a visit does. */
interface ReusablePage {
  page: Page;
  /** What the page logged since its last visit began. */
  problems: string[];
  /** Read by `collectProblems` as each message comes: the address of the visit under way, when it is meant to answer 404. */
  expected: { expectedStatus404?: string };
}

/**
 * Loads every route: it must hydrate with no console error, warning or security policy violation;
 * axe must find nothing (at the wide width, in the header alone), and nothing may scroll sideways
 * at 320 px. Returns what a visitor sees at 1280 px, by route. Every visit is a full load of its
 * own document, on one of a few pages kept for the next.
 */
async function visitHydrated(
  site: ServedSite,
  expectations: RouteExpectation[],
  breaks: string[],
): Promise<Map<string, VisiblePage>> {
  const visible = new Map<string, VisiblePage>();
  const idle: ReusablePage[] = [];
  const contexts: BrowserContext[] = [];
  const take = async (): Promise<ReusablePage> => {
    const kept = idle.pop();
    if (kept) return kept;
    const context = await site.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await reportPolicyViolations(page);
    const expected: ReusablePage['expected'] = {};
    return { page, problems: collectProblems(page, expected), expected };
  };
  const layOut = (page: Page, width: number) => page.setViewportSize({ width, height: 900 });
  try {
    await inTurns(expectations, pagesAtOnce, async (expected) => {
      const { route } = expected;
      const url = `${site.url}${route}`;
      const reusable = await take();
      const { page, problems } = reusable;
      problems.length = 0;
      reusable.expected.expectedStatus404 = expected.notFound ? url : undefined;
      await layOut(page, narrowWidth);
      await page.goto(url);
      const hydrated = await page
        .waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated') ?? false, undefined, {
          timeout: hydrationTimeoutMs,
        })
        .then(
          () => true,
          () => false,
        );
      if (!hydrated) breaks.push(`${route} did not hydrate within ${hydrationTimeoutMs / 1000} s`);
      // The whole page at the phone width: what content can break for axe (headings, link text,
      // alternative text, ids) is in markup every width shows but the header's, whose navigation
      // (site.yaml's links) shows only in a wide window, so at 1280 px axe checks the header.
      // What else a width changes is the components' layout, which tests/e2e/accessibility.test.ts
      // checks on the fixture site at both widths.
      breaks.push(...(await axeViolations(page)).map((violation) => `${route} at ${narrowWidth} px: axe ${violation}`));
      await layOut(page, narrowestWidth);
      breaks.push(
        ...(await sidewaysScroll(page)).map(
          (problem) => `${route} at ${narrowestWidth} px scrolls sideways: ${problem}`,
        ),
      );
      await layOut(page, wideWidth);
      breaks.push(
        ...(await axeViolations(page, { within: 'header' })).map(
          (violation) => `${route} at ${wideWidth} px: axe ${violation}`,
        ),
      );
      visible.set(route, await readVisible(page));
      breaks.push(...problems.map((problem) => `${route} logs ${problem}`));
      idle.push(reusable);
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  return visible;
}
