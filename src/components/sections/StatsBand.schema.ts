import { z } from 'zod';
import { icon, text } from '../../model/fields.ts';

/** A band of headline figures. */
export const statsBandSchema = z.strictObject({
  type: z.literal('StatsBand'),
  /** A heading for screen readers and the outline; not shown. */
  heading: text.default('Our results in numbers'),
  /** The figures, in order. */
  stats: z
    .array(
      z.strictObject({
        /** Icon beside the figure. */
        icon,
        /** The figure as shown, e.g. "320%" or "500+". */
        number: text,
        /** What the figure counts, e.g. "Average ROI". */
        label: text,
        /** One line of context under the label. */
        description: text,
      }),
    )
    .min(1)
    .max(6),
});
