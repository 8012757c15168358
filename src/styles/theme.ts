// Only the type: the palettes themselves stay out of the app's JavaScript (GlobalStyle, which
// reads them, is not in the code every page loads).
import type { ColourName } from './palette.ts';

/** The custom property that holds a colour: `statGreen` is `--color-stat-green`. */
export function colourProperty(name: string): string {
  return `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The CSS custom property that holds a colour of the current scheme (see palette.ts and GlobalStyle). */
function token(name: ColourName): string {
  return `var(${colourProperty(name)})`;
}

/** Design tokens: every colour, size and duration a component uses comes from here. */
export const theme = {
  /** Every colour names a CSS custom property, set for each scheme from palette.ts by GlobalStyle. */
  colors: {
    ink: token('ink'),
    body: token('body'),
    muted: token('muted'),
    surface: token('surface'),
    subtle: token('subtle'),
    tint: token('tint'),
    border: token('border'),
    brand: token('brand'),
    brandStrong: token('brandStrong'),
    brandSoft: token('brandSoft'),
    accent: token('accent'),
    onBrand: token('onBrand'),
    heroFrom: token('heroFrom'),
    heroTo: token('heroTo'),
    onDark: token('onDark'),
    onDarkMuted: token('onDarkMuted'),
    brandOnDark: token('brandOnDark'),
    accentOnDark: token('accentOnDark'),
    accentGlow: token('accentGlow'),
    buttonOnDark: token('buttonOnDark'),
    star: token('star'),
    focus: token('focus'),
    focusOnDark: token('focusOnDark'),
    flame: token('flame'),
    headerFill: token('headerFill'),
    stat: {
      blue: token('statBlue'),
      green: token('statGreen'),
      purple: token('statPurple'),
      orange: token('statOrange'),
    },
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.25rem)',
    display: 'clamp(2.25rem, 1.6rem + 3.2vw, 4rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.15, snug: 1.35, body: 1.6 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 2rem + 4vw, 6rem)',
  },
  radii: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadows: { card: token('cardShadow'), raised: token('raisedShadow') },
  layout: { maxWidth: '72rem', narrow: '48rem' },
  breakpoints: { sm: '36em', md: '48em', lg: '64em' },
  motion: {
    fast: '150ms',
    normal: '250ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndices: { decoration: 0, content: 1, header: 10, skipLink: 20 },
} as const;

/** The theme's shape, for `DefaultTheme`. */
export type Theme = typeof theme;
