import { useState, useSyncExternalStore } from 'react';

let adopting = false;
let adoptedPage: { pathname: string; hydrationModule: string | undefined } | undefined;

/**
 * Called by the browser entry before it hydrates a prerendered page, with the address of the
 * route's hydration module when the page names it (see `scripts/load-after-paint.ts`).
 */
export function startAdoptingPrerenderedHtml(pathname: string, hydrationModule: string | undefined): void {
  adopting = true;
  adoptedPage = { pathname, hydrationModule };
}

/** The hydration module the prerendered page at `pathname` names, while that page is being adopted. */
export function prerenderedHydrationModule(pathname: string): string | undefined {
  return adopting && adoptedPage?.pathname === pathname ? adoptedPage.hydrationModule : undefined;
}

/** Called once hydration has committed: every route mounted from then on renders from its data. */
export function finishAdoptingPrerenderedHtml(): void {
  adopting = false;
}

const subscribeToNothing = () => () => {};

/**
 * True for a route that React mounts by hydrating the prerendered page: it renders from its
 * hydration data and leaves static parts as the HTML has them. A route React renders from
 * scratch in the browser, even during the first load (after a hydration error, say), renders in
 * full: React reads the server snapshot below only while hydrating. Fixed for the life of the route.
 */
export function useAdoptsPrerenderedHtml(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [adopts] = useState(() => adopting && hydrating);
  return adopts;
}
