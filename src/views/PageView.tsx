import type { MDXContent } from 'mdx/types';
import type { PageRouteData } from '@/model/route-data.ts';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { Prose } from '../components/mdx/Prose.tsx';
import { PageSections, type PageComponents } from './PageSections.tsx';

/** A page rendered from its full data, with its MDX body; loaded with the route's chunk, since the page a visitor first loads only hydrates (`PageSections`). */
export function PageView({ route, components }: { route: PageRouteData<MDXContent>; components: PageComponents }) {
  const body = (
    <Prose>
      <MdxBody Body={route.Body} />
    </Prose>
  );
  return <PageSections route={route} components={components} body={body} />;
}
