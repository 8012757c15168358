import { z } from 'zod';
import { icon, link, text, textList } from '../../model/fields.ts';

/** The grid of services with their prices (home page). */
export const servicesGridSchema = z.strictObject({
  type: z.literal('ServicesGrid'),
  /** The in-page anchor of the section, used by links such as /#services. */
  anchor: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .default('services'),
  /** The section heading. */
  heading: text,
  /** The line under the heading. */
  intro: text.optional(),
  /** The services, in order. */
  services: z
    .array(
      z.strictObject({
        /** Icon at the top of the card. */
        icon,
        /** The service's name. */
        title: text,
        /** What the service does, in a sentence or two. */
        description: text,
        /** The price as shown, e.g. "from $1,250/month". */
        price: text,
        /** Short feature lines. */
        features: textList,
      }),
    )
    .min(1),
  /** An optional link under the grid, e.g. to the services page. */
  link: link.optional(),
});
