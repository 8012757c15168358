import type { ContentCatalog, Entry } from './load.ts';
import type {
  CaseStudyRouteData,
  MdxReference,
  PageRouteData,
  PictureIndex,
  RouteMeta,
} from '../../src/model/route-data.ts';
import type { PictureData } from '../../src/model/picture.ts';
import { absoluteUrl, caseStudyRoute, generatedSocialImage, pageRoute } from '../../src/model/routes.ts';
import { caseStudySummary, resolveSection, type SectionLookups } from '../../src/model/resolve-section.ts';
import { listingLookup, relatedStoriesOf, storiesNewestFirst, tagLinksOf, type PageRoute } from './listings.ts';
import type { CaseStudyData } from '../../src/model/case-study.ts';
import type { PageData } from '../../src/model/page.ts';
import { caseStudyStructuredData, pageStructuredData } from './structured-data.ts';

/** A reference to a compiled MDX body, replaced by an import when the route module is generated. */
export function mdxReference(entry: Entry<unknown>): MdxReference {
  return { $mdx: entry.absolutePath };
}

/** A picture content shows, as the build planned it; the picture checks ran before, so a missing one is a bug. */
export function pictureOf(src: string, pictures: PictureIndex): PictureData {
  const picture = pictures.get(src);
  if (!picture)
    throw new Error(`The picture ${src} was not planned: checkPictures must run on the same content first.`);
  return picture;
}

/** What a page's sections look up in the content, with pictures as the build planned them. */
function lookupsOf(catalog: ContentCatalog, pictures: PictureIndex): SectionLookups<MdxReference> {
  return {
    tagLinks: tagLinksOf(catalog),
    caseStudies: storiesNewestFirst(catalog),
    faqItems: () =>
      catalog.faq.map((entry) => ({
        id: entry.slug,
        question: entry.data.question,
        Answer: mdxReference(entry),
        ...(entry.unpublished && { unpublished: entry.unpublished }),
      })),
    picture: (src) => pictureOf(src, pictures),
  };
}

function titled(title: string, catalog: ContentCatalog, route: string): string {
  const { brandName, titleSeparator } = catalog.site.data;
  return route === '/' || title.includes(brandName) ? title : `${title} ${titleSeparator} ${brandName}`;
}

/**
 * The social image of a page, from the site root: the page's own `socialImage`, else the
 * site's, else the one the build draws from the page's title.
 */
export function pageSocialImage(page: Entry<PageData>, catalog: Pick<ContentCatalog, 'site'>): string {
  return page.data.socialImage ?? catalog.site.data.socialImage ?? generatedSocialImage(pageRoute(page.slug));
}

/**
 * The title and description of a route of a page file: the page's own, or on a page of the list
 * of case studies, with the tag's label and sentence and the page's number, so that no two pages
 * of a list share a title or a description (search engines report those as duplicates).
 */
function listingWords(route: PageRoute, catalog: ContentCatalog): { title: string; description: string } {
  const { page, listing } = route;
  const tag = catalog.tags.data.tags.find((candidate) => candidate.id === listing?.tag);
  const title = tag ? `${tag.label}: ${page.data.title}` : page.data.title;
  const description = tag?.sentence ?? page.data.description;
  if (!listing || listing.number === 1) return { title, description };
  return { title: `${title}, page ${listing.number}`, description: `Page ${listing.number}: ${description}` };
}

/** The data of a route of a page file; `pictures` holds every picture the content shows (`checkPictures`). */
export function resolvePage(
  pageRouteInfo: PageRoute,
  catalog: ContentCatalog,
  pictures: PictureIndex,
): PageRouteData<MdxReference> {
  const { page, path: route, listing } = pageRouteInfo;
  const lookups = {
    ...lookupsOf(catalog, pictures),
    ...(listing === undefined ? {} : { listing: listingLookup(catalog, listing) }),
  };
  const words = listingWords(pageRouteInfo, catalog);
  const meta: RouteMeta = {
    title: titled(words.title, catalog, route),
    description: words.description,
    keywords: page.data.keywords,
    canonical: absoluteUrl(catalog.site.data.siteUrl, route),
    socialImage: `${catalog.site.data.siteUrl}${pageSocialImage(page, catalog)}`,
    openGraphType: 'website',
    structuredData: pageStructuredData(page, catalog),
  };
  return {
    kind: 'page',
    path: route,
    meta,
    sections: page.data.sections.map((section) => resolveSection(section, lookups)),
    Body: mdxReference(page),
    hasBody: !page.body.isEmpty,
    ...(page.unpublished && { unpublished: page.unpublished }),
  };
}

/** The data of a case study route; `pictures` as for `resolvePage`. */
export function resolveCaseStudy(
  entry: Entry<CaseStudyData>,
  catalog: ContentCatalog,
  pictures: PictureIndex,
): CaseStudyRouteData<MdxReference> {
  const route = caseStudyRoute(entry.data.id);
  const picture = pictureOf(entry.data.image, pictures);
  const tagLinks = tagLinksOf(catalog);
  const related = relatedStoriesOf(catalog)(entry.data).map((data) =>
    caseStudySummary(data, pictureOf(data.image, pictures), tagLinks(data.tags)),
  );
  const meta: RouteMeta = {
    title: titled(entry.data.title, catalog, route),
    description: entry.data.excerpt,
    keywords: entry.data.keywords,
    canonical: absoluteUrl(catalog.site.data.siteUrl, route),
    // A photo shows behind the title of its sharing picture, which is then a JPEG (addPhotoBackdrops).
    socialImage: `${catalog.site.data.siteUrl}${generatedSocialImage(route, picture.sources.length > 0 ? 'jpg' : 'png')}`,
    openGraphType: 'article',
    // Search engines get the largest fallback candidate, not the file as the editor dropped it in.
    structuredData: caseStudyStructuredData(entry, catalog, picture.src),
  };
  return {
    kind: 'case-study',
    path: route,
    meta,
    caseStudy: { ...entry.data, route, picture },
    tags: tagLinks(entry.data.tags),
    related,
    Body: mdxReference(entry),
    ...(entry.unpublished && { unpublished: entry.unpublished }),
  };
}
