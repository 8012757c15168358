import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Where a project's files go in the queue, higher first: the commands need no built test site, so
 * they run while the e2e setup builds the sites; the browser tests wait for the sites; the files in
 * process take milliseconds to seconds and fill the end, the unit files before the components'.
 * Every project has a place of its own because a worker that shares its modules between files
 * serves one project: a file of another project in between starts a new worker, which imports
 * everything again (unit and component files interleaved started 34 workers instead of 6).
 */
const projectTier: Record<string, number> = { commands: 3, e2e: 2, unit: 1, components: 0 };

/**
 * Orders the files of every project as one queue so the workers end together: by project
 * (`projectTier`), then a failed file first (as Vitest does), then longest first by the duration
 * Vitest's results cache holds; a file never run (a clean clone, a new file) by its size.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): number[] => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const result = this.ctx.cache.getFileTestResults(key);
      const tier = projectTier[spec.project.name] ?? 0;
      if (result) return [tier, result.failed ? 2 : 1, result.duration];
      return [tier, 0, this.ctx.cache.getFileStats(key)?.size ?? 0];
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    return [...files].sort((a, b) => {
      const rankA = ranks.get(a) ?? [];
      const rankB = ranks.get(b) ?? [];
      for (let index = 0; index < rankA.length; index++) {
        const difference = (rankB[index] ?? 0) - (rankA[index] ?? 0);
        if (difference !== 0) return difference;
      }
      return 0;
    });
  }
}
