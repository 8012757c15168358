/**
 * Each collection's preview: the entry in the form drawn by the site's own components, as the
 * page shows it. What the schemas would refuse is named in place of what it keeps from rendering.
 */
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import { caseStudySchema } from '@/model/case-study.ts';
import { faqEntrySchema } from '@/model/faq-entry.ts';
import { caseStudyRoute } from '@/model/routes.ts';
import { Footer } from '@/components/layout/Footer.tsx';
import { Header } from '@/components/layout/Header.tsx';
import { MdxBody } from '@/components/mdx/MdxBody.tsx';
import { Prose } from '@/components/mdx/Prose.tsx';
import { CaseStudyDetail } from '@/components/sections/CaseStudyDetail.tsx';
import { FaqAccordion } from '@/components/sections/FaqAccordion.tsx';
import { faqAccordionSchema } from '@/components/sections/FaqAccordion.schema.ts';
import { sectionComponents } from '@/components/sections/index.ts';
import type { AppSection } from '@/components/sections/types.ts';
import { faqPreviewEntry, previewPicture, splitBody, type PreviewCatalog } from './catalog.ts';
import { describeIssues } from './issues.ts';
import { bodyComponent, type AssetAddress } from './mdx-body.tsx';
import { PreviewBoundary } from './PreviewBoundary.tsx';
import { PreviewNotice } from './PreviewNotice.tsx';
import { previewSection, previewTagLinks } from './resolve-section.ts';

/** What each preview is given: the entry's data from the form, the catalog, and where its pictures load from. */
export interface EntryPreviewProps {
  /** The fields in the form, as the file would hold them, and the MDX body as `body`. */
  data: Record<string, unknown>;
  /** The entry's file name without `.mdx`; empty for an entry not saved yet. */
  slug: string;
  /** The other entries and settings the preview shows. */
  catalog: PreviewCatalog;
  /** Where a picture of the content loads from in the editor. */
  assetAddress: AssetAddress;
}

/** The body as the site's prose, parsed again only when its text changes. */
function useBody(body: string, assetAddress: AssetAddress): MDXContent {
  // Decap gives a new address function with each render, which reads its current store: the first one serves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the body alone decides; see the line above
  return useMemo(() => bodyComponent(body, assetAddress), [body]);
}

function SectionPreview({
  input,
  catalog,
  assetAddress,
  body,
}: {
  input: unknown;
  catalog: PreviewCatalog;
  assetAddress: AssetAddress;
  body: ReactNode;
}) {
  const preview = previewSection(input, catalog, assetAddress);
  if (preview.kind === 'problems')
    return <PreviewNotice title={`${preview.type}: not shown until`} problems={preview.problems} />;
  const { section, problems } = preview;
  const notice =
    problems.length > 0 ? (
      <PreviewNotice title={`${section.type}: the page would not build`} problems={problems} />
    ) : null;
  if (section.type === 'Content') return body;
  const Component = sectionComponents[section.type] as ComponentType<{ section: AppSection }>;
  return (
    <>
      {notice}
      <PreviewBoundary title={section.type} resetKey={JSON.stringify(input)}>
        <Component section={section} />
      </PreviewBoundary>
    </>
  );
}

/** A page: its sections in order, its body where a Content section places it, or last. */
export function PagePreview({ data, catalog, assetAddress }: EntryPreviewProps) {
  const { fields, body: text } = splitBody(data);
  const Body = useBody(text, assetAddress);
  const sections = Array.isArray(fields.sections) ? (fields.sections as unknown[]) : [];
  const body = text.trim() ? (
    <PreviewBoundary title="The text" resetKey={text}>
      <Prose>
        <MdxBody Body={Body} />
      </Prose>
    </PreviewBoundary>
  ) : null;
  const placesBody = sections.some(
    (section) => section !== null && typeof section === 'object' && 'type' in section && section.type === 'Content',
  );
  return (
    <main>
      {sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the form's sections have no id; a section is its place in the list
        <SectionPreview key={index} input={section} catalog={catalog} assetAddress={assetAddress} body={body} />
      ))}
      {!placesBody && body}
    </main>
  );
}

/** A case study as at /blog/{id}. */
export function CaseStudyPreview({ data, catalog, assetAddress }: EntryPreviewProps) {
  const { fields, body } = splitBody(data);
  const Intro = useBody(body, assetAddress);
  const parsed = caseStudySchema.safeParse(fields);
  if (!parsed.success)
    return (
      <PreviewNotice
        title="The case study is shown once these are fixed:"
        problems={describeIssues(parsed.error.issues)}
      />
    );
  const caseStudy = {
    ...parsed.data,
    route: caseStudyRoute(parsed.data.id),
    picture: previewPicture(parsed.data.image, assetAddress),
  };
  return (
    <main>
      <PreviewBoundary title="The case study" resetKey={JSON.stringify(data)}>
        <CaseStudyDetail
          caseStudy={caseStudy}
          tags={previewTagLinks(parsed.data.tags, catalog)}
          related={[]}
          Intro={Intro}
        />
      </PreviewBoundary>
    </main>
  );
}

/** The id an entry not saved yet has in the accordion. */
const newEntryId = 'new-entry';

/** The accordion's heading as the FAQ page's section has it by default. */
const accordion = faqAccordionSchema.parse({ type: 'FaqAccordion' });

/** The FAQ accordion with this entry in its place by order, opened. */
export function FaqPreview({ data, slug, catalog, assetAddress }: EntryPreviewProps) {
  const id = slug || newEntryId;
  const frame = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: Decap's data and address function are new with each render; these fields are what the entry is made of
  const entry = useMemo(() => faqPreviewEntry(id, data, assetAddress), [id, data.question, data.order, data.body]);
  const shown = entry !== undefined;
  useEffect(() => {
    // Opened once, as a visitor would open it: the accordion keeps its own state, as on the site.
    const question = shown ? frame.current?.ownerDocument.getElementById(`question-${id}`) : undefined;
    question?.click();
    question?.scrollIntoView?.({ block: 'center' });
  }, [id, shown]);
  if (!entry) {
    const parsed = faqEntrySchema.safeParse(splitBody(data).fields);
    return (
      <PreviewNotice
        title="The entry is shown once these are fixed:"
        problems={parsed.success ? [] : describeIssues(parsed.error.issues)}
      />
    );
  }
  // The entry goes before another of the same order: where it was moved to (the check refuses the tie on save).
  const items = [entry, ...catalog.faq.filter((item) => item.id !== id)].sort((a, b) => a.order - b.order);
  return (
    <main ref={frame}>
      <PreviewBoundary title="The questions" resetKey={JSON.stringify(data)}>
        <FaqAccordion section={{ ...accordion, items }} />
      </PreviewBoundary>
    </main>
  );
}

/** The site settings: the header and footer every page has, with the settings in the form. */
export function SettingsPreview({ data }: EntryPreviewProps) {
  return (
    <PreviewBoundary title="The header and footer" resetKey={JSON.stringify(data)}>
      <Header />
      <main />
      <Footer />
    </PreviewBoundary>
  );
}
