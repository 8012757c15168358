import { z } from 'zod';
import { link, text } from '../../model/fields.ts';

/** A closing band that asks the visitor to act. */
export const callToActionSchema = z.strictObject({
  type: z.literal('CallToAction'),
  /** The heading, e.g. "Ready to Scale Your Sales?". */
  heading: text,
  /** The paragraph under the heading. */
  text: text.optional(),
  /** The button. */
  button: link,
  /** A small line under the button, e.g. opening hours. */
  note: text.optional(),
});
