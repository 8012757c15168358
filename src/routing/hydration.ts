import { useState, useSyncExternalStore } from 'react';
import { keepPrerenderedHead, releasePrerenderedHead } from './prerenderedHead.ts';

/**
 * The first of the two ways a route renders. The page a visitor loads is the prerendered HTML,
 * and React hydrates it: the layout's header, and each section that marks itself an island
 * (`export const island = true` in its file, as `FaqAccordion.tsx` does). Everything else stays
 * the prerendered HTML (`PrerenderedHtml`), so the page's JavaScript carries neither its data nor
 * its code. The second way: after a client-side navigation, the route renders in the browser in full.
 */

/** What the prerenderer says of the page it wrote (see `scripts/prerender/prerender.ts`). */
export interface PrerenderedPage {
  /** True when the page is a not-found view, which a host serves at any address it has no file for. */
  notFound: boolean;
}

/** The prerendered page the browser entry hydrates; undefined on the server and in the dev server. */
let hydratedPage: (PrerenderedPage & { pathname: string }) | undefined;

/** Called by the browser entry before it hydrates the prerendered page; keeps the page's head tags until a route replaces them. */
export function startHydrating(pathname: string, page: PrerenderedPage): void {
  hydratedPage = { pathname, ...page };
  keepPrerenderedHead(document.head);
}

/** Whether `page` is a prerendered not-found view: the prerenderer marks its loader (`withNotFoundMark` in `scripts/vite/load-after-paint.ts`). */
export function isNotFoundPage(page: Document): boolean {
  return page.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.notFound !== undefined;
}

/** Whether the page hydrated at `pathname` is a not-found view. */
export function hydratedPageIsNotFound(pathname: string): boolean {
  return hydratedPage?.pathname === pathname && hydratedPage.notFound;
}

/**
 * Removes the prerendered page's head tags when the app shows another address than the one it
 * was loaded at without rendering head tags of its own (a route that failed shows nothing).
 */
export function leavePrerenderedHead(pathname: string): void {
  if (hydratedPage?.pathname !== pathname) releasePrerenderedHead();
}

const subscribeToNothing = () => () => {};

/**
 * True for a route that React mounts by hydrating the prerendered page: it renders only its
 * islands and leaves the rest, head tags included, as the HTML has it. A route React renders in
 * the browser (after a client-side navigation, or after a hydration error) renders in full:
 * React reads the server snapshot below only while hydrating. Fixed for the life of the route.
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [fromPrerenderedPage] = useState(() => hydratedPage !== undefined && hydrating);
  return fromPrerenderedPage;
}
