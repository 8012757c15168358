import { PrerenderedHead } from '../components/RouteHead.tsx';
import { StaticHtml } from '../components/StaticHtml.tsx';

/** `CaseStudyView` as the browser hydrates it on the page it first loads: head tags and article kept as prerendered, so it needs no data. */
export function CaseStudyHydrationView() {
  return (
    <>
      <PrerenderedHead />
      <StaticHtml />
    </>
  );
}
