import { z } from 'zod';
import { text } from '../../model/fields.ts';

/** Cards for the case studies, newest first, a page at a time, with tag links (blog page). */
export const caseStudyListSchema = z.strictObject({
  type: z.literal('CaseStudyList'),
  /** A heading above the cards; screen-reader only when `headingHidden` is true. */
  heading: text.default('Case studies'),
  /** Hide the heading visually (the page's hero already names the list). */
  headingHidden: z.boolean().default(true),
  /** The link text on each card. */
  readMoreLabel: text.default('Read Full Case Study'),
  /** How many cards a page of the list shows; the rest are on /blog/page/2, /blog/page/3 and so on. */
  pageSize: z.number().int().min(1).max(24).default(9),
  /** The label of the row of tag links above the list. */
  tagsLabel: text.default('Stories by topic'),
  /** The first link of that row, to the whole list: the way back from a tag's pages. */
  allStoriesLabel: text.default('All stories'),
});
