import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { contentRoot } from './scripts/support/paths.ts';
import { siteViteConfig } from './scripts/vite/site-config.ts';

/**
 * The browser test files that take longest in `.ci/run` (2 cores, two files at a time), longest
 * first. Vitest orders files by their last durations when its cache has them; a fresh checkout has
 * none, so it starts the largest files first, and these, short to read but long to run, came last
 * and left one worker idle for a minute or more while the other finished them.
 */
const longestTestFiles = [
  'editor',
  'content-invariants',
  'accessibility',
  'generated-sites',
  'visual',
  'grids',
  'keyboard',
  'hydration',
  'build',
].map((name) => `/tests/e2e/${name}.test.ts`);

/** Vitest's order, with the longest browser files first; loaded only by Vitest, so the dev server never loads `vitest/node`. */
async function longestFirstSequencer() {
  const { BaseSequencer } = await import('vitest/node');
  type Specification = Parameters<InstanceType<typeof BaseSequencer>['sort']>[0][number];
  const rank = (file: Specification) => {
    const index = longestTestFiles.findIndex((ending) => file.moduleId.endsWith(ending));
    return index === -1 ? longestTestFiles.length : index;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: Specification[]): Promise<Specification[]> {
      // A stable sort: other projects' files, and the other browser files, keep Vitest's order.
      return (await super.sort(files)).sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0));
    }
  };
}

// The dev server and the tests; `npm run build` calls `siteViteConfig` itself, with what it prepared.
export default defineConfig(
  async ({ command, mode }): Promise<ViteUserConfig> => ({
    ...siteViteConfig({ command, mode, contentRoot }),
    test: {
      sequence: process.env.VITEST ? { sequencer: await longestFirstSequencer() } : {},
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
            globalSetup: ['tests/support/build-test-sites.ts'],
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
