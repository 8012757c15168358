/** The visitor's choice of colour scheme: the system's, or always light, or always dark. */
export type SchemeChoice = 'system' | 'light' | 'dark';

/**
 * Marks the colour scheme toggle. The page's head script (index.html) handles its clicks from
 * before the app loads: it cycles system, light, dark; sets `data-scheme` on the root element
 * (none for system), which switches the colour custom properties (see GlobalStyle); and keeps the
 * choice in localStorage, from where it restores it before the first paint of every later page.
 */
export const schemeToggleAttribute = 'data-scheme-toggle';

/** The selector, inside a styled component, of its element while the page shows `choice`. */
export function whileChosen(choice: SchemeChoice): string {
  return choice === 'system' ? ":root:not([data-scheme='light'], [data-scheme='dark']) &" : `:root[data-scheme='${choice}'] &`;
}
