import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData } from '@/model/route-data.ts';
import { PrerenderedHtml } from '../components/PrerenderedHtml.tsx';
import { RouteHead } from '../components/RouteHead.tsx';
import { UnpublishedMark } from '../components/UnpublishedMark.tsx';
import { CaseStudyDetail } from '../components/sections/CaseStudyDetail.tsx';
import { useLiveCaseStudy } from '../routing/liveRoutes.ts';

/** A case study page rendered in full: head tags and the article, which has no islands. */
export function CaseStudyView({ route }: { route: CaseStudyRouteData<MDXContent> }) {
  const live = useLiveCaseStudy(route);
  return (
    <>
      <RouteHead meta={live.meta} />
      <UnpublishedMark unpublished={live.unpublished} />
      <PrerenderedHtml>
        <CaseStudyDetail caseStudy={live.caseStudy} tags={live.tags} related={live.related} Intro={live.Body} />
      </PrerenderedHtml>
    </>
  );
}
