import { use, useEffect, type ReactElement } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';
import { pageRoutes } from 'virtual:content/pages';
import { storiesRoute } from '@/model/listing.ts';
import { caseStudyIdOf, caseStudyRoutePrefix, isListingRoute } from '@/model/routes.ts';
import { PrerenderedHtml } from '../components/PrerenderedHtml.tsx';
import type { NotFoundKind } from '../views/NotFoundView.tsx';
import { PageSections } from '../views/PageSections.tsx';
import { hydratedPageIsNotFound, useHydrating } from './hydration.ts';
import { loadOnce } from './loadOnce.ts';

type PageModules = (typeof pageRoutes)[number];

function loadPage(page: PageModules) {
  return loadOnce(`page:${page.path}`, async () => {
    // The view renders MDX bodies, which hydrating never does: it stays out of the entry chunk.
    const [module, { PageView: View }] = await Promise.all([page.load(), import('../views/PageView.tsx')]);
    return { ...module, View };
  });
}

function loadIslands(page: PageModules) {
  return loadOnce(`islands:${page.path}`, page.islands);
}

/** `RouteHead` while hydrating: the prerendered head tags and structured data, left as they are. */
function PrerenderedHead() {
  return <PrerenderedHtml />;
}

/** A page rendered in full: on the server, and in the browser after a client-side navigation. */
function RenderedPage({ page }: { page: PageModules }) {
  const { route, components = {}, islands, View } = use(loadPage(page));
  return <View route={route} components={components} islands={islands} />;
}

/** The prerendered page, hydrated: only its islands are rendered. */
function PageIslands({ page }: { page: PageModules }) {
  const { route, components = {}, islands } = use(loadIslands(page));
  return (
    <>
      <PrerenderedHead />
      <PageSections route={route} components={components} islands={islands} />
    </>
  );
}

function PageRoute({ page }: { page: PageModules }) {
  return useHydrating() ? <PageIslands page={page} /> : <RenderedPage page={page} />;
}

function loadNotFoundView() {
  return loadOnce('not-found', () => import('../views/NotFoundView.tsx'));
}

function RenderedNotFound({ kind }: { kind: NotFoundKind }) {
  const { NotFoundView } = use(loadNotFoundView());
  return <NotFoundView kind={kind} />;
}

/**
 * The view for an address the site has no page for. It has nothing to interact with: hydrating
 * leaves the prerendered view as it is, so its code loads only when the browser renders it (after
 * a navigation, or in the dev server). The path goes to the console either way.
 */
function NotFound({ kind }: { kind: NotFoundKind }) {
  const { pathname } = useLocation();
  useEffect(() => console.info(`404: no page at ${pathname}`), [pathname]);
  return <PrerenderedHtml>{useHydrating() ? undefined : <RenderedNotFound kind={kind} />}</PrerenderedHtml>;
}

/** The page file whose list of case studies has further pages: the blog page. */
const storiesPage = pageRoutes.find((page) => page.path === storiesRoute);

/** A path as the content names its route: /blog/1 for /blog/1/. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/**
 * A page under /blog/ rendered from its content module: a case study, or a further page of the
 * list of case studies (/blog/page/2, /blog/tag/{id}) drawn by the blog page's components.
 * Undefined when the content has no such page.
 */
function loadStoryModule(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return loadOnce(`story:${path}`, async (): Promise<ReactElement | undefined> => {
    // Both tables grow with the number of case studies, and the views draw what only these pages
    // need: they stay out of the entry chunk.
    const loadListing = (await import('virtual:content/listings')).listingLoaders.get(path);
    if (loadListing && storiesPage) {
      const [{ route }, { components = {}, islands, View }] = await Promise.all([loadListing(), loadPage(storiesPage)]);
      return <View route={route} components={components} islands={islands} />;
    }
    const id = caseStudyIdOf(path);
    if (id === undefined) return undefined;
    const [{ caseStudyLoaders }, { CaseStudyView }] = await Promise.all([
      import('virtual:content/case-studies'),
      import('../views/CaseStudyView.tsx'),
    ]);
    const loadCaseStudy = caseStudyLoaders.get(id);
    return loadCaseStudy && <CaseStudyView route={(await loadCaseStudy()).route} />;
  });
}

