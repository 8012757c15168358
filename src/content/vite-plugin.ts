import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatContentErrors, type ContentError } from './errors.ts';
import { normaliseSource } from './frontmatter.ts';
import { validateContent } from './index.ts';
import type { ContentCatalog } from './load.ts';
import { moduleSource } from './codegen.ts';
import { resolveCaseStudy, resolvePage } from './resolve.ts';
import { caseStudyRoute, pageRoute } from './routes.ts';

const prefix = 'virtual:content/';
const resolvedPrefix = `\0${prefix}`;

/** Paths the prerenderer renders for the not-found views; neither can be a real route. */
export const notFoundPaths = { site: '/404-not-found', caseStudy: '/blog/not-found' } as const;

/**
 * Turns the content folder into virtual modules the app imports:
 * `virtual:content/site`, `…/pages`, `…/page/{slug}`, `…/case-studies`, `…/case-study/{id}`
 * and `…/paths` (for the prerenderer). Validation runs before anything is served or built;
 * in the dev server a content error shows in the overlay and clears when the file is fixed.
 */
export function contentPlugin(options: { contentRoot: string }): Plugin[] {
  const contentRoot = path.resolve(options.contentRoot);
  let catalog: ContentCatalog | undefined;
  let errors: ContentError[] = [];
  let server: ViteDevServer | undefined;
  let serving = false;

  const reload = () => {
    const result = validateContent(contentRoot);
    catalog = result.catalog;
    errors = result.errors;
  };
  const requireCatalog = (): ContentCatalog => {
    if (!catalog) reload();
    if (!catalog) throw Object.assign(new Error(formatContentErrors(errors)), { stack: '' });
    return catalog;
  };
  const isContentFile = (file: string) => path.resolve(file).startsWith(contentRoot + path.sep);

  const content: Plugin = {
    name: 'content',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    configureServer(devServer) {
      server = devServer;
    },
    hotUpdate({ file, modules }) {
      if (!isContentFile(file) || this.environment.name !== 'client') return undefined;
      const hadErrors = errors.length > 0;
      const before = fingerprint(catalog);
      const routesBefore = routeSet(catalog);
      reload();
      // Generated modules hold the validated data; after any content edit they are rebuilt on next request.
      for (const module of this.environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(resolvedPrefix)) this.environment.moduleGraph.invalidateModule(module);
      }
      if (errors.length > 0) {
        this.environment.hot.send({ type: 'error', err: { message: formatContentErrors(errors), stack: '', plugin: 'content', id: file } });
        return [];
      }
      if (hadErrors || routeSet(catalog) !== routesBefore) {
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      }
      if (fingerprint(catalog) === before) return modules;
      // Data changed: the route modules accept their replacement and the page re-renders in place;
      // the site settings module updates through React Refresh of App.
      const generated = [...this.environment.moduleGraph.idToModuleMap.values()].filter(
        (module) => module.id?.startsWith(`${resolvedPrefix}page/`) || module.id?.startsWith(`${resolvedPrefix}case-study/`) || module.id === `${resolvedPrefix}site`,
      );
      return [...modules, ...generated];
    },
    buildStart() {
      reload();
      if (errors.length > 0 && !server) this.error(formatContentErrors(errors));
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const current = requireCatalog();
      return generate(id.slice(resolvedPrefix.length), current, serving);
    },
    transform(code, id) {
      if (!id.endsWith('.mdx') || !isContentFile(id)) return undefined;
      return { code: blankFrontmatter(code), map: null };
    },
  };
  return [content];
}

/** Replaces the frontmatter with as many blank lines, so the MDX compiler's line numbers are file lines. */
export function blankFrontmatter(source: string): string {
  const normalised = normaliseSource(source);
  const lines = normalised.split('\n');
  if (lines[0] !== '---') return normalised;
  const closing = lines.findIndex((line, index) => index > 0 && /^---[ \t]*$/.test(line));
  if (closing === -1) return normalised;
  return '\n'.repeat(closing + 1) + lines.slice(closing + 1).join('\n');
}

/** Everything of the catalog but the MDX bodies, to tell a data edit from a body edit. */
function fingerprint(catalog: ContentCatalog | undefined): string {
  if (!catalog) return '';
  const { site, pages, caseStudies, faq } = catalog;
  return JSON.stringify([site.data, pages.map((page) => [page.file, page.data]), caseStudies.map((entry) => [entry.file, entry.data]), faq.map((entry) => [entry.file, entry.data])]);
}

/** The routes the content defines; when they change, the app's route table must reload. */
function routeSet(catalog: ContentCatalog | undefined): string {
  if (!catalog) return '';
  return JSON.stringify([catalog.pages.map((page) => page.slug), catalog.caseStudies.map((entry) => entry.data.id)]);
}

function generate(name: string, catalog: ContentCatalog, serving: boolean): string {
  if (name === 'site') return moduleSource('site', catalog.site.data);
  if (name === 'pages') {
    const entries = catalog.pages.map((page) => `  { path: ${JSON.stringify(pageRoute(page.slug))}, load: () => import(${JSON.stringify(`${prefix}page/${page.slug}`)}) },`);
    return `export const pageRoutes = [\n${entries.join('\n')}\n];\n`;
  }
  if (name === 'case-studies') {
    const entries = catalog.caseStudies.map((entry) => `  [${entry.data.id}, () => import(${JSON.stringify(`${prefix}case-study/${entry.data.id}`)})],`);
    return `export const caseStudyLoaders = new Map([\n${entries.join('\n')}\n]);\n`;
  }
  if (name === 'paths') {
    const paths = [...catalog.pages.map((page) => pageRoute(page.slug)), ...catalog.caseStudies.map((entry) => caseStudyRoute(entry.data.id))];
    return `export const routePaths = ${JSON.stringify(paths)};\nexport const notFoundPaths = ${JSON.stringify(notFoundPaths)};\n`;
  }
  const [kind, key] = name.split('/', 2);
  if (kind === 'page') {
    const page = catalog.pages.find((candidate) => candidate.slug === key);
    if (page) return moduleSource('route', resolvePage(page, catalog), { hotReplace: serving ? 'publishRoute' : undefined });
  }
  if (kind === 'case-study') {
    const entry = catalog.caseStudies.find((candidate) => String(candidate.data.id) === key);
    if (entry) return moduleSource('route', resolveCaseStudy(entry, catalog), { hotReplace: serving ? 'publishRoute' : undefined });
  }
  throw new Error(`Unknown content module ${prefix}${name}`);
}
