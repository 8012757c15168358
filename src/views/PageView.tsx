import type { MDXContent } from 'mdx/types';
import type { PageRouteData } from '@/model/route-data.ts';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { Prose } from '../components/mdx/Prose.tsx';
import { RouteHead } from '../components/RouteHead.tsx';
import { UnpublishedMark } from '../components/UnpublishedMark.tsx';
import { useLivePage } from '../routing/liveRoutes.ts';
import { PageSections, type PageComponents } from './PageSections.tsx';

/**
 * A page rendered in full, with its MDX body: on the server, and in the browser after a
 * client-side navigation. Loaded with the route's chunk, since hydrating renders only the
 * page's islands (`PageSections`).
 */
export function PageView({
  route,
  components,
  islands,
}: {
  route: PageRouteData<MDXContent>;
  components: PageComponents;
  islands: readonly string[];
}) {
  const live = useLivePage(route);
  const body = (
    <Prose>
      <MdxBody Body={live.Body} />
    </Prose>
  );
  return (
    <>
      <UnpublishedMark unpublished={live.unpublished} />
      <RouteHead meta={live.meta} />
      <PageSections route={live} components={components} islands={islands} body={body} />
    </>
  );
}
