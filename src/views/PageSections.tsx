import type { ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import type { PageIslandsData, PageRouteData, PrerenderedSlot, ResolvedSection } from '@/model/route-data.ts';
import { PrerenderedHtml } from '../components/PrerenderedHtml.tsx';
import type { SectionComponentMap } from '../components/sections/index.ts';
import type { AppSection } from '../components/sections/types.ts';

/** The components of a page's sections, as its route module exports them. */
export type PageComponents = Partial<SectionComponentMap>;

/** A page's full data, or on the prerendered page the browser hydrates, the data of its islands. */
export type PageViewData = PageRouteData<MDXContent> | PageIslandsData<MDXContent>;

function SectionView({
  section,
  body,
  components,
  islands,
}: {
  section: ResolvedSection<MDXContent> | PrerenderedSlot;
  body: ReactNode;
  components: PageComponents;
  islands: readonly string[];
}) {
  if (section.type === 'Prerendered') return <PrerenderedHtml />;
  if (section.type === 'Content') return <PrerenderedHtml>{body}</PrerenderedHtml>;
  // The map pairs each type with its component; TypeScript cannot narrow a union through an index, hence the cast.
  const Component = components[section.type] as React.ComponentType<{ section: AppSection }> | undefined;
  if (!Component) throw new Error(`The route module of ${section.type} sections does not export their component.`);
  const rendered = <Component section={section} />;
  return islands.includes(section.type) ? rendered : <PrerenderedHtml>{rendered}</PrerenderedHtml>;
}

/**
 * A page's sections in order; `body` (the rendered MDX body) goes where a Content section is, or
 * last. A section that is not an island is `PrerenderedHtml`, so from the islands data (no body,
 * other sections as slots) the browser keeps the prerendered HTML of each and hydrates only the
 * islands. The head tags come before it, from the caller: `RouteHead` rendering the page in full,
 * `PrerenderedHead` hydrating it, so the entry chunk does not carry the head tags' code.
 */
export function PageSections({
  route,
  components,
  islands,
  body,
}: {
  route: PageViewData;
  components: PageComponents;
  /** The page's section types that are islands (`export const island = true` in the component's file). */
  islands: readonly string[];
  body?: ReactNode;
}) {
  const placesBody = route.sections.some((section) => section.type === 'Content');
  return (
    <>
      {route.sections.map((section, index) => (
        <SectionView
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections are fixed and have no id; a section is its place on the page
          key={`${section.type}-${index}`}
          section={section}
          body={body}
          components={components}
          islands={islands}
        />
      ))}
      {!placesBody && route.hasBody && <PrerenderedHtml>{body}</PrerenderedHtml>}
    </>
  );
}
