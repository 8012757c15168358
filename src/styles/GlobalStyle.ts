import { createGlobalStyle } from 'styled-components';

/** Resets and base type; everything else is styled by its component. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: 5rem; }
  /* Every continuous animation reads this variable; the motion toggle sets data-motion. */
  html[data-motion='paused'] { --motion-play-state: paused; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.body};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.ink};
  }
  p, ul, ol, figure, blockquote { margin: 0; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  :root { --focus-color: ${({ theme }) => theme.colors.focusOnLight}; }
  /* One focus indicator for everything; dark surfaces switch the colour (see darkSurface). */
  :focus-visible {
    outline: 3px solid var(--focus-color);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
