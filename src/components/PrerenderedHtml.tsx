import type { ReactNode } from 'react';
import styled from 'styled-components';

const keepPrerenderedHtml = { __html: '' };

/**
 * A part of the page that is prerendered HTML in the browser: everything but the layout's header
 * and the islands (see `src/routing/hydration.ts`). On the server, and when the app renders a
 * route after a client-side navigation, it renders its children. Hydrating the prerendered page
 * it is given none: React then leaves the HTML in place, so that page's JavaScript carries
 * neither the part's data nor the components that drew it. Given `html`, markup read from a
 * fetched prerendered page, it shows that (see `FetchedPageView`). Its links still navigate in
 * the app (see `usePrerenderedLinkNavigation`).
 */
export function PrerenderedHtml({ children, html }: { children?: ReactNode; html?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup the prerenderer wrote for this site, read from its own origin
  if (html !== undefined) return <Region data-prerendered="" dangerouslySetInnerHTML={{ __html: html }} />;
  if (children === undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that React leaves the prerendered HTML in place
    return <Region data-prerendered="" dangerouslySetInnerHTML={keepPrerenderedHtml} suppressHydrationWarning />;
  return <Region data-prerendered="">{children}</Region>;
}

// The wrapper only marks the region; its children lay out as if it were not there.
const Region = styled.div`
  display: contents;
`;
