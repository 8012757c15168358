/** User Timing marks of the app's start in the browser, as performance tools show them. */
export const startupMarks = {
  /** React, React DOM and React Router have run their module code. */
  framework: 'startup: framework evaluated',
  /** styled-components has run its module code, which reads the page's prerendered styles into its sheet. */
  styles: 'startup: styles evaluated',
  /** The app's modules have run; hydration starts. */
  app: 'startup: app evaluated',
} as const;
