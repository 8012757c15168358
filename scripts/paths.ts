import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** The content folder. */
export const contentRoot = fileURLToPath(new URL('../content', import.meta.url));
/** Where `npm run build` writes the site. */
export const distDir = fileURLToPath(new URL('../dist', import.meta.url));
