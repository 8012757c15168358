import { css, type RuleSet } from 'styled-components';
import type { Theme } from './theme.ts';

/** Styles for the tablet width and up. */
export const fromMedium = (styles: ReturnType<typeof css>) => css`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    ${styles}
  }
`;

/** Styles for the desktop width and up. */
export const fromLarge = (styles: ReturnType<typeof css>) => css`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    ${styles}
  }
`;

/** Styles for visitors who ask for reduced motion. */
export const forReducedMotion = (styles: ReturnType<typeof css>) => css`
  @media (prefers-reduced-motion: reduce) {
    ${styles}
  }
`;

/**
 * Styles for a browser that runs no scripts: what a script would open is shown, and a control
 * that only a script works is not offered.
 */
export const withoutScripts = (styles: ReturnType<typeof css>) => css`
  @media (scripting: none) {
    ${styles}
  }
`;

/**
 * Styles for the dark colour scheme: the system's unless the visitor chose light, or the visitor's
 * choice (`data-scheme`, see GlobalStyle). For the rare element that needs more than the colour tokens.
 */
export const forDarkScheme = (styles: ReturnType<typeof css>) => css`
  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) & {
      ${styles}
    }
  }
  :root[data-scheme='dark'] & {
    ${styles}
  }
`;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * For dark surfaces: focus outlines inside switch to the light focus colour, so the
 * indicator keeps at least 3:1 against what surrounds it (WCAG 1.4.11).
 */
export const darkSurface = css`
  --focus-color: ${({ theme }: { theme: Theme }) => theme.colors.focusOnDark};
`;

/** A header control that shows only an icon: at least 44 px square, the size of a fingertip, on the surface with a hairline border. */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }: { theme: Theme }) => theme.colors.border};
  border-radius: ${({ theme }: { theme: Theme }) => theme.radii.sm};
  background: ${({ theme }: { theme: Theme }) => theme.colors.surface};
  color: ${({ theme }: { theme: Theme }) => theme.colors.ink};
  cursor: pointer;
`;

/** The centred content column. */
export const container = css`
  width: 100%;
  max-width: ${({ theme }: { theme: Theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }: { theme: Theme }) => theme.space.lg};
`;

/** A list without bullets or indent, for lists laid out as grids and rows. */
export const bareList = css`
  padding: 0;
  list-style: none;
`;

/** The surface most sections draw their items on: white, a hairline border, large corners, a soft shadow. */
export const card = css`
  border: 1px solid ${({ theme }: { theme: Theme }) => theme.colors.border};
  border-radius: ${({ theme }: { theme: Theme }) => theme.radii.lg};
  background: ${({ theme }: { theme: Theme }) => theme.colors.surface};
  box-shadow: ${({ theme }: { theme: Theme }) => theme.shadows.card};
`;

/** A card's or panel's inner spacing, roomier from the tablet width up. */
export const cardPadding = css`
  padding: ${({ theme }: { theme: Theme }) => theme.space.lg};
  ${fromMedium(css`padding: ${({ theme }: { theme: Theme }) => theme.space.xl};`)}
`;

/** What fills a badge: the brand-to-accent gradient, the soft brand tint, or the solid brand colour. */
const badgeFills = {
  gradient: css`
    background: linear-gradient(135deg, ${({ theme }: { theme: Theme }) => `${theme.colors.brand}, ${theme.colors.accent}`});
    color: ${({ theme }: { theme: Theme }) => theme.colors.onBrand};
  `,
  soft: css`
    background: ${({ theme }: { theme: Theme }) => theme.colors.brandSoft};
    color: ${({ theme }: { theme: Theme }) => theme.colors.brand};
  `,
  solid: css`
    background: ${({ theme }: { theme: Theme }) => theme.colors.brand};
    color: ${({ theme }: { theme: Theme }) => theme.colors.onBrand};
  `,
};

/** A square badge `size` wide with its icon, initials or number centred; the corners are the caller's. */
export const badge = (size: string, fill: keyof typeof badgeFills) => css`
  display: grid;
  flex: none;
  place-items: center;
  width: ${size};
  height: ${size};
  ${badgeFills[fill]}
`;

/** A grid of as many columns of at least `minWidth` as fit, down to one column on a phone. */
export const autoFitColumns = (minWidth: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr));
`;

/**
 * A continuous animation, given as the `animation` shorthand: the page-wide pause control stops it
 * through `--motion-play-state` (WCAG 2.2.2), and it stands still for visitors who prefer reduced motion.
 */
export const endlessAnimation = <Props extends object>(animation: RuleSet<Props>) => css<Props>`
  animation: ${animation};
  animation-play-state: var(--motion-play-state, running);
  ${forReducedMotion(css`animation: none;`)}
`;
