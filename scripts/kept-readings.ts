import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { z } from 'zod';
import type { ContentError } from '../src/content/errors.ts';
import type { FileReading, ReadingStore } from '../src/content/load.ts';
import { hashOfFiles, installedPackages, writeCacheFile } from './cache-files.ts';

const contentErrorSchema = z.object({
  file: z.string(),
  line: z.number().optional(),
  column: z.number().optional(),
  field: z.string().optional(),
  problem: z.string(),
  found: z.string().optional(),
  hint: z.string().optional(),
}) satisfies z.ZodType<ContentError>;

const foundLinkSchema = z.object({ href: z.string(), line: z.number(), column: z.number(), field: z.string().optional() });

/** What a file of kept readings holds; a file of another shape is ignored. */
const keptReadingsSchema = z.object({
  /** Written by `readingsSalt`: readings are reused only under the same content model and packages. */
  salt: z.string(),
  /** Each file's reading by its `readingKey` (path and hash of the text). */
  readings: z.array(
    z.tuple([
      z.string(),
      z.object({
        data: z.unknown(),
        frontmatterErrors: z.array(contentErrorSchema),
        body: z.object({ links: z.array(foundLinkSchema), images: z.array(foundLinkSchema), plainText: z.string(), isEmpty: z.boolean() }),
        bodyErrors: z.array(contentErrorSchema),
      }) satisfies z.ZodType<FileReading>,
    ]),
  ),
});

/** The content model's code, whole: any edit to it may change what reading a file gives. */
function contentModelFiles(projectRoot: string): string[] {
  const folder = path.join(projectRoot, 'src/content');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A hash of what a file's reading depends on besides its text: the content model's code, the installed packages and this module. */
export function readingsSalt(projectRoot: string): string {
  return hashOfFiles(projectRoot, [...contentModelFiles(projectRoot), ...installedPackages, fileURLToPath(import.meta.url)]);
}

/** A store of readings that a build fills and keeps for the next. */
export interface KeptReadings extends ReadingStore {
  /** Writes the readings this run used to the file for the next run, and only those; never fails. */
  keep: () => Promise<void>;
}

/**
 * The readings an earlier build kept in `file` under the same `salt` (none from a missing,
 * damaged or differently salted file), as a store that also records this run's readings.
 */
export function openKeptReadings(file: string, salt: string): KeptReadings {
  const kept = new Map<string, FileReading>();
  const used = new Map<string, FileReading>();
  try {
    const stored = keptReadingsSchema.parse(existsSync(file) ? deserialize(readFileSync(file)) : { salt: '', readings: [] });
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
    keep: () => writeCacheFile(file, serialize({ salt, readings: [...used] }), 'what reading the content files gave'),
  };
}
