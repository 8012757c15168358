import type { PageIslandsData, PageRouteData } from '../../src/model/route-data.ts';

/**
 * The part of a page's data the browser needs to hydrate its prerendered HTML: its islands (the
 * sections of `islandTypes`) keep their data, and `Content` (which has none) stays to mark where
 * the body is; every other section becomes a `PrerenderedSlot`. The head tags stay as
 * prerendered (see `src/routing/prerenderedHead.ts`). A case study page has no islands.
 */
export function pageIslandsData<Body>(
  route: PageRouteData<Body>,
  islandTypes: readonly string[],
): PageIslandsData<Body> {
  const { kind, path, hasBody } = route;
  const sections = route.sections.map((section) =>
    section.type === 'Content' || islandTypes.includes(section.type) ? section : { type: 'Prerendered' as const },
  );
  return { kind, path, sections, hasBody };
}
