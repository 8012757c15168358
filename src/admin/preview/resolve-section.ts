/**
 * A page's section from the form, as its component receives it: checked by the section's schema,
 * with the case studies, FAQ entries and pictures it names looked up in the catalog, as the build
 * does in `scripts/content/resolve.ts`.
 */
import type { MDXContent } from 'mdx/types';
import { caseStudySummary, newestFirst } from '@/model/case-study-summary.ts';
import type { ResolvedSection } from '@/model/route-data.ts';
import { sectionSchema, type Section } from '@/components/sections/schemas.ts';
import type { PreviewCatalog } from './catalog.ts';
import { previewPicture } from './catalog.ts';
import type { AssetAddress } from './mdx-body.tsx';
import { describeIssues } from './issues.ts';

/** A section the preview can render, or what keeps it from rendering. */
export type SectionPreview =
  | { kind: 'section'; section: ResolvedSection<MDXContent>; problems: string[] }
  | { kind: 'problems'; type: string; problems: string[] };

function resolve(section: Section, catalog: PreviewCatalog, assetAddress: AssetAddress): { section: ResolvedSection<MDXContent>; problems: string[] } {
  const summary = (data: PreviewCatalog['caseStudies'][number]) => caseStudySummary(data, previewPicture(data.image, assetAddress));
  switch (section.type) {
    case 'LogoStrip':
      return { section: { ...section, logos: section.logos.map((logo) => ({ ...logo, picture: previewPicture(logo.image, assetAddress) })) }, problems: [] };
    case 'SuccessStories': {
      const byId = new Map(catalog.caseStudies.map((data) => [data.id, data]));
      const missing = section.stories.filter((id) => !byId.has(id));
      const caseStudies = section.stories.flatMap((id) => {
        const data = byId.get(id);
        return data ? [summary(data)] : [];
      });
      return { section: { ...section, caseStudies }, problems: missing.map((id) => `Stories: there is no valid case study with id ${id}.`) };
    }
    case 'CaseStudyList':
      return { section: { ...section, caseStudies: [...catalog.caseStudies].sort(newestFirst).map(summary) }, problems: [] };
    case 'FaqAccordion':
      return { section: { ...section, items: catalog.faq }, problems: [] };
    default:
      return { section, problems: [] };
  }
}

/** One section of the form's `sections` list, ready for its component or explained. */
export function previewSection(input: unknown, catalog: PreviewCatalog, assetAddress: AssetAddress): SectionPreview {
  const parsed = sectionSchema.safeParse(input);
  if (!parsed.success) {
    const type = input !== null && typeof input === 'object' && 'type' in input ? String(input.type) : 'Section';
    return { kind: 'problems', type, problems: describeIssues(parsed.error.issues) };
  }
  return { kind: 'section', ...resolve(parsed.data, catalog, assetAddress) };
}
