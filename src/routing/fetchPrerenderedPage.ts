import { mainContentAnchor } from '@/model/routes.ts';
import { isNotFoundPage } from './hydration.ts';
import { PageFetchFailed } from './PageFetchFailed.ts';
import { routeHeadNodes } from './prerenderedHead.ts';

/** A prerendered page, fetched to show it after a client-side navigation. */
export interface FetchedPage {
  /** The page's title, named meta tags and canonical link, as the prerenderer wrote them, owned by this document. */
  headTags: Element[];
  /** The markup of each `PrerenderedHtml` region of the page's main content, which holds nothing else. */
  staticRegions: string[];
  /** The rules of the page's styles: its markup carries class names that only these may define. */
  styleRules: string[];
}

/** The style element styled-components writes into each prerendered page's head. */
const prerenderedStyles = /<style data-styled[^>]*>([\s\S]*?)<\/style>/;

/**
 * What styled-components writes after each rule of a prerendered page's styles; it splits them
 * the same way when it reads the first page's styles back into its sheet.
 */
const ruleSeparator = '/*!sc*/';

/** The rule styled-components ends each component's rules with, to note their class names: it styles nothing. */
const styledComponentsNote = /^data-styled\.g\d+\[/;

/** The head tags of a page the app takes over; anything else the head holds (a preload hint, say) stays behind. */
const routeHeadTag = 'title, meta[name], meta[property], link[rel="canonical"]';

/**
 * Fetches the page the prerenderer wrote for `pathname`; undefined when the host answers with a
 * not-found page instead.
 */
export async function fetchPrerenderedPage(pathname: string): Promise<FetchedPage | undefined> {
  let response: Response;
  let html: string;
  try {
    response = await fetch(pathname, { headers: { Accept: 'text/html' } });
    if (response.status === 404) return undefined;
    html = await response.text();
  } catch (error) {
    throw new PageFetchFailed(`Could not fetch ${pathname}.`, { cause: error });
  }
  if (!response.ok) throw new PageFetchFailed(`Fetching ${pathname} answered ${response.status}.`);
  const answeredFrom = response.url ? new URL(response.url).origin : window.location.origin;
  if (answeredFrom !== window.location.origin || !response.headers.get('content-type')?.startsWith('text/html')) {
    throw new PageFetchFailed(`${pathname} did not answer with a page of this site.`);
  }
  // Taken out before parsing: a parsed document's style element is checked against this page's
  // Content-Security-Policy, which allows only this page's own styles, and the browser reports it.
  const styles = prerenderedStyles.exec(html)?.[1] ?? '';
  const page = new DOMParser().parseFromString(html.replace(prerenderedStyles, ''), 'text/html');
  // Some hosts answer an unknown address with the not-found page and a 200.
  if (isNotFoundPage(page)) return undefined;
  const main = page.getElementById(mainContentAnchor);
  const regions = main ? [...main.children] : [];
  if (!main || regions.some((region) => !region.hasAttribute('data-prerendered'))) {
    throw new PageFetchFailed(`${pathname} answered a page whose #${mainContentAnchor} is not prerendered HTML only.`);
  }
  return {
    // Imported, so that the parsed page is not kept alive by them.
    headTags: routeHeadNodes(page.head)
      .filter((node): node is Element => node instanceof Element && node.matches(routeHeadTag))
      .map((tag) => document.importNode(tag, true)),
    staticRegions: regions.map((region) => region.innerHTML),
    styleRules: styles
      .split(ruleSeparator)
      .map((rule) => rule.trim())
      .filter((rule) => rule !== '' && !styledComponentsNote.test(rule)),
  };
}
