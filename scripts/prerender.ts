import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeChunks, withRouteChunks, type ViteManifest } from './load-after-paint.ts';

/** What the server bundle (`src/entry-server.tsx`) exports. */
interface ServerEntry {
  render: (url: string) => Promise<{ html: string; styles: string }>;
  routePaths: string[];
  notFoundPaths: { site: string; caseStudy: string };
  hydrationModules: Record<string, string>;
}

/** A page to write: the address it is rendered at and the file it goes to. */
interface PageJob {
  url: string;
  file: string;
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

/** Fills the built `index.html` template with one route's head tags, styles and markup. */
export function fillTemplate(template: string, rendered: { html: string; styles: string }): string {
  const { head, body } = hoistHeadTags(rendered.html);
  return template.replace('<!--head-->', `${head}${rendered.styles}`).replace('<!--app-->', body);
}

/**
 * Renders every route of the site, and the two not-found views, into static HTML files in
 * `siteDir`, using the client build's `index.html` as the template and its manifest to name each
 * route's hydration chunks; returns how many pages it wrote and the template (the home page
 * replaces it on disk).
 */
export async function prerender(siteDir: string, serverEntryFile: string): Promise<{ pages: number; template: string }> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as ServerEntry;
  const template = await readFile(path.join(siteDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(siteDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const withChunks = (url: string, html: string) => {
    const moduleId = entry.hydrationModules[url];
    if (!moduleId) return html;
    const chunks = routeChunks(manifest, moduleId);
    if (!chunks) throw new Error(`The client build has no chunk for ${moduleId} (route ${url}).`);
    return withRouteChunks(html, chunks);
  };
  const jobs: PageJob[] = [
    ...entry.routePaths.map((route) => ({ url: route, file: fileForRoute(route) })),
    { url: entry.notFoundPaths.site, file: '404.html' },
    { url: entry.notFoundPaths.caseStudy, file: 'blog/404.html' },
  ];
  for (const job of jobs) {
    const rendered = await entry.render(job.url);
    const target = path.join(siteDir, job.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, withChunks(job.url, fillTemplate(template, rendered)));
  }
  return { pages: jobs.length, template };
}
