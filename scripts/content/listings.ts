import {
  type ListingPlace,
  listingRoute,
  newestFirst,
  pageCount,
  relatedCount,
  storiesRoute,
  storiesSharingTags,
} from '../../src/model/listing.ts';
import type { CaseStudyData } from '../../src/model/case-study.ts';
import type { PageData } from '../../src/model/page.ts';
import type { TagLink } from '../../src/model/route-data.ts';
import { pageRoute } from '../../src/model/routes.ts';
import type { ListingLookup } from '../../src/model/resolve-section.ts';
import type { ContentCatalog, Entry } from './load.ts';

/** A route a page file renders: the page's own, or on the blog page, a page of its list of case studies. */
export interface PageRoute {
  page: Entry<PageData>;
  path: string;
  /** Where the route is in the list of case studies; on the blog page and its pages only. */
  listing?: ListingPlace;
}

type ListingCatalog = Pick<ContentCatalog, 'pages' | 'tags' | 'caseStudies'>;

/**
 * `derive`, computed once per catalog: the build generates a module per route, and each asks for
 * the routes and the tag links again, which at 1,000 case studies cost more than the bundling.
 */
function perCatalog<Result>(derive: (catalog: ListingCatalog) => Result): (catalog: ListingCatalog) => Result {
  const results = new WeakMap<ListingCatalog, Result>();
  return (catalog) => {
    if (!results.has(catalog)) results.set(catalog, derive(catalog));
    return results.get(catalog) as Result;
  };
}

/** How many cards a page of the blog's list shows, when the blog page places one. */
function blogPageSize(catalog: Pick<ContentCatalog, 'pages'>): number | undefined {
  const blog = catalog.pages.find((page) => pageRoute(page.slug) === storiesRoute);
  const list = blog?.data.sections.find((section) => section.type === 'CaseStudyList');
  return list?.type === 'CaseStudyList' ? list.pageSize : undefined;
}

/** The tags some case study carries, in the order of `content/tags.yaml`: each has its pages. */
const usedTags = perCatalog((catalog) => {
  const used = new Set(catalog.caseStudies.flatMap((entry) => entry.data.tags));
  return catalog.tags.data.tags.filter((tag) => used.has(tag.id));
});

/**
 * Every route the page files render: one per page, and when the blog page places the list of
 * case studies, its further pages (/blog/page/2) and each used tag's pages (/blog/tag/{id}).
 */
export const pageRoutesOf = perCatalog((catalog): PageRoute[] => {
  const pageSize = blogPageSize(catalog);
  return catalog.pages.flatMap((page): PageRoute[] => {
    const path = pageRoute(page.slug);
    if (path !== storiesRoute || pageSize === undefined) return [{ page, path }];
    const lists = [
      { count: catalog.caseStudies.length, tag: undefined },
      ...usedTags(catalog).map((tag) => ({
        count: catalog.caseStudies.filter((entry) => entry.data.tags.includes(tag.id)).length,
        tag: tag.id,
      })),
    ];
    return lists.flatMap(({ count, tag }) =>
      Array.from({ length: pageCount(count, pageSize) }, (_, index): PageRoute => {
        const listing = { number: index + 1, ...(tag === undefined ? {} : { tag }) };
        return { page, path: listingRoute(listing), listing };
      }),
    );
  });
});

/** A case study's tags as links: to the tag's pages where the site has them, else the label alone. */
export const tagLinksOf = perCatalog((catalog) => {
  const paged = new Set(blogPageSize(catalog) === undefined ? [] : usedTags(catalog).map((tag) => tag.id));
  const byId = new Map(catalog.tags.data.tags.map((tag) => [tag.id, tag]));
  return (ids: readonly string[]): TagLink[] =>
    ids.flatMap((id) => {
      const tag = byId.get(id);
      if (!tag) return [];
      return [{ id, label: tag.label, ...(paged.has(id) ? { route: listingRoute({ number: 1, tag: id }) } : {}) }];
    });
});

/**
 * Every case study's data, newest first: the order of the list, given to each listing route and
 * case study so that sorting it again costs little.
 */
export const storiesNewestFirst = perCatalog((catalog) =>
  catalog.caseStudies.map((entry) => entry.data).sort(newestFirst),
);

/**
 * Each case study's related stories (`relatedStories`), found once per set of tags: case studies
 * with the same tags have the same candidates, so the best one more than shown, less the story itself, are its.
 * At 5,000 case studies a pass over all the others for each took most of the bundle step.
 */
export const relatedStoriesOf = perCatalog((catalog) => {
  const byTags = new Map<string, CaseStudyData[]>();
  return (story: CaseStudyData): CaseStudyData[] => {
    const key = [...new Set(story.tags)].sort().join('\n');
    let best = byTags.get(key);
    if (!best) {
      best = storiesSharingTags(story.tags, storiesNewestFirst(catalog), relatedCount + 1);
      byTags.set(key, best);
    }
    return best.filter((other) => other.id !== story.id).slice(0, relatedCount);
  };
});

/** The row of tag links above the list: every tag some case study carries. */
const tagRowOf = perCatalog((catalog) => tagLinksOf(catalog)(usedTags(catalog).map((tag) => tag.id)));

/** What resolving the sections of a listing route looks up: its place, the tag row, its tag. */
export function listingLookup(catalog: ListingCatalog, place: ListingPlace): ListingLookup {
  const row = tagRowOf(catalog);
  const tag = catalog.tags.data.tags.find((candidate) => candidate.id === place.tag);
  return { place, row, ...(tag === undefined ? {} : { tag }) };
}
