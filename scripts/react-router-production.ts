import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);
const productionBuild = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

/**
 * Vite aliases that give a production build React Router's production build. Its package exports
 * only the development build, whatever the mode (remix-run/react-router#14102): that build warns
 * in the console and checks every route and link as it renders. `react-router-dom` only
 * re-exports `react-router` and the `react-router/dom` routers, which the site does not use.
 * Matched exactly, so no other module that merely starts with the name is redirected.
 */
export const reactRouterProduction: Alias[] = [
  { find: /^react-router(-dom)?$/, replacement: path.join(productionBuild, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(productionBuild, 'dom-export.mjs') },
];