/** A page under /blog/ as the prerenderer wrote it, fetched from the host; undefined when the host has none. */
function fetchStoryPage(pathname: string) {
  const path = withoutTrailingSlash(pathname);
  return loadOnce(`fetched:${path}`, async () => (await import('../views/FetchedPageView.tsx')).fetchPageView(path));
}

/**
 * In the built site, the browser shows a page under /blog/ it navigates to from the page the
 * prerenderer wrote for it: such a page has no islands of its own, so the client bundle holds no
 * case study and no further page of the list however many there are, and the build does not
 * bundle them twice (decision 0005). The server bundle, which writes those pages, and the dev
 * server, which writes none, render them from their content module.
 */
const loadStory = import.meta.env.PROD && !import.meta.env.SSR ? fetchStoryPage : loadStoryModule;

function LoadedStoryPage({ pathname }: { pathname: string }) {
  return use(loadStory(pathname)) ?? <NotFound kind="caseStudy" />;
}

/**
 * A page under /blog/: a case study, or a further page of the list of case studies. Hydrating,
 * it is the not-found view a host serves for an address it has no page for, or the prerendered
 * page as it is, with the blog page's islands on a page of the list; rendered, see `loadStory`.
 */
function StoryPage({ pathname }: { pathname: string }) {
  if (!useHydrating()) return <LoadedStoryPage pathname={pathname} />;
  if (hydratedPageIsNotFound(pathname)) return <NotFound kind="caseStudy" />;
  if (isListingRoute(pathname) && storiesPage) return <PageIslands page={storiesPage} />;
  return (
    <>
      <PrerenderedHead />
      <PrerenderedHtml />
    </>
  );
}

function StoryRoute() {
  const { pathname } = useLocation();
  // Keyed by address: a route hydrates only in the instance that hydrated the page.
  return <StoryPage key={pathname} pathname={pathname} />;
}

/** How a route is about to render: hydrating the prerendered page, or in full. */
interface PreloadOptions {
  hydrating: boolean;
}

interface AppRoute {
  path: string;
  caseSensitive: true;
  element: React.ReactElement;
  /** Loads what the route renders, so it can be awaited before rendering on the server and before hydrating. */
  preload?: (pathname: string, options: PreloadOptions) => Promise<unknown> | undefined;
}

/**
 * The route table, derived from the content: one route per page file, one for every address
 * under /blog/ (case studies and the further pages of the list), and the site's not-found view.
 * Matching is case-sensitive, as static hosts are.
 */
export const appRoutes: AppRoute[] = [
  ...pageRoutes.map(
    (page): AppRoute => ({
      path: page.path,
      caseSensitive: true,
      // Keyed by path: a route hydrates only in the instance that hydrated the page.
      element: <PageRoute key={page.path} page={page} />,
      preload: (_pathname, { hydrating }) => (hydrating ? loadIslands(page) : loadPage(page)),
    }),
  ),
  {
    path: `${caseStudyRoutePrefix}*`,
    caseSensitive: true,
    element: <StoryRoute />,
    // Hydrating a case study page needs nothing loaded; a list's page needs the blog page's islands.
    preload: (pathname, { hydrating }) => {
      if (!hydrating) return loadStory(pathname).then((story): unknown => story ?? loadNotFoundView());
      return isListingRoute(pathname) && storiesPage ? loadIslands(storiesPage) : undefined;
    },
  },
  {
    path: '*',
    caseSensitive: true,
    element: <NotFound kind="site" />,
    preload: (_pathname, { hydrating }) => (hydrating ? undefined : loadNotFoundView()),
  },
];

/** The routes as React Router reads them. */
export const routeObjects: RouteObject[] = appRoutes;

/**
 * Loads everything the route at `pathname` renders; `hydrating` when the browser is about to
 * hydrate the prerendered page, which needs only a page's islands (a case study needs nothing).
 */
export async function preloadRoute(pathname: string, options: PreloadOptions = { hydrating: false }): Promise<void> {
  const [match] = matchRoutes(appRoutes, pathname) ?? [];
  await match?.route.preload?.(match.pathname, options);
}
