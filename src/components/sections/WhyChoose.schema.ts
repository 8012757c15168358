import { z } from 'zod';
import { icon, text } from '../../model/fields.ts';

/** Reasons to choose the company, each with an icon. */
export const whyChooseSchema = z.strictObject({
  type: z.literal('WhyChoose'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** The reasons, in order. */
  items: z
    .array(
      z.strictObject({
        /** Icon beside the reason. */
        icon,
        /** The reason's name. */
        title: text,
        /** One or two sentences about it. */
        description: text,
      }),
    )
    .min(1)
    .max(6),
});
