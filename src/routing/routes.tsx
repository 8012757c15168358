import { use } from 'react';
import { matchRoutes, useParams, type RouteObject } from 'react-router-dom';
import { pageRoutes } from 'virtual:content/pages';
import { caseStudyRoutePrefix } from '@/content/routes.ts';
import { CaseStudyNotFoundView } from '../views/CaseStudyNotFoundView.tsx';
import { CaseStudyView } from '../views/CaseStudyView.tsx';
import { NotFoundView } from '../views/NotFoundView.tsx';
import { PageView } from '../views/PageView.tsx';
import { useLiveCaseStudy, useLivePage } from './liveRoutes.ts';
import { loadOnce } from './loadOnce.ts';

type PageLoader = (typeof pageRoutes)[number]['load'];

function loadPage(path: string, load: PageLoader) {
  return loadOnce(`page:${path}`, load);
}

/** Case study ids in addresses are written exactly as the route writes them: /blog/1, never /blog/01. */
function loadCaseStudy(idText: string | undefined) {
  return loadOnce(`case-study:${idText ?? ''}`, async () => {
    if (!idText || !/^[1-9]\d*$/.test(idText)) return undefined;
    // The id-to-chunk table grows with the number of case studies, so it stays out of the entry chunk.
    const { caseStudyLoaders } = await import('virtual:content/case-studies');
    const load = caseStudyLoaders.get(Number(idText));
    return load ? load() : undefined;
  });
}

function PageRoute({ path, load }: { path: string; load: PageLoader }) {
  const { route } = use(loadPage(path, load));
  return <PageView route={useLivePage(route)} />;
}

function LiveCaseStudy({ route }: { route: Parameters<typeof useLiveCaseStudy>[0] }) {
  return <CaseStudyView route={useLiveCaseStudy(route)} />;
}

function CaseStudyRoute() {
  const { id } = useParams();
  const loaded = use(loadCaseStudy(id));
  return loaded ? <LiveCaseStudy route={loaded.route} /> : <CaseStudyNotFoundView />;
}

interface AppRoute {
  path: string;
  caseSensitive: true;
  element: React.ReactElement;
  /** Loads what the route renders, so it can be awaited before rendering on the server and before hydrating. */
  preload?: (params: Record<string, string | undefined>) => Promise<unknown>;
}

/**
 * The route table, derived from the content: one route per page file, `/blog/{id}` for case
 * studies, and the two not-found views. Matching is case-sensitive, as static hosts are.
 */
export const appRoutes: AppRoute[] = [
  ...pageRoutes.map(({ path, load }): AppRoute => ({
    path,
    caseSensitive: true,
    element: <PageRoute path={path} load={load} />,
    preload: () => loadPage(path, load),
  })),
  { path: `${caseStudyRoutePrefix}:id`, caseSensitive: true, element: <CaseStudyRoute />, preload: ({ id }) => loadCaseStudy(id) },
  { path: `${caseStudyRoutePrefix}*`, caseSensitive: true, element: <CaseStudyNotFoundView /> },
  { path: '*', caseSensitive: true, element: <NotFoundView /> },
];

/** The routes as React Router reads them. */
export const routeObjects: RouteObject[] = appRoutes;

/** Loads everything the route at `pathname` renders. */
export async function preloadRoute(pathname: string): Promise<void> {
  const [match] = matchRoutes(appRoutes, pathname) ?? [];
  await match?.route.preload?.(match.params);
}
