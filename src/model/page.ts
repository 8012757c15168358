import { z } from 'zod';
import { imagePath, text } from './fields.ts';
import { sectionSchema } from '../components/sections/schemas.ts';

/** A page of the site: `content/pages/{name}.mdx`, served at `/{name}` (`home` at `/`). */
export const pageSchema = z.strictObject({
  /** The browser tab and search result title. */
  title: text.max(70),
  /** The search result and social sharing description. */
  description: text.max(200),
  /** Search keywords, most important first. */
  keywords: z.array(text).min(1).max(12),
  /** The picture shown when the page is shared (1200 × 630 px); without it, the site's, or one the build draws from the title. */
  socialImage: imagePath.optional(),
  /** The page's name in breadcrumbs; defaults to the title. */
  breadcrumb: text.optional(),
  /** The sections of the page, top to bottom. */
  sections: z.array(sectionSchema).min(1),
});

/** A page's frontmatter as an editor writes it. */
export type PageInput = z.input<typeof pageSchema>;
/** A page's frontmatter after validation. */
export type PageData = z.output<typeof pageSchema>;
