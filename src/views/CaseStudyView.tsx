import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData } from '@/model/route-data.ts';
import { CaseStudyDetail } from '../components/sections/CaseStudyDetail.tsx';
import { RouteHead } from '../components/RouteHead.tsx';
import { StaticHtml } from '../components/StaticHtml.tsx';

/** A case study page: head tags and the article, which is not hydrated (see `CaseStudyHydrationView`). */
export function CaseStudyView({ route }: { route: CaseStudyRouteData<MDXContent> }) {
  return (
    <>
      <RouteHead meta={route.meta} />
      <StaticHtml>
        <CaseStudyDetail caseStudy={route.caseStudy} Intro={route.Body} />
      </StaticHtml>
    </>
  );
}
