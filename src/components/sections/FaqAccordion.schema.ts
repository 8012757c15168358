import { z } from 'zod';
import { text } from '../../model/fields.ts';

/** Every FAQ entry of content/faq, in their `order`, as an accordion. */
export const faqAccordionSchema = z.strictObject({
  type: z.literal('FaqAccordion'),
  /** A heading above the questions; screen-reader only when `headingHidden` is true. */
  heading: text.default('Questions and answers'),
  /** Hide the heading visually (the page's hero already names the list). */
  headingHidden: z.boolean().default(true),
});
