import { z } from 'zod';
import { link, text, textList } from '../../model/fields.ts';

/** Detailed offer cards with what is included and the benefits (services page). */
export const offerCardsSchema = z.strictObject({
  type: z.literal('OfferCards'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** The offers, in order. */
  offers: z
    .array(
      z.strictObject({
        /** The offer's name. */
        title: text,
        /** The price as shown, e.g. "from $2,450" or "+$200". */
        price: text,
        /** What the price is per, e.g. "/month" or "per booked meeting". */
        period: text,
        /** What the offer is, in a sentence or two. */
        description: text,
        /** The "What's Included" list. */
        features: textList,
        /** The "Key Benefits" list. */
        benefits: textList,
        /** The card's button. */
        button: link,
      }),
    )
    .min(1),
});
