import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The project whose files build sites, spawn commands and drive Chromium: seconds to minutes each. */
const slowProject = 'e2e';

/**
 * Orders the files of every project as one queue, longest first, so the workers end together: by
 * the duration Vitest's results cache holds for a file that ran before (a failed file first, as
 * Vitest does); a file never run, as in a clean clone, before all of them if it is end-to-end and
 * after all of them if it runs in process, larger files first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): [tier: number, value: number] => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const result = this.ctx.cache.getFileTestResults(key);
      if (result) return [result.failed ? 3 : 1, result.duration];
      return [spec.project.name === slowProject ? 2 : 0, this.ctx.cache.getFileStats(key)?.size ?? 0];
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    return [...files].sort((a, b) => {
      const [tierA = 0, valueA = 0] = ranks.get(a) ?? [];
      const [tierB = 0, valueB = 0] = ranks.get(b) ?? [];
      return tierB - tierA || valueB - valueA;
    });
  }
}
