import { z } from 'zod';
import { text } from '../../model/fields.ts';

/** Numbered steps of how the work is done; the numbers come from the order. */
export const processStepsSchema = z.strictObject({
  type: z.literal('ProcessSteps'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** The steps, in order. */
  steps: z
    .array(
      z.strictObject({
        /** The step's name, e.g. "ICP Research". */
        title: text,
        /** What happens in this step. */
        description: text,
      }),
    )
    .min(2)
    .max(6),
});
