import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders whose code decides what a content file means, each with the files of it that count. */
const modelFolders = [
  { folder: 'src/model', pattern: /\.ts$/ },
  { folder: 'src/components/sections', pattern: /\.schema\.ts$/ },
] as const;

/** The zod schemas of the content model: `src/model/*.ts` and each section's `*.schema.ts`. */
export function schemaSourceFiles(projectRoot: string): string[] {
  return modelFolders.flatMap(({ folder, pattern }) => filesIn(path.join(projectRoot, folder), pattern)).sort();
}

function filesIn(folder: string, pattern: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
