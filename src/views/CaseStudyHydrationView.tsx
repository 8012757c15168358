import type { CaseStudyHydrationData } from '@/content/route-data.ts';
import { RouteHead } from '../components/RouteHead.tsx';
import { StaticHtml } from '../components/StaticHtml.tsx';

/** `CaseStudyView` as the browser hydrates it on the page it first loads: head tags, and the article kept as prerendered. */
export function CaseStudyHydrationView({ route }: { route: CaseStudyHydrationData }) {
  return (
    <>
      <RouteHead meta={route.meta} />
      <StaticHtml />
    </>
  );
}
