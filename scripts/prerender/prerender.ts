import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeHeadMarkers } from '../../src/routing/prerenderedHead.ts';
import { routeChunks, withNotFoundMark, withRouteChunks, type ViteManifest } from '../vite/load-after-paint.ts';
import { searchedPart } from '../search/index-site.ts';
import { securePage, siteCodeFacts, type SecuredPages, type SiteCodeFacts } from '../security/security-headers.ts';
import { parallelMap } from '../support/parallel-map.ts';

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

/** What every page of a prerender worker shares. */
export interface PrerenderSetup {
  serverEntryFile: string;
  siteDir: string;
  /** The client build's `index.html`, read before the home page's HTML replaces it. */
  template: string;
  manifest: ViteManifest;
  /** What each page's security policy depends on besides the page. */
  codeFacts: SiteCodeFacts;
  /** How many pages the build expects: the server bundle must list as many. */
  pages: number;
}

/** Every page to write: each route, then the two not-found views. */
function pageJobs(entry: ServerEntry): PageJob[] {
  return [
    ...entry.routePaths.map((route) => ({ url: route, file: fileForRoute(route) })),
    { url: entry.notFoundPaths.site, file: '404.html', notFound: true },
    { url: entry.notFoundPaths.caseStudy, file: 'blog/404.html', notFound: true },
  ];
}

/** A page the prerenderer wrote. */
export interface WrittenPage {
  /** Its file, from the site root. */
  file: string;
  /** The security policy `_headers` sends with it. */
  policy: string;
  /** What the search index reads of a route's page (`searchedPart`); none on a page that is not searched, nor on the not-found views. */
  searched?: { route: string; html: string };
}

/**
 * Loads the server bundle and gives the function that renders the page of one index of
 * `pageJobs`, writes its HTML file with its security policy, and says what it wrote.
 */
export async function preparePages({
  serverEntryFile,
  siteDir,
  template,
  manifest,
  codeFacts,
  pages,
}: PrerenderSetup): Promise<(index: number) => Promise<WrittenPage>> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const jobs = pageJobs(entry);
  if (jobs.length !== pages)
    throw new Error(`The server bundle lists ${jobs.length} pages; the build expected ${pages}.`);
  const withChunks = (url: string, html: string) => {
    const moduleId = entry.islandModules[url];
    if (!moduleId) return html;
    const chunks = routeChunks(manifest, moduleId);
    if (!chunks) throw new Error(`The client build has no chunk for ${moduleId} (route ${url}).`);
    return withRouteChunks(html, chunks);
  };
  return async (index) => {
    const job = jobs[index];
    if (!job) throw new Error(`There is no page ${index} to prerender.`);
    const rendered = await entry.render(job.url);
    const file = path.normalize(job.file);
    const html = withChunks(job.url, fillTemplate(template, rendered));
    const page = securePage(job.notFound ? withNotFoundMark(html) : html, file, codeFacts);
    const target = path.join(siteDir, file);
    // Synchronously: the worker has nothing else to do meanwhile, and each asynchronous call's
    // round trip through libuv's thread pool cost several times more than the write of a page.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, page.html);
    const searched = job.notFound ? undefined : searchedPart(page.html);
    return {
      file,
      policy: page.headerPolicy,
      ...(searched === undefined ? {} : { searched: { route: job.url, html: searched } }),
    };
  };
}

/** What `prerender` did. */
export interface PrerenderReport {
  pages: number;
  threads: number;
  /** Every page written, with its security policy, for `_headers`. */
  secured: SecuredPages;
}

/**
 * Renders the `pages` of the site (every route and the two not-found views) into static HTML
 * files in `siteDir`, filling `template` (the client build's `index.html`) and naming each
 * route's islands chunks from the client build's manifest. Each page is written once, final,
 * with its security policy in a `<meta>` (`securePage`), on worker threads: one, or up to one
 * per core with at least 150 pages each. `onSearched` is given each searched page as soon as it
 * and the pages before it are written, in the order of the routes.
 */
export async function prerender(
  siteDir: string,
  serverEntryFile: string,
  template: string,
  pages: number,
  onSearched?: (route: string, html: string) => void,
): Promise<PrerenderReport> {
  const manifest = JSON.parse(await readFile(path.join(siteDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const codeFacts = siteCodeFacts(siteDir, template);
  const shared: PrerenderSetup = { serverEntryFile, siteDir, template, manifest, codeFacts, pages };
  // Each worker loads the server bundle again (half a second at 1,000 case studies), so each gets
  // at least 150 pages (docs/decisions/0009-parallel-work.md). Even one share goes to a worker:
  // the server bundle, imported here, would pass through tsx's loader.
  const { results, threads } = await parallelMap<WrittenPage>(
    new URL('./worker.ts', import.meta.url),
    Array.from({ length: pages }, (_unused, index) => index),
    {
      minimumPerWorker: 150,
      shared,
      preload: [pathToFileURL(serverEntryFile)],
      onResult: ({ searched }) => searched && onSearched?.(searched.route, searched.html),
    },
  );
  const headerPolicies = new Map<string, string>();
  for (const { file, policy } of results) {
    // Two pages in one file would leave on disk whichever was written last, maybe not the one whose policy is kept.
    if (headerPolicies.has(file)) throw new Error(`Two prerendered pages were written to ${file}.`);
    headerPolicies.set(file, policy);
  }
  return { pages, threads, secured: { codeFacts, headerPolicies } };
}
