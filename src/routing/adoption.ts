import { useState } from 'react';

let adopting = false;
let routeModule: string | undefined;

/**
 * Called by the browser entry before it hydrates a prerendered page, with the address of the
 * route's hydration module when the page names it (see `scripts/load-after-paint.ts`).
 */
export function startAdoptingPrerenderedHtml(hydrationModule: string | undefined): void {
  adopting = true;
  routeModule = hydrationModule;
}

/** The hydration module the prerendered page names, while it is being adopted. */
export function prerenderedHydrationModule(): string | undefined {
  return adopting ? routeModule : undefined;
}

/** Called once hydration has committed: every route mounted from then on renders from its data. */
export function finishAdoptingPrerenderedHtml(): void {
  adopting = false;
}

/**
 * True for a route that mounts while React hydrates the prerendered page: it renders from its
 * hydration data and leaves static parts as the HTML has them. Fixed for the life of the route.
 */
export function useAdoptsPrerenderedHtml(): boolean {
  const [adopts] = useState(() => adopting);
  return adopts;
}
