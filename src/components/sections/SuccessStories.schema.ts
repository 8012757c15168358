import { z } from 'zod';
import { text } from '../../model/fields.ts';
import { rule } from '../../model/rule.ts';
import { caseStudyReference } from '../../model/reference.ts';

/** Client testimonials taken from case studies, with a panel of campaign results. */
export const successStoriesSchema = z.strictObject({
  type: z.literal('SuccessStories'),
  /** The in-page anchor of the section, used by links such as /#testimonials. */
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('testimonials'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** Case study ids whose testimonials are shown, in order, each once. */
  stories: z
    .array(caseStudyReference())
    .min(1)
    .refine(
      (ids) => new Set(ids).size === ids.length,
      rule('A case study is listed more than once.', 'Write each case study id once, e.g. [1, 2].'),
    ),
  /** The panel of campaign results beside the testimonials. */
  resultsPanel: z.strictObject({
    /** The panel's heading. */
    title: text,
    /** The results, each a figure and what it measures. */
    results: z
      .array(
        z.strictObject({
          /** The figure, e.g. "40%". */
          value: text,
          /** What it measures, e.g. "Reply rate". */
          label: text,
        }),
      )
      .min(1)
      .max(6),
  }),
});
