import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData } from '@/content/route-data.ts';
import { CaseStudyDetail } from '../components/sections/CaseStudyDetail.tsx';
import { RouteHead } from '../components/RouteHead.tsx';

/** A case study page: head tags and the article. */
export function CaseStudyView({ route }: { route: CaseStudyRouteData<MDXContent> }) {
  return (
    <>
      <RouteHead meta={route.meta} />
      <CaseStudyDetail caseStudy={route.caseStudy} Intro={route.Body} />
    </>
  );
}
