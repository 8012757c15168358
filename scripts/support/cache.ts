/**
 * The build's one cache: a folder of files, each named by a key that digests everything that
 * made it: the input (a picture's bytes, a title) and the code that made it, with the lockfile.
 * An entry is never changed in place, so a build may hard-link it into the site. A build notes
 * every entry it uses, and `prune` removes the rest: the folder holds what the last build used.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { repoRoot } from './paths.ts';

/** npm's records of the installed packages: an upgrade may change any result, so every key includes them. */
const lockfiles = ['package-lock.json', 'node_modules/.package-lock.json'].map((file) => path.join(repoRoot, file));

/**
 * A digest of the code that makes a kind of entry: the text of `files` (modules, as
 * `import.meta.url` or a path) and of the lockfiles. Part of each key of that kind (`cacheKey`).
 */
export function codeDigest(files: readonly (string | URL)[]): string {
  const hash = createHash('sha256');
  for (const file of [...files.map((name) => (name instanceof URL ? fileURLToPath(name) : name)), ...lockfiles]) {
    hash.update(`${path.relative(repoRoot, file)}\0${existsSync(file) ? readFileSync(file, 'utf8') : '(none)'}\0`);
  }
  return hash.digest('hex');
}

/** The key of an entry: a digest of the code that makes it (`codeDigest`) and of its inputs. */
export function cacheKey(code: string, ...inputs: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256').update(code);
  for (const input of inputs) hash.update('\0').update(input);
  return hash.digest('hex').slice(0, 40);
}

/** An entry's file name: its key and the extension of what it holds. */
const entryName = /^[0-9a-f]{40}\.[a-z]+$/;
/** An entry being written (`writeThroughPartial`). */
const partialName = /\.partial$/;
/** A partial file this old was left by a build stopped while writing it: writing one takes milliseconds. */
const abandonedAfterMs = 60 * 60 * 1000;

/**
 * Writes `data` to `target` through a partial file named for this process and thread and made
 * unique by random bytes, so a build stopped halfway never leaves a truncated file to be reused
 * later, and two writes of one entry at once each rename a file of their own. A counter was not
 * enough: Vitest loads the site's Vite configuration once per test project, each with its own copy
 * of this module, whose counters named their first writes alike. A failure removes the partial
 * file and is thrown.
 */
export async function writeThroughPartial(target: string, data: string | Uint8Array): Promise<void> {
  const partial = `${target}.${process.pid}.${threadId}.${randomBytes(6).toString('hex')}.partial`;
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
 * Makes `target` a hard link to `source`, which is safe for files never changed in place (cache
 * entries); false where it cannot be done, e.g. across disks.
 */
export async function linkedFile(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target);
    return true;
  } catch {
    return false;
  }
}

/** The cache folder of one build (or one check, or one dev server). */
export class BuildCache {
  private readonly used = new Set<string>();
  private readonly writing: Promise<void>[] = [];
  /** The folder, made once: making it again for each of a build's thousands of entries cost a second of the bundle step. */
  private made: Promise<unknown> | undefined;

  /** `folder` is `.cache/` (`cacheRoot`), or one of a test's own. */
  constructor(readonly folder: string) {}

  /** The file of the entry `key` holding `extension` (`png`, `json`, …), whether or not it exists yet; noted as used. */
  file(key: string, extension: string): string {
    const name = `${key}.${extension}`;
    this.used.add(name);
    return path.join(this.folder, name);
  }

  /** What the JSON entry `key` holds, if a build wrote it; a damaged entry counts as none. */
  readJson(key: string): unknown {
    const file = this.file(key, 'json');
    try {
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Starts writing `value` as the JSON entry `key` (`prune` waits for it); a cache that cannot be written is reported and never fails the build. */
  writeJson(key: string, value: unknown): void {
    const file = this.file(key, 'json');
    const writing = async () => {
      try {
        await this.ready();
        await writeThroughPartial(file, JSON.stringify(value));
      } catch (error) {
        console.warn(
          `Note: ${file} could not be kept for the next build (${error instanceof Error ? error.message : String(error)}).`,
        );
      }
    };
    this.writing.push(writing());
  }

  /** Waits for the entries being written. */
  async written(): Promise<void> {
    await Promise.all(this.writing);
  }

  /** Makes the folder, for entries that worker threads write themselves. */
  async ready(): Promise<void> {
    this.made ??= mkdir(this.folder, { recursive: true });
    await this.made;
  }

  /**
   * Removes every entry this build did not use; a partial file only once it is abandoned, since
   * another build may be writing it.
   */
  async prune(): Promise<void> {
    await this.written();
    if (!existsSync(this.folder)) return;
    const abandoned = Date.now() - abandonedAfterMs;
    for (const name of await readdir(this.folder)) {
      if (this.used.has(name)) continue;
      const file = path.join(this.folder, name);
      if (partialName.test(name)) {
        const modified = await stat(file).then(
          (stats) => stats.mtimeMs,
          () => Date.now(),
        );
        if (modified >= abandoned) continue;
      } else if (!entryName.test(name)) {
        // Not the cache's to remove.
        continue;
      }
      await rm(file, { recursive: true, force: true });
    }
  }
}
