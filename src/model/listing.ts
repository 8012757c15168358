/**
 * The list of case studies in pages, its tag pages and a case study's related stories: pure
 * functions shared by the build (`scripts/content/listings.ts`) and the editor's preview.
 */
import type { CaseStudyData } from './case-study.ts';
import { caseStudyRoutePrefix } from './routes.ts';

/** The page of the site that lists the case studies, in pages: /blog, /blog/page/2, /blog/tag/{id}. */
export const storiesRoute = caseStudyRoutePrefix.slice(0, -1);

/** Where a route is in the list of case studies: which page, of all of them or of those with one tag. */
export interface ListingPlace {
  /** The page's number, from 1. */
  number: number;
  /** The tag's id, on a tag's pages. */
  tag?: string;
}

/** The route of page `number` of the list: /blog, /blog/page/2, /blog/tag/events, /blog/tag/events/page/2. */
export function listingRoute({ number, tag }: ListingPlace): string {
  const list = tag === undefined ? storiesRoute : `${storiesRoute}/tag/${tag}`;
  return number === 1 ? list : `${list}/page/${number}`;
}

/** How many pages `count` stories fill at `pageSize` a page; an empty list still has its first page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The items on page `number` (from 1) at `pageSize` a page. */
export function pageOf<Item>(items: readonly Item[], number: number, pageSize: number): Item[] {
  return items.slice((number - 1) * pageSize, number * pageSize);
}

/** A numbered link of the pager. */
export interface PageLink {
  number: number;
  route: string;
}

/** The pager of one page of the list. */
export interface Pagination {
  /** This page's number, from 1. */
  current: number;
  /** How many pages the list has. */
  total: number;
  /** The previous page's route; none on the first page. */
  previous?: string;
  /** The next page's route; none on the last page. */
  next?: string;
  /** The numbered links: the first, the last and the pages next to this one, `'gap'` where pages are left out. */
  links: (PageLink | 'gap')[];
}

/**
 * The pager of page `current` of `total`: previous and next, and numbered links to the first, the
 * last and the neighbours of `current`, so its length stays the same however many pages there are;
 * a gap stands for two pages or more.
 */
export function pagination(current: number, total: number, routeOf: (number: number) => string): Pagination {
  const shown = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((number) => number >= 1 && number <= total)
    .sort((a, b) => a - b);
  const links: Pagination['links'] = [];
  for (const number of shown) {
    const last = links.at(-1);
    if (last !== undefined && last !== 'gap' && number > last.number + 1) {
      // A gap that would leave out one page shows that page: its number takes the room of the "…".
      links.push(number === last.number + 2 ? { number: number - 1, route: routeOf(number - 1) } : 'gap');
    }
    links.push({ number, route: routeOf(number) });
  }
  return {
    current,
    total,
    ...(current > 1 ? { previous: routeOf(current - 1) } : {}),
    ...(current < total ? { next: routeOf(current + 1) } : {}),
    links,
  };
}

/** The order of the case study list and the feed: newest first, then by id. */
export function newestFirst(a: CaseStudyData, b: CaseStudyData): number {
  // Dates are YYYY-MM-DD, whose order as text is their order in time; localeCompare took most of
  // the time of ordering the related stories of 1,000 case studies.
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id - b.id;
}

/** How many related stories a case study shows at most. */
export const relatedCount = 3;

/** A candidate related story and how many tags it shares. */
interface Related {
  other: CaseStudyData;
  shared: number;
}

/** Whether `a` comes before `b` among related stories: more shared tags, then newest first. */
const relatedOrder = (a: Related, b: Related) => b.shared - a.shared || newestFirst(a.other, b.other);

/**
 * The `count` stories sharing the most of `tags`, newest first among equals, leaving out the one
 * with `exceptId`; none that shares none. One pass that keeps the best: the build asks for every
 * case study's related stories, and sorting all the others for each is quadratic in their number.
 */
export function storiesSharingTags(
  tags: readonly string[],
  stories: readonly CaseStudyData[],
  count: number,
  exceptId?: number,
): CaseStudyData[] {
  const wanted = new Set(tags);
  const best: Related[] = [];
  for (const other of stories) {
    if (other.id === exceptId) continue;
    let shared = 0;
    for (const tag of other.tags) if (wanted.has(tag)) shared += 1;
    const candidate = { other, shared };
    const last = best[count - 1];
    if (shared === 0 || (last && relatedOrder(candidate, last) >= 0)) continue;
    let at = best.length;
    while (at > 0 && relatedOrder(candidate, best[at - 1] as Related) < 0) at -= 1;
    best.splice(at, 0, candidate);
    best.length = Math.min(best.length, count);
  }
  return best.map(({ other }) => other);
}

/** The stories related to `story`: those sharing the most of its tags, newest first among equals; none that shares none. */
export function relatedStories(story: CaseStudyData, stories: readonly CaseStudyData[]): CaseStudyData[] {
  return storiesSharingTags(story.tags, stories, relatedCount, story.id);
}
