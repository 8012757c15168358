import { useState, useSyncExternalStore } from 'react';

/** The prerendered page the browser entry hydrates; undefined on the server and in the dev server. */
let adoptedPage: { pathname: string; hydrationModule: string | undefined } | undefined;

/**
 * Called by the browser entry before it hydrates a prerendered page, with the address of the
 * route's hydration module when the page names it (see `scripts/load-after-paint.ts`).
 */
export function startAdoptingPrerenderedHtml(pathname: string, hydrationModule: string | undefined): void {
  adoptedPage = { pathname, hydrationModule };
}

/** The hydration module the prerendered page at `pathname` names, if that is the page being hydrated. */
export function prerenderedHydrationModule(pathname: string): string | undefined {
  return adoptedPage?.pathname === pathname ? adoptedPage.hydrationModule : undefined;
}

const subscribeToNothing = () => () => {};

/**
 * True for a route that React mounts by hydrating the prerendered page: it renders from its
 * hydration data and leaves static parts as the HTML has them. A route React renders from
 * scratch in the browser (after a client-side navigation, or after a hydration error) renders in
 * full: React reads the server snapshot below only while hydrating. Fixed for the life of the route.
 */
export function useAdoptsPrerenderedHtml(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [adopts] = useState(() => adoptedPage !== undefined && hydrating);
  return adopts;
}
