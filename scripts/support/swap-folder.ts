import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

/** The file system operations `swapFolder` uses; tests pass failing ones. */
export interface SwapOperations {
  exists: (folder: string) => boolean;
  rename: (from: string, to: string) => Promise<void>;
  /** Removes a folder and everything in it. */
  remove: (folder: string) => Promise<void>;
}

const nodeOperations: SwapOperations = {
  exists: existsSync,
  rename,
  remove: (folder) => rm(folder, { recursive: true, force: true }),
};

/** A swap that failed. `previousAt` is where the previous folder was left when it could not be put back. */
export class FolderSwapError extends Error {
  readonly previousAt: string | undefined;

  constructor(message: string, previousAt?: string) {
    super(message);
    this.name = 'FolderSwapError';
    this.previousAt = previousAt;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Puts folder `next` in the place of `target`: moves `target` (if there is one) aside to `aside`,
 * moves `next` in, then removes the previous folder. If `next` cannot be moved in, the previous
 * folder is moved back; a `FolderSwapError` says what happened, and where the previous folder is
 * when even that failed. Once `next` is in place the swap has succeeded: a previous folder that
 * cannot be removed is returned as a note, not thrown.
 */
export async function swapFolder(
  next: string,
  target: string,
  aside: string,
  operations: SwapOperations = nodeOperations,
): Promise<string | undefined> {
  const hadPrevious = operations.exists(target);
  if (hadPrevious) {
    try {
      await operations.rename(target, aside);
    } catch (error) {
      throw new FolderSwapError(
        `Could not move ${target} aside to ${aside} (${reasonOf(error)}); ${target} is unchanged.`,
      );
    }
  }
  try {
    await operations.rename(next, target);
  } catch (error) {
    const failure = `Could not move ${next} to ${target} (${reasonOf(error)})`;
    if (!hadPrevious) throw new FolderSwapError(`${failure}.`);
    try {
      await operations.rename(aside, target);
    } catch (restoreError) {
      throw new FolderSwapError(
        `${failure}, nor move the previous ${target} back from ${aside} (${reasonOf(restoreError)}): it is still there.`,
        aside,
      );
    }
    throw new FolderSwapError(`${failure}; the previous ${target} was put back.`);
  }
  if (!hadPrevious) return undefined;
  try {
    await operations.remove(aside);
    return undefined;
  } catch (error) {
    return `The previous ${target} could not be removed from ${aside} (${reasonOf(error)}).`;
  }
}
