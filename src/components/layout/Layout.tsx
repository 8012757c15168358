import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mainContentAnchor } from '@/content/routes.ts';
import { useStaticLinkNavigation } from '../../routing/useStaticLinkNavigation.ts';
import { useMotionToggles } from '../motion/motionPreference.ts';
import { visuallyHidden } from '../../styles/mixins.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { useNavigationFocus } from './useNavigationFocus.ts';

/** The frame of every page: skip link, header, main content, footer. */
export function Layout({ children }: { children: ReactNode }) {
  const announcement = useNavigationFocus();
  useStaticLinkNavigation();
  useMotionToggles();
  return (
    <>
      <SkipLink href={`#${mainContentAnchor}`}>Skip to main content</SkipLink>
      <Header />
      <Main id={mainContentAnchor} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
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
