import { z } from 'zod';
import { link, text } from '../../model/fields.ts';
import { rule } from '../../model/rule.ts';

/** The opening block of a page: badge, headline, text and up to two buttons. */
export const heroSchema = z
  .strictObject({
    type: z.literal('Hero'),
    /** Small label above the headline, e.g. "B2B Sales AI & Automation Experts". */
    badge: text.optional(),
    /** The page's main heading (its only h1). */
    headline: text,
    /** Words at the end of the headline shown in the accent colour. */
    highlight: text.optional(),
    /** The paragraph under the headline. */
    text,
    /** Buttons under the text, the first one filled; at most two. */
    buttons: z.array(link).max(2).default([]),
    /** Show the animated rockets, clouds and floating icons (home page). */
    decorated: z.boolean().default(false),
  })
  .refine((hero) => hero.highlight === undefined || hero.headline.includes(hero.highlight), {
    path: ['highlight'],
    ...rule(
      'The highlight must be words from the headline, written the same way.',
      'Copy the words to colour from the headline, e.g. "Sales Pipeline".',
    ),
  });
