/**
 * A page's section as its component receives it, with the case studies, FAQ entries and pictures
 * it names looked up: by the build for the site (`scripts/content/resolve.ts`), and by the
 * editor's preview from the entries in the form.
 */
import type { Section } from '../components/sections/schemas.ts';
import type { CaseStudyData } from './case-study.ts';
import type { PictureData } from './picture.ts';
import type { CaseStudySummary, FaqItem, ResolvedSection } from './route-data.ts';
import { caseStudyRoute } from './routes.ts';

/** The card's data of a case study whose picture is `picture`. */
export function caseStudySummary(data: CaseStudyData, picture: PictureData): CaseStudySummary {
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
  };
}

/** The order of the case study list and the feed: newest first, then by id. */
export function newestFirst(a: CaseStudyData, b: CaseStudyData): number {
  return b.date.localeCompare(a.date) || a.id - b.id;
}

/** What resolving a section looks up. */
export interface SectionLookups<Body> {
  /** Every case study, in any order. */
  caseStudies: readonly CaseStudyData[];
  /** The FAQ entries in their order, with their answers; asked for only by an FAQ section. */
  faqItems: () => FaqItem<Body>[];
  /** A picture content shows, by its path as written (`/images/team.jpg`). */
  picture: (src: string) => PictureData;
}

/** `section` with what it names looked up; a story whose id has no case study is left out (the content check names it). */
export function resolveSection<Body>(section: Section, lookups: SectionLookups<Body>): ResolvedSection<Body> {
  const summary = (data: CaseStudyData) => caseStudySummary(data, lookups.picture(data.image));
  switch (section.type) {
    case 'LogoStrip':
      return { ...section, logos: section.logos.map((logo) => ({ ...logo, picture: lookups.picture(logo.image) })) };
    case 'SuccessStories': {
      const byId = new Map(lookups.caseStudies.map((data) => [data.id, data]));
      return {
        ...section,
        caseStudies: section.stories.flatMap((id) => (byId.has(id) ? [summary(byId.get(id) as CaseStudyData)] : [])),
      };
    }
    case 'CaseStudyList':
      return { ...section, caseStudies: [...lookups.caseStudies].sort(newestFirst).map(summary) };
    case 'FaqAccordion':
      return { ...section, items: lookups.faqItems() };
    default:
      return section;
  }
}
