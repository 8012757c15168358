import { z } from 'zod';
import { link, text, textList } from '../../model/fields.ts';

/** Plan cards with prices, one of them marked as most popular, and a custom-package prompt. */
export const pricingGridSchema = z.strictObject({
  type: z.literal('PricingGrid'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** The plans, in order. */
  plans: z
    .array(
      z.strictObject({
        /** The plan's name. */
        name: text,
        /** The price as shown, e.g. "$1,250". */
        price: text,
        /** What the price is per, e.g. "/month". */
        period: text,
        /** Who the plan is for, in a sentence. */
        description: text,
        /** What the plan includes. */
        features: textList,
        /** Mark the plan as "Most Popular". */
        popular: z.boolean().default(false),
        /** The card's button. */
        button: link,
      }),
    )
    .min(1)
    .max(4),
  /** The prompt for a custom package under the plans. */
  enterprise: z
    .strictObject({
      /** Its heading. */
      heading: text,
      /** Its text. */
      text,
      /** Its button. */
      button: link,
    })
    .optional(),
});
