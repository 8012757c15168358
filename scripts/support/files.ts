import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file in `folder` and its subfolders whose name ends with `ending` (`.html`), sorted; none when the folder is missing. */
export function filesEndingIn(folder: string, ending: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(ending))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
