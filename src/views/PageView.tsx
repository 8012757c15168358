import type { MDXContent } from 'mdx/types';
import type { PageRouteData } from '@/content/route-data.ts';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { Prose } from '../components/mdx/Prose.tsx';
import { RouteHead } from '../components/RouteHead.tsx';
import { sectionComponents } from '../components/sections/index.ts';
import type { AppSection } from '../components/sections/types.ts';

function SectionView({ section, Body }: { section: AppSection; Body: MDXContent }) {
  if (section.type === 'Content') {
    return (
      <Prose>
        <MdxBody Body={Body} />
      </Prose>
    );
  }
  // The map pairs each type with its component; TypeScript cannot narrow a union through an index, hence the cast.
  const Component = sectionComponents[section.type] as React.ComponentType<{ section: AppSection }>;
  return <Component section={section} />;
}

/** A page: its head tags, then its sections in order; the MDX body goes where a Content section is, or last. */
export function PageView({ route }: { route: PageRouteData<MDXContent> }) {
  const placesBody = route.sections.some((section) => section.type === 'Content');
  return (
    <>
      <RouteHead meta={route.meta} />
      {route.sections.map((section, index) => (
        <SectionView key={`${section.type}-${index}`} section={section} Body={route.Body} />
      ))}
      {!placesBody && route.hasBody && (
        <Prose>
          <MdxBody Body={route.Body} />
        </Prose>
      )}
    </>
  );
}
