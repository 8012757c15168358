import { useState, useSyncExternalStore } from 'react';
import { keepPrerenderedHead, releasePrerenderedHead } from './prerenderedHead.ts';

/** What the prerenderer says of the page it wrote (see `scripts/prerender/prerender.ts`). */
export interface PrerenderedPage {
  /** True when the page is a not-found view, which a host serves at any address it has no file for. */
  notFound: boolean;
}

/** The prerendered page the browser entry hydrates; undefined on the server and in the dev server. */
let adoptedPage: (PrerenderedPage & { pathname: string }) | undefined;

/** Called by the browser entry before it hydrates a prerendered page; keeps the page's head tags until a view replaces them. */
export function startAdoptingPrerenderedHtml(pathname: string, page: PrerenderedPage): void {
  adoptedPage = { pathname, ...page };
  keepPrerenderedHead(document.head);
}

/** Whether `page` is a prerendered not-found view: the prerenderer marks its loader (`withNotFoundMark` in `scripts/vite/load-after-paint.ts`). */
export function isNotFoundPage(page: Document): boolean {
  return page.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.notFound !== undefined;
}

/** Whether the page being hydrated at `pathname` is a not-found view. */
export function prerenderedPageIsNotFound(pathname: string): boolean {
  return adoptedPage?.pathname === pathname && adoptedPage.notFound;
}

/**
 * Removes the prerendered page's head tags when the app shows another address than the one it
 * was loaded at without rendering head tags of its own (a route that failed shows nothing).
 */
export function leavePrerenderedHead(pathname: string): void {
  if (adoptedPage?.pathname !== pathname) releasePrerenderedHead();
}

const subscribeToNothing = () => () => {};

/**
 * True for a route that React mounts by hydrating the prerendered page: it renders from its
 * hydration data (a case study page needs none) and leaves static parts, and the head tags, as the HTML has them. A route React renders from
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
