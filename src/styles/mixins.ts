import { css } from 'styled-components';
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

/** The centred content column. */
export const container = css`
  width: 100%;
  max-width: ${({ theme }: { theme: Theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }: { theme: Theme }) => theme.space.lg};
`;
