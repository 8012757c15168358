import type { ReactNode } from 'react';
import styled from 'styled-components';

const keepServerHtml = { __html: '' };

/**
 * Prerendered markup the browser keeps as it is. On the server, and when the app renders a page
 * after a client-side navigation, it renders its children. Hydrating a prerendered page it is
 * given none: React then leaves the server's content in place, so that page's JavaScript carries
 * neither the content's data nor the components that drew it. Given `html`, markup read from a
 * prerendered page, it shows that (see `FetchedPageView`). Its links still navigate in the app
 * (see `useStaticLinkNavigation`).
 */
export function StaticHtml({ children, html }: { children?: ReactNode; html?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is the site's own, written by the prerenderer
  if (html !== undefined) return <Region data-static="" dangerouslySetInnerHTML={{ __html: html }} />;
  if (children === undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's markup when it hydrates
    return <Region data-static="" dangerouslySetInnerHTML={keepServerHtml} suppressHydrationWarning />;
  return <Region data-static="">{children}</Region>;
}

// The wrapper only marks the region; its children lay out as if it were not there.
const Region = styled.div`
  display: contents;
`;
