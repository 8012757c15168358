import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { LongestFirst } from './tests/support/longest-first.ts';
import siteConfig from './vite.config.ts';

// The site's Vite configuration (`vite.config.ts`, which the dev server loads in project copies
// without tests/) with the test projects.
export default defineConfig(
  (env): ViteUserConfig =>
    mergeConfig(siteConfig(env), {
      test: {
        // One queue for every project: the commands (which need no test site) while the sites build,
        // then the browser tests, then the short files in process, each project's longest file first,
        // so the workers end together. Two at once, one per core: the run is CPU-bound, and with a
        // third file at once Chromium used more CPU (more renderer processes, more work in its GPU
        // process) and the run did not end sooner.
        maxWorkers: 2,
        sequence: { sequencer: LongestFirst },
        projects: [
          {
            extends: true,
            // Functions of the Node side, called in process: no build, no browser.
            test: {
              name: 'unit',
              include: ['tests/unit/**/*.test.ts'],
              environment: 'node',
              // A file here may run while the test sites build and Chromium draws on the same 2 cores.
              testTimeout: 60_000,
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
              // As the unit files: they share their worker's modules; the setup file cleans the DOM after each test.
              isolate: false,
              // A file's first render loads jsdom and styled-components: slow while builds share the cores.
              testTimeout: 60_000,
            },
          },
          {
            extends: true,
            test: {
              // The project's commands (new, check, build, edit, the dev server) in child processes on
              // copies of the project: no built test site, so they run while the e2e setup builds them.
              name: 'commands',
              include: ['tests/commands/**/*.test.ts'],
              environment: 'node',
              // As the unit files: they share their worker's modules (each file opens and closes its own
              // project copies, servers and browser contexts).
              isolate: false,
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
          {
            extends: true,
            test: {
              // Chromium and the other checkers against the built test sites, under their real headers.
              name: 'e2e',
              include: ['tests/e2e/**/*.test.ts'],
              environment: 'node',
              // As the unit files: playwright-core, axe's source and the Node side are imported once per
              // worker instead of once per file.
              isolate: false,
              // Starts building the two test sites, serves them, and starts the one Chromium the browser
              // tests share; each file of the project waits for the builds in its setup file.
              globalSetup: ['tests/support/build-test-sites.ts', 'tests/support/serve-test-sites.ts'],
              setupFiles: ['tests/support/await-test-sites.ts'],
              testTimeout: 60_000,
              hookTimeout: 120_000,
            },
          },
        ],
      },
    }),
);
