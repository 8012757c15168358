/**
 * What a case study card shows, made from a case study's data: by the build for the site, and by
 * the editor's preview from the entries in the form.
 */
import type { CaseStudyData } from './case-study.ts';
import type { PictureData } from './picture.ts';
import type { CaseStudySummary } from './route-data.ts';
import { caseStudyRoute } from './routes.ts';

/** The card's data of a case study whose picture is `picture`. */
export function caseStudySummary(data: CaseStudyData, picture: PictureData): CaseStudySummary {
  const { id, title, excerpt, image, imageAlt, imageFocus, author, date, readTime, keyResults, testimonial } = data;
  return { id, route: caseStudyRoute(id), title, excerpt, image, imageAlt, ...(imageFocus === undefined ? {} : { imageFocus }), picture, author, date, readTime, keyResults, testimonial };
}

/** The order of the case study list: newest first, then by id. */
export function newestFirst(a: CaseStudyData, b: CaseStudyData): number {
  return b.date.localeCompare(a.date) || a.id - b.id;
}
