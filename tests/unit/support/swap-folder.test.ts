import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { FolderSwapError, swapFolder, type SwapOperations } from '../../../scripts/support/swap-folder.ts';

let work: string;
let next: string;
let target: string;
let aside: string;

/** Makes `folder` holding one page that says `text`. */
function site(folder: string, text: string): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), text);
}

const page = (folder: string) => readFileSync(path.join(folder, 'index.html'), 'utf8');

/** The real operations, except that the renames `fails` picks fail as on a full disk. */
function failingRenames(fails: (from: string, to: string) => boolean): SwapOperations {
  return {
    exists: existsSync,
    rename: async (from, to) => {
      if (fails(from, to)) throw new Error(`ENOSPC: no space left on device, rename '${from}' -> '${to}'`);
      await rename(from, to);
    },
    remove: (folder) => rm(folder, { recursive: true, force: true }),
  };
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'swap-folder-'));
  next = path.join(work, 'staging/site');
  target = path.join(work, 'dist');
  aside = path.join(work, 'previous');
  site(next, 'new');
  site(target, 'previous');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

test('the new site takes the place of the previous one, which is removed', async () => {
  expect(await swapFolder(next, target, aside)).toBeUndefined();
  expect(page(target)).toBe('new');
  expect(existsSync(aside)).toBe(false);
  expect(existsSync(next)).toBe(false);
});

test('with no previous site, the new one is moved into place', async () => {
  rmSync(target, { recursive: true });
  expect(await swapFolder(next, target, aside)).toBeUndefined();
  expect(page(target)).toBe('new');
});

test('when the new site cannot be moved in, the previous one is put back and the error says so', async () => {
  const swap = swapFolder(
    next,
    target,
    aside,
    failingRenames((from) => from === next),
  );
  await expect(swap).rejects.toThrow(FolderSwapError);
  await expect(swap).rejects.toThrow(
    `Could not move ${next} to ${target} (ENOSPC: no space left on device, rename '${next}' -> '${target}'); the previous ${target} was put back.`,
  );
  expect(page(target)).toBe('previous');
  expect(existsSync(aside)).toBe(false);
  expect(page(next)).toBe('new');
});

test('when the previous site cannot be put back either, the error says where it is', async () => {
  const moves: string[] = [];
  const failing = failingRenames((_from, to) => to === target);
  const operations: SwapOperations = {
    ...failing,
    rename: (from, to) => {
      moves.push(`${from} -> ${to}`);
      return failing.rename(from, to);
    },
  };
  const error: unknown = await swapFolder(next, target, aside, operations).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(FolderSwapError);
  expect(error instanceof FolderSwapError && error.previousAt).toBe(aside);
  expect(error instanceof Error && error.message).toMatch(
    new RegExp(`nor move the previous ${target} back from ${aside} \\(ENOSPC[^)]*\\): it is still there\\.$`),
  );
  expect(moves).toEqual([`${target} -> ${aside}`, `${next} -> ${target}`, `${aside} -> ${target}`]);
  expect(page(aside)).toBe('previous');
});

test('when the previous site cannot be moved aside, nothing changes', async () => {
  await expect(
    swapFolder(
      next,
      target,
      aside,
      failingRenames((_from, to) => to === aside),
    ),
  ).rejects.toThrow(`Could not move ${target} aside to ${aside} (ENOSPC`);
  expect(page(target)).toBe('previous');
  expect(page(next)).toBe('new');
});

test('a previous site that cannot be removed once the new one is in place is a note, not a failure', async () => {
  const operations: SwapOperations = {
    ...failingRenames(() => false),
    remove: () => Promise.reject(new Error('EBUSY: resource busy')),
  };
  expect(await swapFolder(next, target, aside, operations)).toBe(
    `The previous ${target} could not be removed from ${aside} (EBUSY: resource busy).`,
  );
  expect(page(target)).toBe('new');
});
