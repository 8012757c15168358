import type { ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import type { PageHydrationData, PageRouteData, ResolvedSection, StaticSlot } from '@/model/route-data.ts';
import { PrerenderedHead, RouteHead } from '../components/RouteHead.tsx';
import { StaticHtml } from '../components/StaticHtml.tsx';
import { isHydratedSection } from '../components/sections/hydrated.ts';
import type { SectionComponentMap } from '../components/sections/index.ts';
import type { AppSection } from '../components/sections/types.ts';

/** The components of a page's sections, as its route module exports them. */
export type PageComponents = Partial<SectionComponentMap>;

/** A page's full data, or on the page the browser first loads, what it needs to hydrate the HTML. */
export type PageViewData = PageRouteData<MDXContent> | PageHydrationData<MDXContent>;

function SectionView({
  section,
  body,
  components,
}: {
  section: ResolvedSection<MDXContent> | StaticSlot;
  body: ReactNode;
  components: PageComponents;
}) {
  if (section.type === 'Static') return <StaticHtml />;
  if (section.type === 'Content') return <StaticHtml>{body}</StaticHtml>;
  // The map pairs each type with its component; TypeScript cannot narrow a union through an index, hence the cast.
  const Component = components[section.type] as React.ComponentType<{ section: AppSection }> | undefined;
  if (!Component) throw new Error(`The route module of ${section.type} sections does not export their component.`);
  const rendered = <Component section={section} />;
  return isHydratedSection(section.type) ? rendered : <StaticHtml>{rendered}</StaticHtml>;
}

/**
 * A page: its head tags, then its sections in order; `body` (the rendered MDX body) goes where a
 * Content section is, or last. Sections that are not hydrated are `StaticHtml`, so from hydration
 * data (no head tags, no body, static sections as slots) the browser keeps the prerendered markup of each.
 */
export function PageSections({
  route,
  components,
  body,
}: {
  route: PageViewData;
  components: PageComponents;
  body?: ReactNode;
}) {
  const placesBody = route.sections.some((section) => section.type === 'Content');
  return (
    <>
      {'meta' in route ? <RouteHead meta={route.meta} /> : <PrerenderedHead />}
      {route.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections are fixed and have no id; a section is its place on the page
        <SectionView key={`${section.type}-${index}`} section={section} body={body} components={components} />
      ))}
      {!placesBody && route.hasBody && <StaticHtml>{body}</StaticHtml>}
    </>
  );
}
