import { z } from 'zod';
import { text } from '../../model/fields.ts';

/** Cards for every case study, newest first (blog page). */
export const caseStudyListSchema = z.strictObject({
  type: z.literal('CaseStudyList'),
  /** A heading above the cards; screen-reader only when `headingHidden` is true. */
  heading: text.default('Case studies'),
  /** Hide the heading visually (the page's hero already names the list). */
  headingHidden: z.boolean().default(true),
  /** The link text on each card. */
  readMoreLabel: text.default('Read Full Case Study'),
});
