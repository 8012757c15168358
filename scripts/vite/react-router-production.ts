import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);
/** A package's folder, from its package.json (which every package exports), not its CommonJS entry. */
const packageFolder = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const productionBuild = path.join(packageFolder('react-router'), 'dist', 'production');

/**
 * Vite aliases that give a production build React Router's production build. Its package exports
 * only the development build, whatever the mode (remix-run/react-router#14102): that build warns
 * in the console and checks every route and link as it renders. `react-router-dom` goes to its
 * own ES module, whose imports of `react-router` and `react-router/dom` these aliases then
 * redirect, so it exports the same names as in development. Each matches its specifier exactly,
 * so no other module that merely starts with the name is redirected.
 */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(productionBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(productionBuild, 'dom-export.mjs') },
  { find: /^react-router-dom$/, replacement: path.join(packageFolder('react-router-dom'), 'dist', 'index.mjs') },
];
