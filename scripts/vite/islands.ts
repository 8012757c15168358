import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** How a section's component file marks the section an island, at the start of a line. */
const islandMark = /^export const island = true;$/m;

/** Whether the source of a component file marks its component an island (`export const island = true;`). */
export function marksIsland(source: string): boolean {
  return islandMark.test(source);
}

/**
 * The section types that are islands: those whose component file, `{Type}.tsx` in
 * `sectionsDir`, says `export const island = true;`. The browser hydrates them on the
 * prerendered page; every other section stays its prerendered HTML there.
 */
export function findIslandSectionTypes(sectionsDir: string): string[] {
  return readdirSync(sectionsDir)
    .filter((file) => /^[A-Z]\w*\.tsx$/.test(file) && marksIsland(readFileSync(path.join(sectionsDir, file), 'utf8')))
    .map((file) => file.slice(0, -'.tsx'.length))
    .sort();
}
