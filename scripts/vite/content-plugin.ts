import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatContentErrors, formatContentWarnings, type ContentError } from '../content/errors.ts';
import { blankFrontmatter } from '../content/frontmatter.ts';
import { contentWarnings, validateContent, type ValidationResult } from '../content/index.ts';
import type { ContentCatalog } from '../content/load.ts';
import { moduleSource, routeTableSource, type NamedImport } from './codegen.ts';
import { pageIslandsData } from '../content/islands.ts';
import { resolveCaseStudy, resolvePage } from '../content/resolve.ts';
import { pageRoutesOf } from '../content/listings.ts';
import { caseStudyRoute, pageRoute } from '../../src/model/routes.ts';
import type { PictureIndex } from '../../src/model/route-data.ts';
import { checkPictures } from '../pictures/check.ts';
import { cachedCandidate, encodeCandidate } from '../pictures/encode.ts';
import { BuildCache } from '../support/cache.ts';
import { candidateType, picturesBase, type PicturePlan } from '../pictures/plan.ts';

const prefix = 'virtual:content/';
const resolvedPrefix = `\0${prefix}`;

/** Paths the prerenderer renders for the not-found views; neither can be a real route. */
export const notFoundPaths = { site: '/404-not-found', caseStudy: '/blog/not-found' } as const;

/** Where the app's code lives, for the imports the generated modules make. */
export interface ContentPluginOptions {
  contentRoot: string;
  /** The file exporting the component of a section type under the type's name, e.g. `…/sections/Hero.tsx` for `Hero`. */
  sectionComponentFile: (type: string) => string;
  /** The section types that are islands: the browser hydrates them on the prerendered page (see `findSections` in `scripts/sections/registry.ts`). */
  islandSectionTypes: readonly string[];
  /** The validation `npm run build` ran before bundling, reused by both bundles; without it the plugin validates. */
  validated?: ValidationResult;
  /** The pictures' plan, given by `npm run build` with `validated`; else the plugin makes it as it validates. */
  plan?: PicturePlan | undefined;
  /** Where the dev server keeps the picture readings and the candidates it encoded. */
  cacheDir: string;
}

type GenerateOptions = Omit<ContentPluginOptions, 'contentRoot' | 'validated' | 'plan' | 'cacheDir'> & {
  pictures: PictureIndex;
  serving: boolean;
  /** Building the server bundle, which renders routes in full and never hydrates. */
  forServer: boolean;
};

/** What the content plugin tells the other plugins: the MDX compile draws body pictures from the plan. */
export interface ContentPluginApi {
  /** The pictures of the content as last validated. */
  pictures: () => PictureIndex | undefined;
}

/**
 * Turns the content folder into virtual modules the app imports:
 * `virtual:content/site`, `…/pages`, `…/page/{slug}`, `…/islands/{slug}`, `…/case-studies`,
 * `…/case-study/{id}` and `…/paths` (for the prerenderer). A route's module holds its data and
 * the components that render it; a page's `…/islands/{slug}` module holds only what the browser
 * needs to hydrate the prerendered page: its islands. A case study page has none.
 * Validation runs before anything is served or built; in the dev server a content error shows
 * in the overlay and clears when the file is fixed.
 */
