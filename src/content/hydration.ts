import type { CaseStudyHydrationData, CaseStudyRouteData, PageHydrationData, PageRouteData } from './route-data.ts';

/**
 * The part of a page's data the browser needs to hydrate its prerendered HTML: sections of the
 * `hydratedTypes` keep their data, and `Content` (which has none) stays to mark where the body
 * is; every other section becomes a `StaticSlot`.
 */
export function pageHydrationData<Body>(route: PageRouteData<Body>, hydratedTypes: readonly string[]): PageHydrationData<Body> {
  const { kind, path, meta, hasBody } = route;
  const sections = route.sections.map((section) => (section.type === 'Content' || hydratedTypes.includes(section.type) ? section : { type: 'Static' as const }));
  return { kind, path, meta, sections, hasBody };
}

/** The part of a case study's data the browser needs to hydrate its prerendered HTML. */
export function caseStudyHydrationData<Body>(route: CaseStudyRouteData<Body>): CaseStudyHydrationData {
  const { kind, path, meta } = route;
  return { kind, path, meta };
}
