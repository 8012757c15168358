/** The one way the Node side runs git. */
import { spawnSync } from 'node:child_process';

/** A git command that failed, or git missing: what git said. */
export class GitError extends Error {
  override name = 'GitError';
}

/** The output of `git -C folder ...args`, given `input` on its standard input; throws a `GitError` when git fails. */
export function git(folder: string, args: string[], input?: string): Buffer {
  const result = spawnSync('git', ['-C', folder, ...args], { input, maxBuffer: 1 << 30 });
  if (result.status !== 0)
    throw new GitError(
      `git ${args.join(' ')} failed: ${result.error?.message ?? result.stderr.toString('utf8').trim()}`,
    );
  return result.stdout;
}