export function contentPlugin(options: ContentPluginOptions): Plugin<ContentPluginApi> {
  const contentRoot = path.resolve(options.contentRoot);
  let plan = options.plan;
  let catalog: ContentCatalog | undefined = options.validated?.catalog;
  let errors: ContentError[] = options.validated?.errors ?? [];
  let server: ViteDevServer | undefined;
  let serving = false;

  const cache = new BuildCache(options.cacheDir);
  // A build reuses the validation `npm run build` ran first, whichever bundle asks; the dev
  // server validates afresh on every edit, and checks and plans the pictures.
  const reload = async () => {
    if (!serving && options.validated) {
      ({ catalog, errors } = options.validated);
      return;
    }
    // The dev server shows drafts and scheduled entries, marked; a build leaves them out.
    const result = validateContent(contentRoot, undefined, undefined, { onlyPublished: !serving });
    const pictures = result.catalog ? await checkPictures(result.catalog, cache) : undefined;
    const warnings = result.catalog ? [...(pictures?.warnings ?? []), ...contentWarnings(result.catalog)] : [];
    if (warnings.length > 0) server?.config.logger.warn(formatContentWarnings(warnings));
    errors = [...result.errors, ...(pictures?.errors ?? [])];
    catalog = errors.length === 0 ? result.catalog : undefined;
    plan = pictures?.plan;
  };
  const requireCatalog = async (): Promise<ContentCatalog> => {
    if (!catalog) await reload();
    if (!catalog) throw Object.assign(new Error(formatContentErrors(errors)), { stack: '' });
    return catalog;
  };
  const isContentFile = (file: string) => path.resolve(file).startsWith(contentRoot + path.sep);

  return {
    name: 'content',
    enforce: 'pre',
    api: { pictures: () => plan?.pictures },
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transformIndexHtml(html) {
      // Screen readers pick their voice, and browsers their spelling and translation offers, by the page's language.
      const language = catalog?.site.data.language;
      return language ? html.replace('<html lang="en">', `<html lang="${language}">`) : html;
    },
    configureServer(devServer) {
      server = devServer;
      // The dev server encodes a picture's candidate when the browser first asks for it, into the same cache as the build.
      devServer.middlewares.use(picturesBase, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        const job = plan?.jobs.find((candidate) => candidate.name === name);
        const type = candidateType(name);
        if (!job || !type) return next();
        const file = cachedCandidate(cache, job);
        encodeCandidate(job, file)
          .then(() => readFile(file))
          .then((data) => {
            response.setHeader('Content-Type', type);
            response.end(data);
          }, next);
      });
    },
    async hotUpdate({ file, modules }) {
      if (!isContentFile(file) || this.environment.name !== 'client') return undefined;
      const hadErrors = errors.length > 0;
      const before = fingerprint(catalog);
      const routesBefore = routeSet(catalog);
      await reload();
      // Generated modules hold the validated data; after any content edit they are rebuilt on next request.
      for (const module of this.environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(resolvedPrefix)) this.environment.moduleGraph.invalidateModule(module);
      }
      if (errors.length > 0) {
        this.environment.hot.send({
          type: 'error',
          err: { message: formatContentErrors(errors), stack: '', plugin: 'content', id: file },
        });
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
        (module) =>
          module.id?.startsWith(`${resolvedPrefix}page/`) ||
          module.id === `${resolvedPrefix}listings` ||
          module.id?.startsWith(`${resolvedPrefix}case-study/`) ||
          module.id === `${resolvedPrefix}site`,
      );
      return [...modules, ...generated];
    },
    async buildStart() {
      await reload();
      if (errors.length > 0 && !server) this.error(formatContentErrors(errors));
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const current = await requireCatalog();
      const forServer = !serving && this.environment.config.consumer === 'server';
      const pictures = plan?.pictures ?? new Map();
      return generate(id.slice(resolvedPrefix.length), current, { ...options, pictures, serving, forServer });
    },
    transform(code, id) {
      if (!id.endsWith('.mdx') || !isContentFile(id)) return undefined;
      return { code: blankFrontmatter(code), map: null };
    },
  };
}

/** Everything of the catalog but the MDX bodies, to tell a data edit from a body edit. */
function fingerprint(catalog: ContentCatalog | undefined): string {
  if (!catalog) return '';
  const { site, pages, caseStudies, faq } = catalog;
  return JSON.stringify([
    site.data,
    pages.map((page) => [page.file, page.data]),
    caseStudies.map((entry) => [entry.file, entry.data]),
    faq.map((entry) => [entry.file, entry.data]),
  ]);
}

/**
 * The routes the content defines and the section types of each page; when they change, the app's
 * route table or a route module's imports change, so the page must reload.
 */
function routeSet(catalog: ContentCatalog | undefined): string {
  if (!catalog) return '';
  return JSON.stringify([
    catalog.pages.map((page) => [page.slug, sectionTypes(page)]),
    pageRoutesOf(catalog).map((route) => route.path),
    catalog.caseStudies.map((entry) => entry.data.id),
  ]);
}

/** The section types a page renders with a component; `Content` places the page's own body. */
function sectionTypes(page: ContentCatalog['pages'][number]): string[] {
  return [...new Set(page.data.sections.map((section) => section.type).filter((type) => type !== 'Content'))];
}

/**
 * The loader of a page's islands module, as generated code. The server bundle gets a loader
 * that fails instead: it never hydrates, so the islands modules stay out of it.
 */
function islandsLoader(moduleName: string, options: GenerateOptions): string {
  return options.forServer ? 'hydratesInTheBrowserOnly' : `() => import(${JSON.stringify(`${prefix}${moduleName}`)})`;
}

const serverIslandsLoader = `const hydratesInTheBrowserOnly = () => Promise.reject(new Error('Islands modules are in the client bundle only.'));\n`;

/** The name of a page route's module: `page/{key}`, the key its path without the first slash, `home` for `/`. */
const routeKey = (path: string) => (path === '/' ? 'home' : path.slice(1));

