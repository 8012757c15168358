import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeHeadMarkers } from '../../src/routing/prerenderedHead.ts';
import { routeChunks, withNotFoundMark, withRouteChunks, type ViteManifest } from '../vite/load-after-paint.ts';
import { securePage, siteCodeFacts, type SecuredPages, type SiteCodeFacts } from '../security/security-headers.ts';
import { dealShares, runWorkers, workerCount } from '../support/workers.ts';

/** What the server bundle (`src/entry-server.tsx`) exports. */
interface ServerEntry {
  render: (url: string) => Promise<{ html: string; styles: string }>;
  routePaths: string[];
  notFoundPaths: { site: string; caseStudy: string };
  islandModules: Record<string, string>;
}

/** A page to write: the address it is rendered at and the file it goes to. */
interface PageJob {
  url: string;
  file: string;
  /** One of the not-found views, which hosts serve at addresses they have no file for. */
  notFound?: true;
}

/** `/` is `index.html`, `/services` is `services/index.html`: how static hosts map addresses to files. */
export function fileForRoute(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}/index.html`;
}

// React 19 writes the <title>, <meta> and <link> elements of the tree at the start of the HTML.
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** Splits React's output into the tags that belong in <head> and the body markup. */
export function hoistHeadTags(html: string): { head: string; body: string } {
  const match = leadingHeadTags.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/**
 * Fills the built `index.html` template with one route's head tags, styles and markup. The head
 * tags go between comments the browser finds them by, to remove them once the app renders
 * another route's (see `src/routing/prerenderedHead.ts`).
 */
export function fillTemplate(template: string, rendered: { html: string; styles: string }): string {
  const { head, body } = hoistHeadTags(rendered.html);
  const routeHead = `<!--${routeHeadMarkers.start}-->${head}<!--${routeHeadMarkers.end}-->`;
  // Replacer functions: a replacement string would read `$&`, `$'`, `` $` `` and `$$` in the copy.
  return template.replace('<!--head-->', () => `${routeHead}${rendered.styles}`).replace('<!--app-->', () => body);
}

/** What a prerender worker needs: which share of the pages is its own, and what every page shares. */
export interface PrerenderShare {
  /** This worker renders the pages whose index, counted from 0, leaves this remainder when divided by `shares`. */
  share: number;
  shares: number;
  serverEntryFile: string;
  siteDir: string;
  /** The client build's `index.html`, read before the home page's HTML replaces it. */
  template: string;
  manifest: ViteManifest;
  /** What each page's security policy depends on besides the page. */
  codeFacts: SiteCodeFacts;
}

/** What a prerender worker wrote: how many pages, and the policy `_headers` sends with each (keyed by file from the site root). */
export interface ShareResult {
  pages: number;
  headerPolicies: [file: string, policy: string][];
}

/** Every page to write: each route, then the two not-found views. */
function pageJobs(entry: ServerEntry): PageJob[] {
  return [
    ...entry.routePaths.map((route) => ({ url: route, file: fileForRoute(route) })),
    { url: entry.notFoundPaths.site, file: '404.html', notFound: true },
    { url: entry.notFoundPaths.caseStudy, file: 'blog/404.html', notFound: true },
  ];
}

/** Renders one share of the pages and writes their HTML files, each with its security policy. */
export async function renderShare({
  share,
  shares,
  serverEntryFile,
  siteDir,
  template,
  manifest,
  codeFacts,
}: PrerenderShare): Promise<ShareResult> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const withChunks = (url: string, html: string) => {
    const moduleId = entry.islandModules[url];
    if (!moduleId) return html;
    const chunks = routeChunks(manifest, moduleId);
    if (!chunks) throw new Error(`The client build has no chunk for ${moduleId} (route ${url}).`);
    return withRouteChunks(html, chunks);
  };
  const jobs = dealShares(pageJobs(entry), shares)[share] ?? [];
  const headerPolicies: ShareResult['headerPolicies'] = [];
  for (const job of jobs) {
    const rendered = await entry.render(job.url);
    const file = path.normalize(job.file);
    const html = withChunks(job.url, fillTemplate(template, rendered));
    const page = securePage(job.notFound ? withNotFoundMark(html) : html, file, codeFacts);
    const target = path.join(siteDir, file);
    // Synchronously: the worker has nothing else to do meanwhile, and each asynchronous call's
    // round trip through libuv's thread pool cost several times more than the write of a page.
    // The picture worker's writes differ: see drawSocialImages.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, page.html);
    headerPolicies.push([file, page.headerPolicy]);
  }
  return { pages: jobs.length, headerPolicies };
}

/** Whether a worker's last message is what `renderShare` returns. */
function isShareResult(value: unknown): value is ShareResult {
  if (
    typeof value !== 'object' ||
    value === null ||
    !('pages' in value) ||
    typeof value.pages !== 'number' ||
    !('headerPolicies' in value)
  )
    return false;
  const policies: unknown = value.headerPolicies;
  return (
    Array.isArray(policies) &&
    policies.every(
      (pair: unknown) =>
        Array.isArray(pair) && pair.length === 2 && pair.every((part: unknown) => typeof part === 'string'),
    )
  );
}

// Each worker thread loads the server bundle again (half a second for a thousand case studies),
// which pays off only with this many pages to render.
const minimumPerWorker = 150;

/** What `prerender` did. */
export interface PrerenderReport {
  pages: number;
  /** The client build's `index.html`, which the home page replaced on disk. */
  template: string;
  threads: number;
  /** Every page written, with its security policy, for `_headers`. */
  secured: SecuredPages;
}

/**
 * Renders every route of the site, and the two not-found views, into static HTML files in
 * `siteDir`, using the client build's `index.html` as the template and its manifest to name each
 * route's islands chunks. Each page is written once, final, with its security policy in a
 * `<meta>` (`securePage`). Pages are rendered in worker threads: one, or for a large site
 * (`expectedPages` decides) up to one per core, each with at least 150 pages.
 */
export async function prerender(
  siteDir: string,
  serverEntryFile: string,
  expectedPages: number,
): Promise<PrerenderReport> {
  const template = await readFile(path.join(siteDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(siteDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const codeFacts = siteCodeFacts(siteDir, template);
  const shares = workerCount(expectedPages, minimumPerWorker);
  const inputs: PrerenderShare[] = Array.from({ length: shares }, (_unused, share) => ({
    share,
    shares,
    serverEntryFile,
    siteDir,
    template,
    manifest,
    codeFacts,
  }));
  // Even one share goes to a worker: the server bundle, imported here, would pass through tsx's
  // loader, which costs more than starting a worker once the site has a few hundred pages.
  const written = await runWorkers(new URL('./worker.ts', import.meta.url), inputs, {
    preload: [pathToFileURL(serverEntryFile)],
  });
  let pages = 0;
  const headerPolicies = new Map<string, string>();
  for (const result of written) {
    if (!isShareResult(result)) throw new Error('A prerender worker ended without saying which pages it wrote.');
    pages += result.pages;
    for (const [file, policy] of result.headerPolicies) {
      // Two pages in one file would leave on disk whichever was written last, maybe not the one whose policy is kept.
      if (headerPolicies.has(file)) throw new Error(`Two prerendered pages were written to ${file}.`);
      headerPolicies.set(file, policy);
    }
  }
  return { pages, template, threads: shares, secured: { codeFacts, headerPolicies } };
}
