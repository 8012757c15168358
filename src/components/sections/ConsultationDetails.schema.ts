import { z } from 'zod';
import { link, text, textList } from '../../model/fields.ts';

/** What a consultation gives, how long it takes, how it works, and when it can be booked. */
export const consultationDetailsSchema = z.strictObject({
  type: z.literal('ConsultationDetails'),
  /** The "What You'll Get" heading. */
  benefitsHeading: text,
  /** The "What You'll Get" list. */
  benefits: textList,
  /** Length of the call in minutes. */
  durationMinutes: z.number().int().positive(),
  /** The "How It Works" heading. */
  stepsHeading: text,
  /** The steps, in order. */
  steps: z
    .array(
      z.strictObject({
        /** The step's name, e.g. "Book Your Call". */
        title: text,
        /** What happens in this step. */
        description: text,
      }),
    )
    .min(1)
    .max(5),
  /** The booking button. */
  button: link,
  /** The availability note under the button. */
  availability: text,
});
