import { z } from 'zod';
import { imagePath, isoDate, text } from './fields.ts';
import { type Section, sectionSchema } from '../components/sections/schemas.ts';
import { rule } from './rule.ts';

/** A problem with a page's list of sections, at `path` under `sections`. */
interface SectionsProblem {
  path: (string | number)[];
  problem: string;
  hint: string;
}

/** The page's own rules on its sections: one Hero (the page's h1), its body and the FAQ placed at most once, anchors of their own. */
function sectionsProblems(sections: readonly Section[]): SectionsProblem[] {
  const problems: SectionsProblem[] = [];
  const types = sections.map((section) => section.type);
  const heroes = types.filter((type) => type === 'Hero').length;
  if (heroes !== 1) {
    problems.push({
      path: [],
      problem:
        heroes === 0
          ? 'The page has no Hero section, so it has no main heading.'
          : `The page has ${heroes} Hero sections; a page has exactly one main heading.`,
      hint: 'Give the page exactly one section with "type: Hero".',
    });
  }
  if (types.filter((type) => type === 'Content').length > 1) {
    problems.push({
      path: [],
      problem: 'The page places its body twice ("type: Content" appears more than once).',
      hint: 'Keep one Content section.',
    });
  }
  const secondFaq = types.indexOf('FaqAccordion', types.indexOf('FaqAccordion') + 1);
  if (secondFaq !== -1) {
    problems.push({
      path: [secondFaq],
      problem: 'The page shows the FAQ twice ("type: FaqAccordion" appears more than once).',
      hint: 'Keep one FaqAccordion section; it shows every entry of content/faq.',
    });
  }
  const anchors = new Map<string, number>();
  sections.forEach((section, index) => {
    if (!('anchor' in section)) return;
    const earlier = anchors.get(section.anchor);
    if (earlier !== undefined) {
      problems.push({
        path: [index, 'anchor'],
        problem: `The anchor "${section.anchor}" is already used by section ${earlier} of this page.`,
        hint: 'Give each section its own anchor.',
      });
    }
    anchors.set(section.anchor, index);
  });
  return problems;
}

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
  /** A draft: shown by `npm run dev` and `npm run edit` with a "Draft" mark, left out of the built site. */
  draft: z.boolean().optional(),
  /** The day it goes live, YYYY-MM-DD in the site's time zone; left out of the built site until then. */
  publishDate: isoDate.optional(),
  /** The sections of the page, top to bottom. */
  sections: z
    .array(sectionSchema)
    .min(1)
    .superRefine((sections, context) => {
      // An empty list is already named by `min(1)`.
      if (sections.length === 0) return;
      for (const { path, problem, hint } of sectionsProblems(sections))
        context.addIssue({ code: 'custom', path, ...rule(problem, hint) });
    }),
});

/** A page's frontmatter as an editor writes it. */
export type PageInput = z.input<typeof pageSchema>;
/** A page's frontmatter after validation. */
export type PageData = z.output<typeof pageSchema>;
