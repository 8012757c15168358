import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { loadAfterFirstPaint } from './scripts/load-after-paint.ts';
import { mdxFromParsedBodies } from './scripts/mdx-compile.ts';
import { contentRoot } from './scripts/paths.ts';
import { reactRouterProduction } from './scripts/react-router-production.ts';
import { withTransformCache } from './scripts/transform-cache.ts';
import { hydratedSectionTypes } from './src/components/sections/hydrated.ts';
import { contentPlugin } from './src/content/vite-plugin.ts';

export default defineConfig(({ command, mode }) => ({
  // Files in content/public are served as they are from the site root (/images/…, /favicon.svg).
  publicDir: path.join(contentRoot, 'public'),
  plugins: [
    contentPlugin({
      contentRoot,
      sectionComponentFile: (type) => fileURLToPath(new URL(`./src/components/sections/${type}.tsx`, import.meta.url)),
      hydratedSectionTypes,
    }),
    // MDX runs before React so React Refresh sees compiled MDX and updates bodies in place.
    { ...withTransformCache(mdxFromParsedBodies(/\.mdx$/), /\.mdx$/), enforce: 'pre' },
    react({ include: /\.(mdx|[jt]sx?)$/ }),
    loadAfterFirstPaint(),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' && mode === 'production' ? reactRouterProduction : [])],
  },
  ssr: {
    // Node would load styled-components' CommonJS build, where `styled.header` is not a function.
    noExternal: ['styled-components'],
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every module the entry imports statically loads on every page anyway: one chunk for
          // them compresses better and costs fewer requests than the pieces the route chunks share.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // Some of these run the project's scripts in a child process: slow on a loaded machine.
        test: { name: 'content', include: ['tests/content/**/*.test.ts', 'tests/scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
