/**
 * How the build's cache (`cache.ts`) writes a file, in plain JavaScript typed by its JSDoc, so that
 * a worker module Node runs as is, without tsx's hooks, writes the same way (decision 0010).
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { threadId } from 'node:worker_threads';

/**
 * Writes `data` to `target` through a partial file named for this process and thread, so a build
 * stopped halfway never leaves a truncated file to be reused later. A failure removes the partial
 * file and is thrown.
 * @param {string} target
 * @param {string | Uint8Array} data
 * @returns {Promise<void>}
 */
export async function writeThroughPartial(target, data) {
  const partial = `${target}.${process.pid}.${threadId}.partial`;
  try {
    await writeFile(partial, data);
    await rename(partial, target);
  } catch (error) {
    // The folder may be what failed, so removing the partial file may fail too.
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}
