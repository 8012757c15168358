/**
 * The colours of the two schemes, as hex values. Components never read these: they read the
 * theme's `colors`, which name CSS custom properties whose values GlobalStyle sets from here, for
 * the scheme the visitor's system or choice asks for. Node code (icons, social images) reads the
 * light scheme directly.
 */
export const lightPalette = {
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
  /** The glow of the navy call-to-action panel, and the fill of a button on navy: the same in both schemes, as the panels are. */
  accentGlow: '#7c3aed',
  buttonOnDark: '#ffffff',
  star: '#b45309',
  /** Focus outline on the page's own surfaces (8:1 on white). */
  focus: '#1e40af',
  /** Focus outline on the dark navy surfaces (over 5.9:1 on heroTo). */
  focusOnDark: '#fbbf24',
  flame: '#f59e0b',
  statBlue: '#1d4ed8',
  statGreen: '#047857',
  statPurple: '#6d28d9',
  statOrange: '#c2410c',
  /** The header bar's translucent fill. */
  headerFill: 'rgb(255 255 255 / 96%)',
  cardShadow: '0 1px 2px rgb(15 23 42 / 6%), 0 8px 24px rgb(15 23 42 / 8%)',
  raisedShadow: '0 12px 32px rgb(15 23 42 / 14%)',
} as const;

/** The names of the scheme's colours, one CSS custom property each. */
export type ColourName = keyof typeof lightPalette;

/**
 * The dark scheme: the same roles on a deep slate surface. Filled buttons and badges turn light
 * with dark text (brand and onBrand swap lightness), so both text on them and brand-coloured text
 * on the page keep AA contrast. The navy hero, footer and call to action keep their colours.
 */
export const darkPalette: Record<ColourName, string> = {
  ...lightPalette,
  ink: '#f1f5f9',
  body: '#cbd5e1',
  muted: '#a3b1c6',
  surface: '#0f172a',
  subtle: '#0a1020',
  tint: '#16244a',
  border: '#334155',
  brand: '#93c5fd',
  brandStrong: '#bfdbfe',
  brandSoft: '#1e3a8a',
  accent: '#c4b5fd',
  onBrand: '#0a1020',
  star: '#fbbf24',
  focus: '#fbbf24',
  statBlue: '#93c5fd',
  statGreen: '#6ee7b7',
  statPurple: '#c4b5fd',
  statOrange: '#fdba74',
  headerFill: 'rgb(15 23 42 / 96%)',
  cardShadow: '0 1px 2px rgb(0 0 0 / 40%), 0 8px 24px rgb(0 0 0 / 30%)',
  raisedShadow: '0 12px 32px rgb(0 0 0 / 50%)',
};
