/**
 * A page's section as its component receives it, with the case studies, FAQ entries and pictures
 * it names looked up: by the build for the site (`scripts/content/resolve.ts`), and by the
 * editor's preview from the entries in the form.
 */
import { type Section, sectionSchema } from '../components/sections/schemas.ts';
import { pictureFields } from './fields.ts';
import { markedValuesIn, valueAt } from './marked-fields.ts';
import type { CaseStudyData } from './case-study.ts';
import type { PictureData } from './picture.ts';
import { type ListingPlace, newestFirst, pageCount, pageOf, pagination, listingRoute } from './listing.ts';
import type { CaseStudySummary, FaqItem, ResolvedSection, TagLink, WithPictures } from './route-data.ts';
import { caseStudyRoute } from './routes.ts';
import type { Tag } from './tag.ts';

/** The card's data of a case study whose picture is `picture` and whose tags are `tags`. */
export function caseStudySummary(data: CaseStudyData, picture: PictureData, tags: TagLink[]): CaseStudySummary {
  const { id, title, excerpt, image, imageAlt, imageFocus, author, date, readTime, keyResults, testimonial } = data;
  return {
    id,
    route: caseStudyRoute(id),
    title,
    excerpt,
    image,
    imageAlt,
    ...(imageFocus === undefined ? {} : { imageFocus }),
    picture,
    author,
    date,
    readTime,
    keyResults,
    testimonial,
    tags,
  };
}

/** Where a route is in the list of case studies, on the page that lists them in pages (/blog and its pages). */
export interface ListingLookup {
  place: ListingPlace;
  /** The row of tag links above the list: every tag some case study carries. */
  row: TagLink[];
  /** The tag of a tag's pages. */
  tag?: Tag;
}

/** What resolving a section looks up. */
export interface SectionLookups<Body> {
  /** Every case study, in any order. */
  caseStudies: readonly CaseStudyData[];
  /** The FAQ entries in their order, with their answers; asked for only by an FAQ section. */
  faqItems: () => FaqItem<Body>[];
  /** A picture content shows, by its path as written (`/images/team.jpg`). */
  picture: (src: string) => PictureData;
  /** A case study's tags as its card shows them. */
  tagLinks: (ids: readonly string[]) => TagLink[];
  /** On the page that lists the case studies in pages; without it, a list shows its first page alone. */
  listing?: ListingLookup;
}

/** The stories of each list of case studies given, newest first, by tag (undefined for all of them). */
const listedStories = new WeakMap<readonly CaseStudyData[], Map<string | undefined, CaseStudyData[]>>();

/**
 * `caseStudies` with `tag` (all of them without one), newest first: made once per list of case
 * studies and tag, since the build resolves every page of the list, and each page of each tag,
 * from the same list: filtering and sorting it for each page grew with the square of the stories.
 */
function storiesListed(caseStudies: readonly CaseStudyData[], tag: string | undefined): CaseStudyData[] {
  let byTag = listedStories.get(caseStudies);
  if (!byTag) {
    byTag = new Map();
    listedStories.set(caseStudies, byTag);
  }
  let listed = byTag.get(tag);
  if (!listed) {
    listed = caseStudies.filter((data) => tag === undefined || data.tags.includes(tag)).sort(newestFirst);
    byTag.set(tag, listed);
  }
  return listed;
}

/** `section` with what it names looked up; a story whose id has no case study is left out (the content check names it). */
export function resolveSection<Body>(section: Section, lookups: SectionLookups<Body>): ResolvedSection<Body> {
  const summary = (data: CaseStudyData) =>
    caseStudySummary(data, lookups.picture(data.image), lookups.tagLinks(data.tags));
  switch (section.type) {
    case 'SuccessStories': {
      const byId = new Map(lookups.caseStudies.map((data) => [data.id, data]));
      return {
        ...section,
        caseStudies: section.stories.flatMap((id) => (byId.has(id) ? [summary(byId.get(id) as CaseStudyData)] : [])),
      };
    }
    case 'CaseStudyList': {
      const { listing } = lookups;
      const place = listing?.place ?? { number: 1 };
      const { tag } = place;
      const listed = storiesListed(lookups.caseStudies, tag);
      const total = pageCount(listed.length, section.pageSize);
      return {
        ...section,
        caseStudies: pageOf(listed, place.number, section.pageSize).map(summary),
        tags: listing?.row ?? [],
        ...(listing === undefined
          ? {}
          : { pagination: pagination(place.number, total, (number) => listingRoute({ number, tag })) }),
        ...(listing?.tag === undefined ? {} : { tag: listing.tag }),
      };
    }
    case 'FaqAccordion':
      return { ...section, items: lookups.faqItems() };
    default:
      return withPictures(section, lookups.picture);
  }
}

/**
 * `section` with `picture` beside each of its `shownPicture` fields (`WithPictures`), as
 * `picture` looks it up; the section as it is when it has none.
 */
function withPictures<Data extends Section>(section: Data, picture: (src: string) => PictureData): WithPictures<Data> {
  const shown = markedValuesIn(pictureFields, sectionSchema, section).filter(({ mark }) => mark.shown);
  if (shown.length === 0) return section as WithPictures<Data>;
  const resolved: unknown = structuredClone(section);
  for (const { path, value } of shown) {
    const fields = valueAt(resolved, path.slice(0, -1)) as Record<string, unknown>;
    if ('picture' in fields)
      throw new Error(`${section.type}: ${path.join('.')} is a second picture field in one object; give each its own.`);
    fields.picture = picture(String(value));
  }
  return resolved as WithPictures<Data>;
}
