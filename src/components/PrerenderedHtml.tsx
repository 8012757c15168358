import type { ReactNode } from 'react';
import styled from 'styled-components';

const keepPrerenderedHtml = { __html: '' };

/**
 * A part of the page that is prerendered HTML in the browser: everything but the layout's header
 * and the islands (see `src/routing/hydration.ts`). On the server, and when the app renders a
 * route after a client-side navigation, it renders its children. Hydrating the prerendered page
 * it is given none: React then leaves the HTML in place, so that page's JavaScript carries
 * neither the part's data nor the components that drew it. Its links still navigate in the app
 * (see `usePrerenderedLinkNavigation`). `FetchedPageView` shows the regions of a fetched
 * prerendered page in `Region`s of its own.
 */
export function PrerenderedHtml({ children }: { children?: ReactNode }) {
  if (children === undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that React leaves the prerendered HTML in place
    return <Region data-prerendered="" dangerouslySetInnerHTML={keepPrerenderedHtml} suppressHydrationWarning />;
  return <Region data-prerendered="">{children}</Region>;
}

/** The wrapper only marks the region; its children lay out as if it were not there. */
export const Region = styled.div`
  display: contents;
`;
