import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** npm's records of the installed packages: what a build keeps is salted with them, since an upgrade may change any result. */
export const installedPackages = ['node_modules/.package-lock.json', 'package-lock.json'] as const;

/** A hash of the text of `files` (absolute, or from `projectRoot`; a missing file counts as missing), to salt what a build keeps. */
export function hashOfFiles(projectRoot: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files.map((name) => path.resolve(projectRoot, name))) {
    hash.update(`${path.relative(projectRoot, file)}\0${existsSync(file) ? readFileSync(file, 'utf8') : '(none)'}\0`);
  }
  return hash.digest('hex');
}

/**
 * Writes `data` to `target` through a partial file named for this process and thread, so a build
 * stopped halfway never leaves a truncated file to be reused later. A failure removes the partial
 * file and is thrown.
 */
export async function writeThroughPartial(target: string, data: string | Uint8Array): Promise<void> {
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

/**
 * Writes what `contents` returns to `file` through a partial file (`writeThroughPartial`). A cache
 * that cannot be made or written is reported, naming `what` it holds, and never fails the build.
 */
export async function writeCacheFile(file: string, contents: () => string | Uint8Array, what: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeThroughPartial(file, contents());
  } catch (error) {
    console.warn(
      `Note: ${what} could not be kept in ${file} for the next build (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/**
 * Makes `target` a hard link to `source`, which is safe for files never changed in place (such as
 * those `writeThroughPartial` writes, through a new file); false where it cannot be done, e.g. across disks.
 */
export async function linkedFile(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch {
    return false;
  }
}
