import { z } from 'zod';
import { isoDate, text } from './fields.ts';

/** An FAQ entry: `content/faq/*.mdx`; the MDX body is the answer. */
export const faqEntrySchema = z.strictObject({
  /** The question, as the visitor would ask it. */
  question: text.max(160),
  /** Position on the FAQ page, 1 first; unique across entries. */
  order: z.number().int().positive(),
  /** A draft: shown by `npm run dev` and `npm run edit` with a "Draft" mark, left out of the built site. */
  draft: z.boolean().optional(),
  /** The day it goes live, YYYY-MM-DD in the site's time zone; left out of the built site until then. */
  publishDate: isoDate.optional(),
});

/** An FAQ entry's frontmatter as an editor writes it. */
export type FaqEntryInput = z.input<typeof faqEntrySchema>;
/** An FAQ entry's frontmatter after validation. */
export type FaqEntryData = z.output<typeof faqEntrySchema>;
