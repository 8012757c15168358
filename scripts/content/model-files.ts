import { existsSync } from 'node:fs';
import path from 'node:path';
import { filesEndingIn } from '../support/files.ts';

/** The folders whose code decides what a content file means, each with the files of it that count. */
const modelFolders = [
  { folder: 'src/model', ending: '.ts' },
  { folder: 'src/components/sections', ending: '.schema.ts' },
] as const;

/** The zod schemas of the content model: `src/model/*.ts` and each section's `*.schema.ts`. */
export function schemaSourceFiles(projectRoot: string): string[] {
  return modelFolders.flatMap(({ folder, ending }) => codeFiles(path.join(projectRoot, folder), ending)).sort();
}

/** Every file of code that may change what reading a content file gives: the schemas and the loader. */
export function contentModelFiles(projectRoot: string): string[] {
  return [...schemaSourceFiles(projectRoot), ...codeFiles(path.join(projectRoot, 'scripts/content'), '.ts')].sort();
}

/** A project copy may lack a folder of code: it then has none of its files. */
function codeFiles(folder: string, ending: string): string[] {
  return existsSync(folder) ? filesEndingIn(folder, ending) : [];
}
