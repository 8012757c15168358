import { use } from 'react';
import { matchRoutes, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { pageRoutes } from 'virtual:content/pages';
import { storiesRoute } from '@/model/listing.ts';
import { caseStudyRoutePrefix } from '@/model/routes.ts';
import { PrerenderedHead } from '../components/RouteHead.tsx';
import { PrerenderedHtml } from '../components/PrerenderedHtml.tsx';
import { CaseStudyNotFoundView } from '../views/CaseStudyNotFoundView.tsx';
import { NotFoundView } from '../views/NotFoundView.tsx';
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

/**
 * In the built site, the browser shows a case study it navigates to from the page the
 * prerenderer wrote for it: the article has no islands, so the client bundle holds no case study
 * however many there are, and the build does not bundle them twice (decision 0005). The server
 * bundle, which writes those pages, and the dev server, which writes none, load the content module.
 */
const fetchesCaseStudyPages = import.meta.env.PROD && !import.meta.env.SSR;

/** Case study ids in addresses are written exactly as the route writes them: /blog/1, never /blog/01. */
const isCaseStudyId = (idText: string | undefined): idText is string =>
  idText !== undefined && /^[1-9]\d*$/.test(idText);

function loadCaseStudy(idText: string | undefined) {
  return loadOnce(`case-study:${idText ?? ''}`, async () => {
    if (!isCaseStudyId(idText)) return undefined;
    // The id-to-chunk table grows with the number of case studies, and the view draws the
    // article, which only case study pages need: both stay out of the entry chunk.
    const [{ caseStudyLoaders }, { CaseStudyView: View }] = await Promise.all([
      import('virtual:content/case-studies'),
      import('../views/CaseStudyView.tsx'),
    ]);
    const load = caseStudyLoaders.get(Number(idText));
    return load ? { ...(await load()), View } : undefined;
  });
}

function loadFetchedCaseStudy(idText: string | undefined) {
  return loadOnce(`fetched-case-study:${idText ?? ''}`, async () => {
    if (!isCaseStudyId(idText)) return undefined;
    // Only a navigation to a case study needs these: they stay out of the entry chunk.
    const [{ fetchPrerenderedPage }, { FetchedPageView: View }] = await Promise.all([
      import('./fetchPrerenderedPage.ts'),
      import('../views/FetchedPageView.tsx'),
    ]);
    const page = await fetchPrerenderedPage(`${caseStudyRoutePrefix}${idText}`);
    return page && { page, View };
  });
}

/** The page file whose list of case studies has further pages: the blog page. */
const storiesPage = pageRoutes.find((page) => page.path === storiesRoute);

/** A further page of the list of case studies, with the blog page's section components. */
function loadListing(pathname: string) {
  return loadOnce(`listing:${pathname}`, async () => {
    // The table grows with the number of case studies and tags: it stays out of the entry chunk.
    const { listingLoaders } = await import('virtual:content/listings');
    const load = listingLoaders.get(pathname.replace(/(.)\/+$/, '$1'));
    if (!load || !storiesPage) return undefined;
    const [{ route }, page] = await Promise.all([load(), loadPage(storiesPage)]);
    return { ...page, route };
  });
}

function loadFetchedListing(pathname: string) {
  return loadOnce(`fetched-listing:${pathname}`, async () => {
    const [{ fetchPrerenderedPage }, { FetchedPageView: View }] = await Promise.all([
      import('./fetchPrerenderedPage.ts'),
      import('../views/FetchedPageView.tsx'),
    ]);
    const page = await fetchPrerenderedPage(pathname);
    return page && { page, View };
  });
}

/** A page rendered in full: on the server, and in the browser after a client-side navigation. */
function RenderedPage({ page }: { page: PageModules }) {
  const { route, components = {}, islands, View } = use(loadPage(page));
  return <View route={route} components={components} islands={islands} />;
}

/** The prerendered page, hydrated: only its islands are rendered. */
function PageIslands({ page }: { page: PageModules }) {
  const { route, components = {}, islands } = use(loadIslands(page));
  return <PageSections route={route} components={components} islands={islands} />;
}

function PageRoute({ page }: { page: PageModules }) {
  return useHydrating() ? <PageIslands page={page} /> : <RenderedPage page={page} />;
}

function RenderedCaseStudy({ id }: { id: string | undefined }) {
  const loaded = use(loadCaseStudy(id));
  return loaded ? <loaded.View route={loaded.route} /> : <CaseStudyNotFoundView />;
}

function FetchedCaseStudy({ id }: { id: string | undefined }) {
  const loaded = use(loadFetchedCaseStudy(id));
  return loaded ? <loaded.View page={loaded.page} /> : <CaseStudyNotFoundView />;
}

/**
 * The prerendered case study, hydrated: it has no islands, so it needs no data. It is the case
 * study, or the not-found view a host serves for an id it has no page for.
 */
function PrerenderedCaseStudy() {
  const { pathname } = useLocation();
  if (hydratedPageIsNotFound(pathname)) return <CaseStudyNotFoundView />;
  return (
    <>
      <PrerenderedHead />
      <PrerenderedHtml />
    </>
  );
}

function CaseStudyPage({ id }: { id: string | undefined }) {
  if (useHydrating()) return <PrerenderedCaseStudy />;
  return fetchesCaseStudyPages ? <FetchedCaseStudy id={id} /> : <RenderedCaseStudy id={id} />;
}

function RenderedListing({ pathname }: { pathname: string }) {
  const loaded = use(loadListing(pathname));
  return loaded ? (
    <loaded.View route={loaded.route} components={loaded.components ?? {}} islands={loaded.islands} />
  ) : (
    <CaseStudyNotFoundView />
  );
}

function FetchedListing({ pathname }: { pathname: string }) {
  const loaded = use(loadFetchedListing(pathname));
  return loaded ? <loaded.View page={loaded.page} /> : <CaseStudyNotFoundView />;
}

/**
 * A further page of the list of case studies (/blog/page/2, /blog/tag/{id}): hydrated as the blog
 * page, whose islands it shares; after a navigation in the built site, its prerendered page, as
 * a case study's, so the client bundle holds none of them.
 */
function ListingPage({ pathname }: { pathname: string }) {
  if (useHydrating()) {
    if (hydratedPageIsNotFound(pathname) || !storiesPage) return <CaseStudyNotFoundView />;
    return <PageIslands page={storiesPage} />;
  }
  return fetchesCaseStudyPages ? <FetchedListing pathname={pathname} /> : <RenderedListing pathname={pathname} />;
}

function ListingRoute() {
  const { pathname } = useLocation();
  return <ListingPage key={pathname} pathname={pathname} />;
}

/** How a further page of the list of case studies loads before it renders. */
function preloadListing(pathname: string, { hydrating }: PreloadOptions) {
  if (hydrating) return storiesPage && loadIslands(storiesPage);
  return fetchesCaseStudyPages ? loadFetchedListing(pathname) : loadListing(pathname);
}

function CaseStudyRoute() {
  const { id } = useParams();
  // Keyed by id: a route hydrates only in the instance that hydrated the page.
  return <CaseStudyPage key={id} id={id} />;
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
  preload?: (
    params: Record<string, string | undefined>,
    options: PreloadOptions,
    pathname: string,
  ) => Promise<unknown> | undefined;
}

/** The further pages of the list of case studies, matched before `/blog/:id` as React Router ranks static segments first. */
const listingPaths = [
  `${storiesRoute}/page/:number`,
  `${storiesRoute}/tag/:tag`,
  `${storiesRoute}/tag/:tag/page/:number`,
];

/**
 * The route table, derived from the content: one route per page file, `/blog/{id}` for case
 * studies, and the two not-found views. Matching is case-sensitive, as static hosts are.
 */
export const appRoutes: AppRoute[] = [
  ...pageRoutes.map(
    (page): AppRoute => ({
      path: page.path,
      caseSensitive: true,
      // Keyed by path: a route hydrates only in the instance that hydrated the page.
      element: <PageRoute key={page.path} page={page} />,
      preload: (_params, { hydrating }) => (hydrating ? loadIslands(page) : loadPage(page)),
    }),
  ),
  ...listingPaths.map(
    (path): AppRoute => ({
      path,
      caseSensitive: true,
      element: <ListingRoute />,
      preload: (_params, options, pathname) => preloadListing(pathname, options),
    }),
  ),
  {
    path: `${caseStudyRoutePrefix}:id`,
    caseSensitive: true,
    element: <CaseStudyRoute />,
    // Hydrating a case study page needs nothing loaded.
    preload: ({ id }, { hydrating }) => {
      if (hydrating) return undefined;
      return fetchesCaseStudyPages ? loadFetchedCaseStudy(id) : loadCaseStudy(id);
    },
  },
  { path: `${caseStudyRoutePrefix}*`, caseSensitive: true, element: <CaseStudyNotFoundView /> },
  { path: '*', caseSensitive: true, element: <NotFoundView /> },
];

/** The routes as React Router reads them. */
export const routeObjects: RouteObject[] = appRoutes;

/**
 * Loads everything the route at `pathname` renders; `hydrating` when the browser is about to
 * hydrate the prerendered page, which needs only a page's islands (a case study needs nothing).
 */
export async function preloadRoute(pathname: string, options: PreloadOptions = { hydrating: false }): Promise<void> {
  const [match] = matchRoutes(appRoutes, pathname) ?? [];
  await match?.route.preload?.(match.params, options, match.pathname);
}
