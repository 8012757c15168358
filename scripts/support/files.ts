import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every entry in `folder` and its subfolders, but the folders, whose name ends with `ending`
 * (`.html`), sorted. A missing folder throws: a check over no files would pass without checking.
 */
export function filesEndingIn(folder: string, ending: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
