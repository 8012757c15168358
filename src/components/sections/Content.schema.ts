import { z } from 'zod';

/** Places the page's MDX body (the prose under the frontmatter) among the sections. */
export const contentSchema = z.strictObject({
  type: z.literal('Content'),
});
