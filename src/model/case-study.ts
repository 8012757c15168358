import { z } from 'zod';
import { tagReference } from './reference.ts';
import { accent, caseStudyId, focus, imagePath, isoDate, text, textList } from './fields.ts';

/** A client testimonial, shown on the case study, its card and the home page. */
export const testimonialSchema = z.strictObject({
  /** The client company. */
  company: text,
  /** Two or three letters shown as the company's badge, e.g. "NF". */
  logoInitials: text.max(3),
  /** What the client said, without quotation marks. */
  text,
  /** Who said it. */
  author: text,
  /** Their role, e.g. "Head of Growth". */
  position: text,
  /** Stars given, 1 to 5. */
  rating: z.number().int().min(1).max(5).default(5),
  /** Short result lines shown with the testimonial on the home page. */
  results: z.array(text).max(4).default([]),
});

/**
 * A case study: `content/case-studies/*.mdx`, served at `/blog/{id}`. The MDX body is the
 * introduction; the challenge, solution and results are fields.
 */
export const caseStudySchema = z.strictObject({
  /** The number in the address /blog/{id}; unique, a whole number from 1. */
  id: caseStudyId,
  /** The case study's title. */
  title: text.max(110),
  /** One or two sentences for the card and search results. */
  excerpt: text.max(300),
  /** The main picture, shown on the card and at the top of the case study. */
  image: imagePath,
  /** What the picture shows, for people who cannot see it; `""` only when it shows nothing the text does not say. */
  imageAlt: z.string().trim(),
  /** The part of the picture kept in view when its 16:9 frame crops it (`top`, `30% 40%`); the centre by default. */
  imageFocus: focus.optional(),
  /** Who wrote the case study. */
  author: text,
  /** When it was published, YYYY-MM-DD; a day still to come schedules it, as `publishDate` does. */
  date: isoDate,
  /** A draft: shown by `npm run dev` and `npm run edit` with a "Draft" mark, left out of the built site. */
  draft: z.boolean().optional(),
  /** The day it goes live, YYYY-MM-DD in the site's time zone; left out of the built site until then. */
  publishDate: isoDate.optional(),
  /** Reading times in minutes. */
  readTime: z.strictObject({
    /** Shown on the card in the blog list. */
    card: z.number().int().positive(),
    /** Shown on the case study itself. */
    article: z.number().int().positive(),
  }),
  /** Its tags, such as its industry and channels: ids from `content/tags.yaml`; cards and related stories show them. */
  tags: z.array(tagReference()).max(6).default([]),
  /** Search keywords for the case study page. */
  keywords: z.array(text).min(1).max(12),
  /** Key results on the card; a card shows at most four. */
  keyResults: z.array(text).min(1).max(4),
  /** The client's words. */
  testimonial: testimonialSchema,
  /** The problem the client had. */
  challenge: z.strictObject({
    /** Its heading. */
    title: text,
    /** Its text. */
    content: text,
  }),
  /** What was done. */
  solution: z.strictObject({
    /** Its heading. */
    title: text,
    /** Its text. */
    content: text,
    /** The main measures, as bullet points. */
    points: textList,
  }),
  /** The outcome in numbers. */
  results: z.strictObject({
    /** Its heading. */
    title: text,
    /** Exactly four figures, each with its accent colour. */
    stats: z
      .array(
        z.strictObject({
          /** The figure, e.g. "150%". */
          number: text,
          /** What it measures. */
          label: text,
          /** The figure's colour. */
          color: accent,
        }),
      )
      .length(4),
  }),
});

/** A case study's frontmatter as an editor writes it. */
export type CaseStudyInput = z.input<typeof caseStudySchema>;
/** A case study's frontmatter after validation. */
export type CaseStudyData = z.output<typeof caseStudySchema>;
/** A testimonial after validation. */
export type Testimonial = z.output<typeof testimonialSchema>;
