/**
 * A page's section from the form, as its component receives it: checked by the section's schema,
 * then resolved as the build resolves it (`resolveSection`), from the catalog.
 */
import type { MDXContent } from 'mdx/types';
import type { ResolvedSection } from '@/model/route-data.ts';
import { resolveSection } from '@/model/resolve-section.ts';
import { sectionSchema, type Section } from '@/components/sections/schemas.ts';
import type { PreviewCatalog } from './catalog.ts';
import { previewPicture } from './catalog.ts';
import { describeIssues } from './issues.ts';
import type { AssetAddress } from './mdx-body.tsx';

/** A section the preview can render, with what would stop the build; or what keeps it from rendering. */
export type SectionPreview =
  | { kind: 'section'; section: ResolvedSection<MDXContent>; problems: string[] }
  | { kind: 'problems'; type: string; problems: string[] };

/** What the content check says of the section's references to other entries. */
function referenceProblems(section: Section, catalog: PreviewCatalog): string[] {
  if (section.type !== 'SuccessStories') return [];
  const ids = new Set(catalog.caseStudies.map((data) => data.id));
  return section.stories
    .filter((id) => !ids.has(id))
    .map((id) => `Stories: there is no valid case study with id ${id}.`);
}

/** One section of the form's `sections` list, ready for its component or explained. */
export function previewSection(input: unknown, catalog: PreviewCatalog, assetAddress: AssetAddress): SectionPreview {
  const parsed = sectionSchema.safeParse(input);
  if (!parsed.success) {
    const type = input !== null && typeof input === 'object' && 'type' in input ? String(input.type) : 'Section';
    return { kind: 'problems', type, problems: describeIssues(parsed.error.issues) };
  }
  const lookups = {
    caseStudies: catalog.caseStudies,
    faqItems: () => catalog.faq,
    picture: (src: string) => previewPicture(src, assetAddress),
  };
  return {
    kind: 'section',
    section: resolveSection<MDXContent>(parsed.data, lookups),
    problems: referenceProblems(parsed.data, catalog),
  };
}
