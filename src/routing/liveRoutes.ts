import { useSyncExternalStore } from 'react';
import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData, PageRouteData } from '@/content/route-data.ts';

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
  return useSyncExternalStore(subscribe, () => latestByPath.get(path), () => undefined);
}

/** The page's data, or its newer version after a content edit in the dev server. */
export function useLivePage(route: PageRouteData<MDXContent>): PageRouteData<MDXContent> {
  const latest = useLatest(route.path);
  return latest?.kind === 'page' ? latest : route;
}

/** The case study's data, or its newer version after a content edit in the dev server. */
export function useLiveCaseStudy(route: CaseStudyRouteData<MDXContent>): CaseStudyRouteData<MDXContent> {
  const latest = useLatest(route.path);
  return latest?.kind === 'case-study' ? latest : route;
}
