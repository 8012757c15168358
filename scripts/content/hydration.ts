import type { PageHydrationData, PageRouteData } from '../../src/model/route-data.ts';

/**
 * The part of a page's data the browser needs to hydrate its prerendered HTML: sections of the
 * `hydratedTypes` keep their data, and `Content` (which has none) stays to mark where the body
 * is; every other section becomes a `StaticSlot`. The head tags stay as prerendered (see
 * `src/routing/prerenderedHead.ts`). A case study page needs no data at all.
 */
export function pageHydrationData<Body>(
  route: PageRouteData<Body>,
  hydratedTypes: readonly string[],
): PageHydrationData<Body> {
  const { kind, path, hasBody } = route;
  const sections = route.sections.map((section) =>
    section.type === 'Content' || hydratedTypes.includes(section.type) ? section : { type: 'Static' as const },
  );
  return { kind, path, sections, hasBody };
}
