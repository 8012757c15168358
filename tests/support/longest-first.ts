import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose files run the commands, build sites or drive Chromium: seconds to minutes
 * each, much of it waiting on other processes. By where a file never run goes among them: the
 * commands need no built test site, so they run while the e2e setup builds the sites.
 */
const waitingTier: Record<string, number> = { commands: 2, e2e: 1 };

/**
 * Orders the files of every project as one queue: the end-to-end files longest first, so the
 * workers end together, by the duration in Vitest's results cache (a failed file first, as Vitest
 * does); a file never run, as in a clean clone, by its project (`waitingTier`) and its size. The
 * files in process come after the first `maxWorkers - 1` of them: one worker goes through their
 * seconds of CPU while the others' files wait on Chromium and child processes.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): [tier: number, value: number] => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      const result = this.ctx.cache.getFileTestResults(key);
      if (result) return [result.failed ? 4 : 3, result.duration];
      return [waitingTier[spec.project.name] ?? 0, this.ctx.cache.getFileStats(key)?.size ?? 0];
    };
    const ranks = new Map(files.map((spec) => [spec, rank(spec)]));
    const sorted = [...files].sort((a, b) => {
      const [tierA = 0, valueA = 0] = ranks.get(a) ?? [];
      const [tierB = 0, valueB = 0] = ranks.get(b) ?? [];
      return tierB - tierA || valueB - valueA;
    });
    const waiting = sorted.filter((spec) => spec.project.name in waitingTier);
    const inProcess = sorted.filter((spec) => !(spec.project.name in waitingTier));
    const first = Math.max(1, this.ctx.config.maxWorkers - 1);
    return [...waiting.slice(0, first), ...inProcess, ...waiting.slice(first)];
  }
}
