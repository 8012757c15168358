import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser test files that take longest in `.ci/run` (2 cores, two files at a time), longest
 * first. Vitest orders files by their last durations when its cache has them; a fresh checkout has
 * none, so it would start the largest files first, and these ones, short to read but long to run,
 * came last and left one worker idle for a minute or more while the other finished them.
 */
const longestFiles = [
  'editor.test.ts',
  'content-invariants.test.ts',
  'accessibility.test.ts',
  'generated-sites.test.ts',
  'visual.test.ts',
  'grids.test.ts',
  'keyboard.test.ts',
  'hydration.test.ts',
  'build.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = longestFiles.findIndex((name) => file.moduleId.endsWith(`/tests/e2e/${name}`));
  return index === -1 ? longestFiles.length : index;
};

/** Vitest's own order, with the longest browser files moved to the front of their project. */
export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: files of other projects, and the rest, keep Vitest's order.
    return sorted.sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0));
  }
}
