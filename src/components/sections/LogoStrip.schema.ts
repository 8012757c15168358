import { z } from 'zod';
import { shownPicture, text } from '../../model/fields.ts';

/** The "Trusted by" strip of client logos that scrolls endlessly. */
export const logoStripSchema = z.strictObject({
  type: z.literal('LogoStrip'),
  /** The heading above the logos. */
  heading: text,
  /** The client logos, in order. */
  logos: z
    .array(
      z.strictObject({
        /** The client's name, read out by screen readers. */
        name: text,
        /** The logo picture. */
        image: shownPicture('logo', 'name'),
      }),
    )
    .min(1),
  /** How long one full scroll of the strip takes, in seconds. */
  secondsPerCycle: z.number().positive().default(50),
});
