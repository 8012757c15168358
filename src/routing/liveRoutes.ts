import { useSyncExternalStore } from 'react';
import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData, PageRouteData } from '@/model/route-data.ts';

type RouteData = PageRouteData<MDXContent> | CaseStudyRouteData<MDXContent>;

const latestByPath = new Map<string, RouteData>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called by a route module when the dev server replaces it after a content edit, so the open
 * page re-renders with the new data in place instead of reloading.
 */
export function publishRoute(route: RouteData): void {
  latestByPath.set(route.path, route);
  for (const listener of listeners) listener();
}

function useLatest(path: string): RouteData | undefined {
  return useSyncExternalStore(
    subscribe,
    () => latestByPath.get(path),
    () => undefined,
  );
}

/** The page's data, or its newer version after a content edit in the dev server. */
function useLatestPage(route: PageRouteData<MDXContent>): PageRouteData<MDXContent> {
  const latest = useLatest(route.path);
  return latest?.kind === 'page' ? latest : route;
}

/** The case study's data, or its newer version after a content edit in the dev server. */
function useLatestCaseStudy(route: CaseStudyRouteData<MDXContent>): CaseStudyRouteData<MDXContent> {
  const latest = useLatest(route.path);
  return latest?.kind === 'case-study' ? latest : route;
}

// A production build has no content edits to follow: there the hooks return the data as it is,
// and the bundler drops this module's store.
const asLoaded = <Route>(route: Route): Route => route;

/** The page's data, or in the dev server its newer version after a content edit. */
export const useLivePage = import.meta.env.DEV ? useLatestPage : asLoaded;

/** The case study's data, or in the dev server its newer version after a content edit. */
export const useLiveCaseStudy = import.meta.env.DEV ? useLatestCaseStudy : asLoaded;