/** The line of a page's modules that names the islands among its section types, for `PageSections`. */
const islandsExport = (types: readonly string[]) => `export const islands = ${JSON.stringify(types)};\n`;

function generate(name: string, catalog: ContentCatalog, options: GenerateOptions): string {
  const hotReplace = options.serving ? 'publishRoute' : undefined;
  const componentImports = (types: string[]): NamedImport[] =>
    types.map((type) => ({ file: options.sectionComponentFile(type), name: type }));
  if (name === 'site') {
    // The editor's settings are for the build alone: the pages' JavaScript stays the same with the editor on or off.
    const { editor: _editor, ...site } = catalog.site.data;
    return moduleSource('site', site);
  }
  if (name === 'pages') {
    const entries = catalog.pages.map(
      (page) =>
        `  { path: ${JSON.stringify(pageRoute(page.slug))}, islands: ${islandsLoader(`islands/${page.slug}`, options)}, load: () => import(${JSON.stringify(`${prefix}page/${page.slug}`)}) },`,
    );
    const preamble = options.forServer ? serverIslandsLoader : '';
    return `${preamble}export const pageRoutes = [\n${entries.join('\n')}\n];\n`;
  }
  if (name === 'case-studies') {
    // The server bundle is one file holding every case study: at scale, one module for all of
    // them bundles faster than a module each.
    if (options.forServer)
      return routeTableSource(
        'caseStudyLoaders',
        catalog.caseStudies.map(
          (entry) => [entry.data.id, resolveCaseStudy(entry, catalog, options.pictures)] as const,
        ),
      );
    const entries = catalog.caseStudies.map(
      ({ data: { id } }) => `  [${id}, () => import(${JSON.stringify(`${prefix}case-study/${id}`)})],`,
    );
    return `export const caseStudyLoaders = new Map([\n${entries.join('\n')}\n]);\n`;
  }
  if (name === 'listings') {
    // The further pages of the list of case studies, by path, as the case studies: one module for
    // all in the server bundle, a chunk each in the dev server. The built site's browser fetches
    // their prerendered pages instead, so the route table stays the same size however many there are.
    const listings = pageRoutesOf(catalog).filter((route) => route.path !== pageRoute(route.page.slug));
    if (options.forServer)
      return routeTableSource(
        'listingLoaders',
        listings.map((route) => [route.path, resolvePage(route, catalog, options.pictures)] as const),
      );
    const entries = listings.map(
      ({ path: route }) =>
        `  [${JSON.stringify(route)}, () => import(${JSON.stringify(`${prefix}page/${routeKey(route)}`)})],`,
    );
    return `export const listingLoaders = new Map([\n${entries.join('\n')}\n]);\n`;
  }
  if (name === 'paths') {
    const pageRoutes = pageRoutesOf(catalog);
    const paths = [
      ...pageRoutes.map((route) => route.path),
      ...catalog.caseStudies.map((entry) => caseStudyRoute(entry.data.id)),
    ];
    const islandModules = Object.fromEntries(
      pageRoutes.map(({ page, path: route }) => [route, `${prefix}islands/${page.slug}`]),
    );
    return [
      `export const routePaths = ${JSON.stringify(paths)};`,
      `export const notFoundPaths = ${JSON.stringify(notFoundPaths)};`,
      `export const islandModules = ${JSON.stringify(islandModules)};`,
      '',
    ].join('\n');
  }
  const slash = name.indexOf('/');
  const [kind, key] = [name.slice(0, slash), name.slice(slash + 1)];
  if (kind === 'page' || kind === 'islands') {
    const routes = pageRoutesOf(catalog);
    const route =
      kind === 'page'
        ? routes.find((candidate) => routeKey(candidate.path) === key)
        : routes.find((candidate) => candidate.page.slug === key && candidate.path === pageRoute(key));
    const page = route?.page;
    const islands = page ? sectionTypes(page).filter((type) => options.islandSectionTypes.includes(type)) : [];
    if (route && page && kind === 'islands')
      return (
        moduleSource('route', pageIslandsData(resolvePage(route, catalog, options.pictures), islands), {
          components: componentImports(islands),
        }) + islandsExport(islands)
      );
    if (route && page)
      return (
        moduleSource('route', resolvePage(route, catalog, options.pictures), {
          hotReplace,
          components: componentImports(sectionTypes(page)),
        }) + islandsExport(islands)
      );
  }
  if (kind === 'case-study') {
    const entry = catalog.caseStudies.find((candidate) => String(candidate.data.id) === key);
    if (entry) return moduleSource('route', resolveCaseStudy(entry, catalog, options.pictures), { hotReplace });
  }
  throw new Error(`Unknown content module ${prefix}${name}`);
}
