import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { SiteLinkName } from '@/model/fields.ts';
import type { SiteData } from '@/model/route-data.ts';
import { useSite } from '../routing/SiteContext.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/** How a link looks: a text link or one of the button styles. */
export type ActionVariant = 'primary' | 'secondary' | 'onDark' | 'outlineOnDark' | 'text';

interface ActionLinkProps {
  /** `booking`, `events`, `social`, an internal path, or an https/mailto/tel address (validated at build time). */
  href: string;
  children: ReactNode;
  variant?: ActionVariant;
  /** Stretch to the width of the container. */
  block?: boolean;
  className?: string;
}

const siteLinks: Record<SiteLinkName, (site: SiteData) => string> = {
  booking: (site) => site.bookingUrl,
  events: (site) => site.eventsUrl,
  social: (site) => site.socialUrl,
};

function isSiteLink(href: string): href is SiteLinkName {
  return href in siteLinks;
}

/** Resolves `booking`, `events` and `social` to the addresses in the site settings. */
export function resolveHref(href: string, site: SiteData): string {
  return isSiteLink(href) ? siteLinks[href](site) : href;
}

/** Whether an address is one the app navigates to itself: a path of the site or an anchor on the page (not `//host/…`). */
export function isAppAddress(href: string): boolean {
  return /^(\/(?!\/)|#)/.test(href);
}

/**
 * Every link and call to action of the site. Internal paths navigate in the app; the booking
 * calendar and other external pages open in a new tab, safely, and say so to screen readers.
 */
export function ActionLink({ href, children, variant = 'text', block = false, className }: ActionLinkProps) {
  const site = useSite();
  const target = resolveHref(href, site);
  if (isAppAddress(target)) {
    return (
      <StyledLink to={target} $variant={variant} $block={block} className={className}>
        {children}
      </StyledLink>
    );
  }
  const opensNewTab = target.startsWith('https:');
  return (
    <StyledAnchor
      href={target}
      $variant={variant}
      $block={block}
      className={className}
      {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {opensNewTab && ' '}
      {opensNewTab && <VisuallyHidden>(opens in a new tab)</VisuallyHidden>}
    </StyledAnchor>
  );
}

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  /* Narrower on a small phone, so more labels fit on one line. */
  padding: ${({ theme }) => theme.space.sm} clamp(${({ theme }) => theme.space.md}, 5vw, ${({ theme }) => theme.space.lg});
  border: 2px solid transparent;
  /* Round ends on one line (47 px tall); a label that still wraps gets a rounded box, not a lozenge. */
  border-radius: 1.5rem;
  text-wrap: balance;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  &:hover { transform: translateY(-1px); }
`;

const variants: Record<ActionVariant, ReturnType<typeof css>> = {
  primary: css`
    ${buttonBase}
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    &:hover { background: ${({ theme }) => theme.colors.brandStrong}; }
  `,
  secondary: css`
    ${buttonBase}
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    &:hover { background: ${({ theme }) => theme.colors.tint}; }
  `,
  onDark: css`
    ${buttonBase}
    background: ${({ theme }) => theme.colors.buttonOnDark};
    color: ${({ theme }) => theme.colors.heroTo};
    &:hover { background: ${({ theme }) => theme.colors.brandOnDark}; }
  `,
  outlineOnDark: css`
    ${buttonBase}
    background: transparent;
    color: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.onDark};
    &:hover { background: rgb(255 255 255 / 12%); }
  `,
  text: css`
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    &:hover { color: ${({ theme }) => theme.colors.brand}; }
  `,
};

interface StyleProps {
  $variant: ActionVariant;
  $block: boolean;
}

const linkStyles = css<StyleProps>`
  ${({ $variant }) => variants[$variant]}
  ${({ $block }) => $block && css`display: flex; width: 100%;`}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${linkStyles}
`;

const StyledAnchor = styled.a<StyleProps>`
  ${linkStyles}
`;
