import { caseStudyRoute, mainContentAnchor, pageRoute, questionAnchor } from '../../src/model/routes.ts';
import { pageRoutesOf } from './listings.ts';
import type { ContentCatalog, Entry } from './load.ts';
import { catalogOn, publishedCatalog } from './publication.ts';

/** A route of the built site and the in-page anchors it defines. */
export interface RouteInfo {
  path: string;
  anchors: Set<string>;
  /** The content file that makes the route. */
  entry: Entry<unknown>;
}

/** Each page and case study with its own address (not the further pages of a list). */
export function entryRoutes(catalog: ContentCatalog): { route: string; entry: Entry<unknown> }[] {
  return [
    ...catalog.pages.map((page) => ({ route: pageRoute(page.slug), entry: page })),
    ...catalog.caseStudies.map((entry) => ({ route: caseStudyRoute(entry.data.id), entry })),
  ];
}

/** Every route the content defines, with its anchors; derived, never kept by hand. */
export function deriveRoutes(catalog: ContentCatalog): Map<string, RouteInfo> {
  const routes = new Map<string, RouteInfo>();
  for (const { page, path } of pageRoutesOf(catalog)) {
    const anchors = new Set([mainContentAnchor]);
    for (const section of page.data.sections) {
      if ('anchor' in section) anchors.add(section.anchor);
      if (section.type === 'FaqAccordion') for (const entry of catalog.faq) anchors.add(questionAnchor(entry.slug));
    }
    routes.set(path, { path, anchors, entry: page });
  }
  for (const caseStudy of catalog.caseStudies) {
    const route = caseStudyRoute(caseStudy.data.id);
    routes.set(route, { path: route, anchors: new Set([mainContentAnchor]), entry: caseStudy });
  }
  return routes;
}

const liveRoutesByCatalog = new WeakMap<ContentCatalog, Map<string, RouteInfo>>();

/** The routes the built site has (no draft, nothing scheduled), derived once per catalog for every check that asks. */
export function liveRoutesOf(catalog: ContentCatalog): Map<string, RouteInfo> {
  let live = liveRoutesByCatalog.get(catalog);
  if (!live) {
    live = deriveRoutes(publishedCatalog(catalog));
    liveRoutesByCatalog.set(catalog, live);
  }
  return live;
}

const routesByDay = new WeakMap<ContentCatalog, Map<string, Map<string, RouteInfo>>>();

/** The routes the built site of `day` (YYYY-MM-DD) will have, for a scheduled entry's references; derived once per catalog and day. */
export function routesLiveOn(catalog: ContentCatalog, day: string): Map<string, RouteInfo> {
  let byDay = routesByDay.get(catalog);
  if (!byDay) {
    byDay = new Map();
    routesByDay.set(catalog, byDay);
  }
  let routes = byDay.get(day);
  if (!routes) {
    routes = deriveRoutes(catalogOn(catalog, day));
    byDay.set(day, routes);
  }
  return routes;
}

/** Splits an internal link into its route and anchor: `/blog/1/#top` gives `/blog/1` and `top`. */
export function splitInternalLink(href: string): { route: string; anchor?: string } {
  const [beforeHash = '', anchor] = href.split('#', 2);
  const withoutQuery = beforeHash.split('?', 1)[0] ?? '';
  const route = withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
  return { route, anchor: anchor === '' ? undefined : anchor };
}

/** The path of `href` when it is an address of the site itself, with or without `www.` (`https://example.com/blog/3` gives `/blog/3`). */
export function ownAddressPath(href: string, siteUrl: string): string | undefined {
  let address: URL;
  try {
    address = new URL(href);
  } catch {
    return undefined;
  }
  // With or without `www.`: hosts answer both, and an editor copies either from the browser's bar.
  const hostOf = (url: URL) => url.host.replace(/^www\./, '');
  if (!/^https?:$/.test(address.protocol) || hostOf(address) !== hostOf(new URL(siteUrl))) return undefined;
  // A file of the site (the feed, a picture) is no page: its full address is left as written.
  if (/\.[a-z0-9]+$/i.test(address.pathname)) return undefined;
  return `${address.pathname}${address.search}${address.hash}`;
}
