import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useSite } from '../../routing/SiteContext.tsx';
import { container, visuallyHidden, withoutScripts } from '../../styles/mixins.ts';
import { ActionLink } from '../ActionLink.tsx';
import { PrerenderedHtml } from '../PrerenderedHtml.tsx';
import { SiteSearch } from '../search/SiteSearch.tsx';
import { BrandLink } from './BrandLink.tsx';

/**
 * The site header: brand, main links, the booking button, search and the colour scheme toggle
 * (given by the entry point, see `App`); under the tablet width the links fold into a menu.
 */
export function Header({ schemeToggle }: { schemeToggle?: ReactNode }) {
  const { header } = useSite();
  // One of the header's disclosures at a time: opening search closes the menu, and the other way round.
  const [opened, setOpened] = useState<'menu' | 'search'>();
  const menuOpen = opened === 'menu';
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (a link followed, a search result) closes both
  useEffect(() => setOpened(undefined), [pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpened(undefined);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <Bar>
      <Inner>
        <Brand tone="onLight" />
        <DesktopNav aria-label="Main">
          <LinkList>
            {header.links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </LinkList>
        </DesktopNav>
        <DesktopButton href={header.button.href} variant="primary">
          {header.button.label}
        </DesktopButton>
        <SiteSearch open={opened === 'search'} onOpenChange={(open) => setOpened(open ? 'search' : undefined)} />
        <PrerenderedHtml>{schemeToggle}</PrerenderedHtml>
        <MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpened(menuOpen ? undefined : 'menu')}
        >
          <MenuIcon $open={menuOpen} aria-hidden="true" />
          <MenuLabel>Menu</MenuLabel>
        </MenuButton>
      </Inner>
      <MobileMenu id={menuId} hidden={!menuOpen}>
        <nav aria-label="Mobile">
          <MobileList>
            {[...header.links, ...header.mobileOnlyLinks].map((link) => (
              <li key={link.href}>
                <MobileLink href={link.href}>{link.label}</MobileLink>
              </li>
            ))}
          </MobileList>
        </nav>
        <ActionLink href={header.button.href} variant="primary" block>
          {header.button.label}
        </ActionLink>
      </MobileMenu>
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.headerFill};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  backdrop-filter: saturate(180%) blur(8px);
  /* Without scripts the phone's menu stays open in the bar: a bar that tall scrolls away. */
  ${withoutScripts(css`position: static;`)}
`;

// On phones the brand and four buttons (search, colour scheme, menu) share the row: tighter gaps and edges let them fit at 320 px.
const Inner = styled.div`
  ${container}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 4rem;
  @media (max-width: 22.49em) {
    padding-inline: ${({ theme }) => theme.space.md};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    gap: ${({ theme }) => theme.space.sm};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

// A long brand name wraps (anywhere, if one word is too long) rather than push the buttons off a phone's screen.
const Brand = styled(BrandLink)`
  margin-right: auto;
  min-width: 0;
  overflow-wrap: anywhere;
  & > svg { flex-shrink: 0; }
  @media (max-width: 22.49em) {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const desktopOnly = css`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
`;

const DesktopNav = styled.nav`
  ${desktopOnly}
`;

const DesktopButton = styled(ActionLink)`
  ${desktopOnly}
`;

const LinkList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
`;

const NavLink = styled(ActionLink)`
  /* Taller than its words, within the bar's 44 px: a target a finger or a shaky hand can hit. */
  display: inline-block;
  padding-block: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { text-decoration: underline; }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
  ${withoutScripts(css`display: none;`)}
`;

// On phones the brand, search, the colour scheme toggle and the menu only fit with the menu's word hidden (it stays its name).
const MenuLabel = styled.span`
  @media (max-width: 24.99em) {
    ${visuallyHidden}
  }
`;

const MenuIcon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 1.125rem;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before, &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    background: currentColor;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &::before { transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'translateY(-6px)')}; }
  &::after { transform: ${({ $open }) => ($open ? 'rotate(-45deg)' : 'translateY(6px)')}; }
`;

const MobileMenu = styled.div`
  ${container}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &[hidden] { display: none; }
  /* No script opens the menu: its links show below the bar. */
  ${withoutScripts(css`&[hidden] { display: grid; }`)}
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    &, &[hidden] { display: none; }
  }
`;

const MobileList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
`;

const MobileLink = styled(ActionLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;
