import { use } from 'react';
import { matchRoutes, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { pageRoutes } from 'virtual:content/pages';
import { caseStudyRoutePrefix } from '@/model/routes.ts';
import { CaseStudyHydrationView } from '../views/CaseStudyHydrationView.tsx';
import { CaseStudyNotFoundView } from '../views/CaseStudyNotFoundView.tsx';
import type { CaseStudyView } from '../views/CaseStudyView.tsx';
import { NotFoundView } from '../views/NotFoundView.tsx';
import { PageSections } from '../views/PageSections.tsx';
import { prerenderedPageIsNotFound, useAdoptsPrerenderedHtml } from './adoption.ts';
import { useLiveCaseStudy, useLivePage } from './liveRoutes.ts';
import { loadOnce } from './loadOnce.ts';

type PageModules = (typeof pageRoutes)[number];

function loadPage(page: PageModules) {
  return loadOnce(`page:${page.path}`, async () => {
    // The view renders MDX bodies, which the page a visitor first loads never does: it stays out of the entry chunk.
    const [module, { PageView: View }] = await Promise.all([page.load(), import('../views/PageView.tsx')]);
    return { ...module, View };
  });
}

function loadPageHydration(page: PageModules) {
  return loadOnce(`page-hydration:${page.path}`, page.hydrate);
}

/**
 * In the built site, the browser shows a case study it navigates to from the page the
 * prerenderer wrote for it: the article is static HTML anyway, so the client bundle holds no case
 * study however many there are, and the build does not bundle them twice. The server bundle,
 * which writes those pages, and the dev server, which writes none, load the content module.
 */
const fetchesCaseStudyPages = import.meta.env.PROD && !import.meta.env.SSR;

/** Case study ids in addresses are written exactly as the route writes them: /blog/1, never /blog/01. */
const isCaseStudyId = (idText: string | undefined): idText is string =>
  idText !== undefined && /^[1-9]\d*$/.test(idText);

async function caseStudyLoader(idText: string | undefined) {
  if (!isCaseStudyId(idText)) return undefined;
  // The id-to-chunk table grows with the number of case studies, so it stays out of the entry chunk.
  const { caseStudyLoaders } = await import('virtual:content/case-studies');
  return caseStudyLoaders.get(Number(idText));
}

function loadCaseStudy(idText: string | undefined) {
  return loadOnce(`case-study:${idText ?? ''}`, async () => {
    // The view draws the article, which only case study pages need: it stays out of the entry chunk too.
    const [load, { CaseStudyView }] = await Promise.all([
      caseStudyLoader(idText),
      import('../views/CaseStudyView.tsx'),
    ]);
    return load ? { ...(await load()), View: CaseStudyView } : undefined;
  });
}

function loadCaseStudyPage(idText: string | undefined) {
  return loadOnce(`case-study-page:${idText ?? ''}`, async () => {
    if (!isCaseStudyId(idText)) return undefined;
    // Only a navigation to a case study needs these: they stay out of the entry chunk.
    const [{ fetchPrerenderedPage }, { FetchedPageView }] = await Promise.all([
      import('./fetchPrerenderedPage.ts'),
      import('../views/FetchedPageView.tsx'),
    ]);
    const page = await fetchPrerenderedPage(`${caseStudyRoutePrefix}${idText}`);
    return page && { page, View: FetchedPageView };
  });
}

function RenderedPage({ page }: { page: PageModules }) {
  const { route, components = {}, View } = use(loadPage(page));
  return <View route={useLivePage(route)} components={components} />;
}

function AdoptedPage({ page }: { page: PageModules }) {
  const { route, components = {} } = use(loadPageHydration(page));
  return <PageSections route={route} components={components} />;
}

function PageRoute({ page }: { page: PageModules }) {
  return useAdoptsPrerenderedHtml() ? <AdoptedPage page={page} /> : <RenderedPage page={page} />;
}

function LiveCaseStudy({ route, View }: { route: Parameters<typeof useLiveCaseStudy>[0]; View: typeof CaseStudyView }) {
  return <View route={useLiveCaseStudy(route)} />;
}

function CompiledCaseStudy({ id }: { id: string | undefined }) {
  const loaded = use(loadCaseStudy(id));
  return loaded ? <LiveCaseStudy route={loaded.route} View={loaded.View} /> : <CaseStudyNotFoundView />;
}

function FetchedCaseStudy({ id }: { id: string | undefined }) {
  const loaded = use(loadCaseStudyPage(id));
  return loaded ? <loaded.View page={loaded.page} /> : <CaseStudyNotFoundView />;
}

function RenderedCaseStudy({ id }: { id: string | undefined }) {
  return fetchesCaseStudyPages ? <FetchedCaseStudy id={id} /> : <CompiledCaseStudy id={id} />;
}

/** The prerendered page is the case study, or the not-found view a host serves for an id it has no page for. */
function AdoptedCaseStudy() {
  const { pathname } = useLocation();
  return prerenderedPageIsNotFound(pathname) ? <CaseStudyNotFoundView /> : <CaseStudyHydrationView />;
}

function CaseStudyPage({ id }: { id: string | undefined }) {
  return useAdoptsPrerenderedHtml() ? <AdoptedCaseStudy /> : <RenderedCaseStudy id={id} />;
}

function CaseStudyRoute() {
  const { id } = useParams();
  // Keyed by id: a route renders as adopted only in the instance that hydrated the page.
  return <CaseStudyPage key={id} id={id} />;
}

/** How a route is about to render: hydrating the prerendered page (`adopting`) or from its data. */
interface PreloadOptions {
  adopting: boolean;
}

interface AppRoute {
  path: string;
  caseSensitive: true;
  element: React.ReactElement;
  /** Loads what the route renders, so it can be awaited before rendering on the server and before hydrating. */
  preload?: (params: Record<string, string | undefined>, options: PreloadOptions) => Promise<unknown> | undefined;
}

/**
 * The route table, derived from the content: one route per page file, `/blog/{id}` for case
 * studies, and the two not-found views. Matching is case-sensitive, as static hosts are.
 */
export const appRoutes: AppRoute[] = [
  ...pageRoutes.map(
    (page): AppRoute => ({
      path: page.path,
      caseSensitive: true,
      // Keyed by path: a route renders as adopted only in the instance that hydrated the page.
      element: <PageRoute key={page.path} page={page} />,
      preload: (_params, { adopting }) => (adopting ? loadPageHydration(page) : loadPage(page)),
    }),
  ),
  {
    path: `${caseStudyRoutePrefix}:id`,
    caseSensitive: true,
    element: <CaseStudyRoute />,
    // Hydrating a case study page needs nothing loaded.
    preload: ({ id }, { adopting }) => {
      if (adopting) return undefined;
      return fetchesCaseStudyPages ? loadCaseStudyPage(id) : loadCaseStudy(id);
    },
  },
  { path: `${caseStudyRoutePrefix}*`, caseSensitive: true, element: <CaseStudyNotFoundView /> },
  { path: '*', caseSensitive: true, element: <NotFoundView /> },
];

/** The routes as React Router reads them. */
export const routeObjects: RouteObject[] = appRoutes;

/**
 * Loads everything the route at `pathname` renders; `adopting` when the browser is about to
 * hydrate the prerendered page, which needs only a page's hydration module (a case study needs nothing).
 */
export async function preloadRoute(pathname: string, options: PreloadOptions = { adopting: false }): Promise<void> {
  const [match] = matchRoutes(appRoutes, pathname) ?? [];
  await match?.route.preload?.(match.params, options);
}
