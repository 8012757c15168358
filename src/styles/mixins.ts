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

/** The focus ring every interactive element shares: 3px amber with a white gap, visible on light and dark. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }: { theme: Theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }: { theme: Theme }) => theme.colors.ink};
  }
`;

/** The centred content column. */
export const container = css`
  width: 100%;
  max-width: ${({ theme }: { theme: Theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }: { theme: Theme }) => theme.space.lg};
`;
