import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import type { ContentError } from './errors.ts';
import type { FileReading, ReadingCache } from './load.ts';
import type { FoundLink } from './mdx-body.ts';
import { contentModelFiles } from './model-files.ts';
import { hashOfFiles, installedPackages, writeCacheFile } from '../support/cache-files.ts';

// Loose: the file is this build's own, salted with the code that wrote it; the check only turns
// away a damaged file, and a field added to these types later is kept rather than dropped.
const contentErrorSchema = z.looseObject({
  /** Path of the file with the mistake, from the repository root. */
  file: z.string(),
  /** What is wrong, in plain words. */
  problem: z.string(),
}) satisfies z.ZodType<ContentError>;

const foundLinkSchema = z.looseObject({
  /** The link or picture as written. */
  href: z.string(),
  /** Where it was written, 1-based. */
  line: z.number(),
  column: z.number(),
}) satisfies z.ZodType<FoundLink>;

/** What a reading cache file holds; a file of another shape is ignored. */
const readingCacheSchema = z.object({
  /** Written by `readingCacheSalt`: readings are reused only under the same content model and packages. */
  salt: z.string(),
  /** Each file's reading by its `readingKey` (path and hash of the text). */
  readings: z.array(
    z.tuple([
      z.string(),
      z.object({
        /** The frontmatter as plain data. */
        data: z.unknown(),
        /** YAML and layout mistakes. */
        frontmatterErrors: z.array(contentErrorSchema),
        /** What the body links to and says. */
        body: z.object({
          links: z.array(foundLinkSchema),
          images: z.array(foundLinkSchema),
          plainText: z.string(),
          prose: z.array(z.object({ text: z.string(), line: z.number(), column: z.number() })),
          isEmpty: z.boolean(),
        }),
        /** Mistakes in the body. */
        bodyErrors: z.array(contentErrorSchema),
      }) satisfies z.ZodType<FileReading>,
    ]),
  ),
});

/** A hash of what a file's reading depends on besides its text: the content model's code, the installed packages and this module. */
export function readingCacheSalt(projectRoot: string): string {
  return hashOfFiles(projectRoot, [
    ...contentModelFiles(projectRoot),
    ...installedPackages,
    fileURLToPath(import.meta.url),
  ]);
}

/** A store of readings that a build fills and keeps for the next. */
export interface OpenReadingCache extends ReadingCache {
  /** Writes the readings this run used to the file for the next run, and only those; never fails. */
  keep: () => Promise<void>;
}

/**
 * The readings an earlier build kept in `file` under the same `salt` (none from a missing,
 * damaged or differently salted file), as a store that also records this run's readings.
 */
export function openReadingCache(file: string, salt: string): OpenReadingCache {
  const kept = new Map<string, FileReading>();
  const used = new Map<string, FileReading>();
  try {
    const stored = readingCacheSchema.parse(
      existsSync(file) ? deserialize(readFileSync(file)) : { salt: '', readings: [] },
    );
    if (stored.salt === salt) for (const [key, reading] of stored.readings) kept.set(key, reading);
  } catch {
    // A damaged file only costs the parsing it would have saved.
  }
  return {
    get(key) {
      const reading = kept.get(key);
      if (reading) used.set(key, reading);
      return reading;
    },
    set(key, reading) {
      used.set(key, reading);
    },
    keep: () =>
      writeCacheFile(file, () => serialize({ salt, readings: [...used] }), 'what reading the content files gave'),
  };
}
