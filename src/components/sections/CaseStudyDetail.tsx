import type { MDXContent } from 'mdx/types';
import type { CaseStudyRouteData } from '@/content/route-data.ts';
import { MdxBody } from '../mdx/MdxBody.tsx';

/** Temporary rendering while the section is being built. */
export function CaseStudyDetail({ caseStudy, Intro }: { caseStudy: CaseStudyRouteData<MDXContent>['caseStudy']; Intro: MDXContent }) {
  return (
    <article>
      <h1>{caseStudy.title}</h1>
      <MdxBody Body={Intro} />
    </article>
  );
}
