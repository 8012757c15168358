/** Design tokens: every colour, size and duration a component uses comes from here. */
export const theme = {
  colors: {
    ink: '#0f172a',
    body: '#334155',
    muted: '#475569',
    surface: '#ffffff',
    subtle: '#f8fafc',
    tint: '#eef4ff',
    border: '#e2e8f0',
    brand: '#1d4ed8',
    brandStrong: '#1e3a8a',
    brandSoft: '#dbeafe',
    accent: '#7c3aed',
    onBrand: '#ffffff',
    heroFrom: '#0b1a3a',
    heroTo: '#1e3a8a',
    onDark: '#f8fafc',
    onDarkMuted: '#cbd5e1',
    /** Light brand and accent tints for text and decorations on the dark hero (AA on heroFrom/heroTo). */
    brandOnDark: '#93c5fd',
    accentOnDark: '#c4b5fd',
    star: '#b45309',
    /** Focus outline on light surfaces (8:1 on white). */
    focusOnLight: '#1e40af',
    /** Focus outline on the dark navy surfaces (over 5.9:1 on heroTo). */
    focusOnDark: '#fbbf24',
    flame: '#f59e0b',
    stat: {
      blue: '#1d4ed8',
      green: '#047857',
      purple: '#6d28d9',
      orange: '#c2410c',
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
  shadows: {
    card: '0 1px 2px rgb(15 23 42 / 6%), 0 8px 24px rgb(15 23 42 / 8%)',
    raised: '0 12px 32px rgb(15 23 42 / 14%)',
  },
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
