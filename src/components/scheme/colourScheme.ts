/** The visitor's choice of colour scheme: the system's, or always light, or always dark. */
export type SchemeChoice = 'system' | 'light' | 'dark';

/**
 * Marks the colour scheme toggle. Its pre-paint script (`SchemeToggle.pre-paint.ts`) handles its clicks from
 * before the app loads: it cycles system, light, dark; sets `data-scheme` on the root element
 * (none for system), which switches the colour custom properties (see GlobalStyle); points the
 * `theme-color` meta at the chosen scheme's colour; announces the new scheme through the status
 * region beside the toggle (`schemeStatusAttribute`); and keeps the choice in localStorage, from
 * where it restores it before the first paint of every later page.
 */
export const schemeToggleAttribute = 'data-scheme-toggle';

/** Marks the part of the toggle that names `choice`; the pre-paint script reads the name it announces from it. */
export const schemeChoiceAttribute = 'data-scheme-choice';

/**
 * Marks the polite live region beside the toggle. A button's name changing as it is pressed is
 * not announced by every screen reader, so the pre-paint script writes the new scheme here as well.
 */
export const schemeStatusAttribute = 'data-scheme-status';

/** The selector, inside a styled component, of its element while the page shows `choice`. */
export function whileChosen(choice: SchemeChoice): string {
  return choice === 'system'
    ? ":root:not([data-scheme='light'], [data-scheme='dark']) &"
    : `:root[data-scheme='${choice}'] &`;
}
