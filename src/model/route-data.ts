/**
 * The data each route receives, after validation and resolution at build time. Shared by the
 * build (which fills it with `MdxReference`s) and the app (which receives compiled components);
 * the app imports these types only, so no content code reaches the browser.
 */
import type { CaseStudyData, Testimonial } from './case-study.ts';
import type { Section, SectionOf } from '../components/sections/schemas.ts';
import type { SiteSettings } from './site.ts';
import type { PictureData } from './picture.ts';
import type { ShownPicturePath } from './fields.ts';
import type { Pagination } from './listing.ts';
import type { Tag } from './tag.ts';
import type { Unpublished } from './publication.ts';

/** The pictures of a build by their path as written (`/images/team.jpg`). */
export type PictureIndex = ReadonlyMap<string, PictureData>;

/** Head tags of a route. */
export interface RouteMeta {
  /** The full title, with the brand name. */
  title: string;
  description: string;
  keywords: string[];
  /** Absolute canonical address; absent on pages that must not be indexed. */
  canonical?: string;
  /** Absolute address of the social image. */
  socialImage: string;
  /** Open Graph type. */
  openGraphType: 'website' | 'article';
  /** Structured data objects, one script each. */
  structuredData: object[];
}

/** What a case study card shows. */
export interface CaseStudySummary {
  id: number;
  route: string;
  title: string;
  excerpt: string;
  image: string;
  imageAlt: string;
  imageFocus?: string;
  /** The picture, measured and encoded. */
  picture: PictureData;
  author: string;
  date: string;
  readTime: CaseStudyData['readTime'];
  keyResults: string[];
  testimonial: Testimonial;
  tags: TagLink[];
}

/** A tag as cards and case studies show it: its label, and the route of its pages where the site has them. */
export interface TagLink {
  id: string;
  label: string;
  route?: string;
}

/** The list of case studies as its component receives it: one page of cards, and on /blog and its pages the pager and the tag row. */
export type ResolvedCaseStudyList = SectionOf<'CaseStudyList'> & {
  caseStudies: CaseStudySummary[];
  /** The tag links above the list; empty off the listing pages. */
  tags: TagLink[];
  /** Links to the list's other pages; none off the listing pages. */
  pagination?: Pagination;
  /** On a tag's pages, the tag. */
  tag?: Tag;
};

/** An FAQ entry with its answer. */
export interface FaqItem<Body> {
  /** Stable id from the file name, for the answer panel's element id. */
  id: string;
  question: string;
  Answer: Body;
  /** Set only in the dev server: the built site leaves out what is not published. */
  unpublished?: Unpublished;
}

/** The keys of `Data` that hold a `shownPicture` field. */
type ShownPictureKey<Data> = {
  [Key in keyof Data]-?: NonNullable<Data[Key]> extends ShownPicturePath ? Key : never;
}[keyof Data];

/**
 * `Data` with `picture`, measured and encoded, beside each `shownPicture` field, at any depth
 * (`withPictures`, `src/model/resolve-section.ts`): one such field an object.
 */
export type WithPictures<Data> = Data extends ShownPicturePath
  ? Data
  : Data extends readonly (infer Item)[]
    ? WithPictures<Item>[]
    : Data extends object
      ? { [Key in keyof Data]: WithPictures<Data[Key]> } & ([ShownPictureKey<Data>] extends [never]
          ? unknown
          : undefined extends Data[ShownPictureKey<Data>]
            ? { picture?: PictureData }
            : { picture: PictureData })
      : Data;

/** A section as a component receives it: references to other content and pictures are resolved. */
export type ResolvedSection<Body> =
  | WithPictures<Exclude<Section, { type: 'SuccessStories' | 'CaseStudyList' | 'FaqAccordion' }>>
  | (SectionOf<'SuccessStories'> & { caseStudies: CaseStudySummary[] })
  | ResolvedCaseStudyList
  | (SectionOf<'FaqAccordion'> & { items: FaqItem<Body>[] });

/** A page route's data. */
export interface PageRouteData<Body> {
  kind: 'page';
  path: string;
  meta: RouteMeta;
  sections: ResolvedSection<Body>[];
  /** The MDX body of the page file. */
  Body: Body;
  /** False when the page file has no body, so no empty prose block is rendered. */
  hasBody: boolean;
  /** Set only in the dev server: the built site leaves out what is not published. */
  unpublished?: Unpublished;
}

/** A case study route's data. */
export interface CaseStudyRouteData<Body> {
  kind: 'case-study';
  path: string;
  meta: RouteMeta;
  caseStudy: CaseStudyData & { route: string; picture: PictureData };
  /** Its tags, linked to their pages. */
  tags: TagLink[];
  /** Up to three stories sharing the most tags with it (`relatedStories`). */
  related: CaseStudySummary[];
  /** The introduction: the MDX body of the case study file. */
  Body: Body;
  /** Set only in the dev server: the built site leaves out what is not published. */
  unpublished?: Unpublished;
}

/** Settings every page needs (header, footer, not-found views). */
export type SiteData = Omit<SiteSettings, 'editor'>;

/** How the build refers to a compiled MDX body before code generation swaps in the import. */
export interface MdxReference {
  $mdx: string;
}

/** A section of the prerendered page that is not an island: the browser leaves its HTML as it is, without its data or code. */
export interface PrerenderedSlot {
  type: 'Prerendered';
}

/**
 * What the browser needs to hydrate a prerendered page: the data of its islands. Every other
 * section is a `PrerenderedSlot`, and so is the body; the head tags stay as prerendered.
 */
export interface PageIslandsData<Body> {
  kind: 'page';
  path: string;
  sections: (ResolvedSection<Body> | PrerenderedSlot)[];
  /** As in `PageRouteData`: whether a body follows the sections when no Content section places it. */
  hasBody: boolean;
}
