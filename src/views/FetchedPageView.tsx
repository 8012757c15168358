import { useLayoutEffect, type ReactElement } from 'react';
import { Region } from '../components/PrerenderedHtml.tsx';
import { fetchPrerenderedPage, type FetchedPage } from '../routing/fetchPrerenderedPage.ts';
import { releasePrerenderedHead } from '../routing/prerenderedHead.ts';

/** Puts the fetched page's head tags into <head> while the view is shown, in place of the first page's. */
function useFetchedHead(headTags: readonly Element[]): void {
  useLayoutEffect(() => {
    releasePrerenderedHead();
    const added = headTags.map((tag) => document.importNode(tag, true));
    document.head.append(...added);
    return () => {
      for (const tag of added) tag.remove();
    };
  }, [headTags]);
}

/**
 * Adds the fetched page's style rules while the view is shown, before the first paint, so its
 * markup never shows unstyled. They are inserted one by one into an empty style element, as
 * styled-components inserts its own: the page's Content-Security-Policy allows both.
 */
function useFetchedStyles(styleRules: readonly string[]): void {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = style.sheet;
    for (const rule of styleRules) {
      try {
        sheet?.insertRule(rule, sheet.cssRules.length);
      } catch {
        // A rule this browser does not support is skipped, as it would be in a stylesheet.
      }
    }
    return () => style.remove();
  }, [styleRules]);
}

/**
 * A prerendered page shown after a client-side navigation, as the prerenderer wrote it: the
 * `PrerenderedHtml` regions of its main content, its head tags and its styles. For the pages under
 * /blog/, so the client bundle holds none of their content (decision 0005).
 */
export function FetchedPageView({ page }: { page: FetchedPage }) {
  useFetchedHead(page.headTags);
  useFetchedStyles(page.styleRules);
  return page.staticRegions.map((html, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fetched page's regions are fixed; a region is its place on the page
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup the prerenderer wrote for this site, read from its own origin
    <Region key={index} data-prerendered="" dangerouslySetInnerHTML={{ __html: html }} />
  ));
}

/**
 * Fetches the page the prerenderer wrote for `pathname` and returns its view; undefined when the
 * host has no page there. One module with the view: a navigation needs both, and the entry chunk neither.
 */
export async function fetchPageView(pathname: string): Promise<ReactElement | undefined> {
  const page = await fetchPrerenderedPage(pathname);
  return page && <FetchedPageView page={page} />;
}
