import type { ReactNode } from 'react';
import styled from 'styled-components';
import { isListingRoute, mainContentAnchor } from '@/model/routes.ts';
import { useLocation } from 'react-router-dom';
import { usePrerenderedLinkNavigation } from '../../routing/usePrerenderedLinkNavigation.ts';
import { PrerenderedHtml } from '../PrerenderedHtml.tsx';
import { visuallyHidden } from '../../styles/mixins.ts';
import { Header } from './Header.tsx';
import { useNavigationFocus } from './useNavigationFocus.ts';

/**
 * The frame of every page: skip link, header, main content, footer. The footer is the same on
 * every page and has nothing to interact with, so it is given by the entry point: the server
 * renders `Footer`, and hydrating leaves that prerendered markup for the whole visit
 * (`footer` is undefined there), so the footer's code never reaches the browser's first load.
 * The header's colour scheme toggle is given the same way.
 */
export function Layout({
  children,
  footer,
  schemeToggle,
}: {
  children: ReactNode;
  footer?: ReactNode;
  schemeToggle?: ReactNode;
}) {
  const announcement = useNavigationFocus();
  usePrerenderedLinkNavigation();
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href={`#${mainContentAnchor}`}>Skip to main content</SkipLink>
      <Header schemeToggle={schemeToggle} />
      {/* What site search indexes (scripts/search/index-site.ts): the main content, not header or footer, and no listing. */}
      <Main id={mainContentAnchor} tabIndex={-1} data-pagefind-body={isListingRoute(pathname) ? undefined : ''}>
        {children}
      </Main>
      <PrerenderedHtml>{footer}</PrerenderedHtml>
      <Announcer aria-live="polite" aria-atomic="true">
        {announcement}
      </Announcer>
    </>
  );
}

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.sm};
    left: ${({ theme }) => theme.space.sm};
    z-index: ${({ theme }) => theme.zIndices.skipLink};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onDark};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Announcer = styled.div`
  ${visuallyHidden}
`;

const Main = styled.main`
  display: block;
  &:focus { outline: none; }
`;
