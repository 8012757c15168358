import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Where a file never run goes in the queue, by its project, higher first: the commands need no
 * built test site, so they run while the e2e setup builds the sites; the browser tests wait for
 * the sites; the files in process take milliseconds to seconds and fill the end.
 */
const unknownTier: Record<string, number> = { commands: 3, e2e: 2 };

/**
 * Orders the files of every project as one queue, longest first, so the workers end together: by
 * the duration Vitest's results cache holds for a file that ran before (a failed file first, as
 * Vitest does); a file never run, as in a clean clone, by its project (`unknownTier`), then larger
 * files first.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): [tier: number, value: number] => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const result = this.ctx.cache.getFileTestResults(key);
      if (result) return [result.failed ? 5 : 4, result.duration];
      return [unknownTier[spec.project.name] ?? 0, this.ctx.cache.getFileStats(key)?.size ?? 0];
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    return [...files].sort((a, b) => {
      const [tierA = 0, valueA = 0] = ranks.get(a) ?? [];
      const [tierB = 0, valueB = 0] = ranks.get(b) ?? [];
      return tierB - tierA || valueB - valueA;
    });
  }
}
