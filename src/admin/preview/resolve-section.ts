/**
 * A page's section from the form, as its component receives it: checked by the section's schema,
 * then resolved as the build resolves it (`resolveSection`), from the catalog.
 */
import type { MDXContent } from 'mdx/types';
import type { ResolvedSection, TagLink } from '@/model/route-data.ts';
import { type ReferencedCollection, referencesIn } from '@/model/reference.ts';
import { resolveSection } from '@/model/resolve-section.ts';
import { sectionSchema, type Section } from '@/components/sections/schemas.ts';
import type { PreviewCatalog } from './catalog.ts';
import { previewPicture } from './catalog.ts';
import { describeIssues, fieldName } from './issues.ts';
import type { AssetAddress } from './mdx-body.tsx';

/** A section the preview can render, with what would stop the build; or what keeps it from rendering. */
export type SectionPreview =
  | { kind: 'section'; section: ResolvedSection<MDXContent>; problems: string[] }
  | { kind: 'problems'; type: string; problems: string[] };

/** The keys of the entries in the form's catalog, which a reference must name one of. */
const referenceKeys: Record<ReferencedCollection, (catalog: PreviewCatalog) => unknown[]> = {
  caseStudies: (catalog) => catalog.caseStudies.map((data) => data.id),
  tags: (catalog) => catalog.tags.map((tag) => tag.id),
};

/** What the content check says of the section's references to other entries (`checkReferences`). */
function referenceProblems(section: Section, catalog: PreviewCatalog): string[] {
  return referencesIn(sectionSchema, section)
    .filter(({ collection, key }) => !referenceKeys[collection](catalog).includes(key))
    .map(
      ({ path, entryName, keyName, key }) =>
        `${fieldName(path)}: there is no valid ${entryName} with ${keyName} ${String(key)}.`,
    );
}

/** A case study's tags as the preview shows them: their labels, unlinked, as the editor has no tag pages. */
export function previewTagLinks(ids: readonly string[], catalog: PreviewCatalog): TagLink[] {
  return ids.flatMap((id) => {
    const tag = catalog.tags.find((candidate) => candidate.id === id);
    return tag ? [{ id, label: tag.label }] : [];
  });
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
    tagLinks: (ids: readonly string[]) => previewTagLinks(ids, catalog),
  };
  return {
    kind: 'section',
    section: resolveSection<MDXContent>(parsed.data, lookups),
    problems: referenceProblems(parsed.data, catalog),
  };
}
