import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { contentRoot } from './scripts/support/paths.ts';
import { siteViteConfig } from './scripts/vite/site-config.ts';

// The dev server and the tests; `npm run build` calls `siteViteConfig` itself, with what it prepared.
export default defineConfig(
  ({ command, mode }): ViteUserConfig => ({
    ...siteViteConfig({ command, mode, contentRoot }),
    test: {
      projects: [
        {
          extends: true,
          // Functions of the Node side, called in process: no build, no browser.
          // Two files at once, as the browser tests: Vitest's default on 2 cores is one.
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            maxWorkers: 2,
            // Files share their worker's modules instead of importing them afresh (zod, the content
            // model, sharp): no file leaves state for the next, in any order.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/components/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['tests/support/setup-dom.ts'],
            maxWorkers: 2,
            // As the unit files: they share their worker's modules; the setup file cleans the DOM after each test.
            isolate: false,
            // A file's first render loads jsdom and styled-components: slow while builds share the cores.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            // The real commands in child processes, and Chromium against the built fixture site.
            name: 'e2e',
            include: ['tests/e2e/**/*.test.ts'],
            environment: 'node',
            // Builds the two test sites, then serves them and starts the one Chromium the browser tests share.
            globalSetup: ['tests/support/build-test-sites.ts', 'tests/support/serve-test-sites.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // Two files at once even on 2 cores (Vitest's default there is one): most of a browser
            // test's time is Chromium's, in other processes, so one file alone leaves a core idle.
            maxWorkers: 2,
            // A project with its own maxWorkers runs as its own group: after the unit and component files.
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  }),
);
