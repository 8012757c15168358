import { createGlobalStyle } from 'styled-components';
import { darkPalette, lightPalette } from './palette.ts';
import { colourProperty } from './theme.ts';

/** A scheme's colours as the custom properties the theme's colour tokens name. */
function customProperties(palette: Record<string, string>): string {
  return Object.entries(palette)
    .map(([name, value]) => `${colourProperty(name)}: ${value};`)
    .join(' ');
}

// The dark scheme follows the system unless the visitor chose light; a visitor's choice of dark
// (data-scheme, set by `SchemeToggle.pre-paint.ts`) wins over a light system.
const schemes = `
  :root { color-scheme: light; ${customProperties(lightPalette)} }
  @media (prefers-color-scheme: dark) {
    :root:not([data-scheme='light']) { color-scheme: dark; ${customProperties(darkPalette)} }
  }
  :root[data-scheme='dark'] { color-scheme: dark; ${customProperties(darkPalette)} }
`;

/** Resets and base type; everything else is styled by its component. */
export const GlobalStyle = createGlobalStyle`
  ${schemes}
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
    /* Copy may hold one long unbroken word (a product name, an address). Unlike break-word,
       anywhere also lets it count as breakable when flex and grid items size themselves, so
       they shrink to the column instead of widening the page. hyphens stays manual: automatic
       hyphens would split ordinary words and add hyphens to addresses. */
    overflow-wrap: anywhere;
  }
  /* A code block keeps its spaces and line breaks, and wraps rather than widen the page. */
  pre { white-space: pre-wrap; }
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
  :root { --focus-color: ${({ theme }) => theme.colors.focus}; }
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
