/**
 * Brings the section registry up to date with the files of `src/components/sections/`. The
 * commands load it first (`tsx --import ./scripts/sections/write-registry.ts …`, see package.json),
 * so a section added as its two files is part of the very run that follows: a module read once
 * the command's imports are linked would be too late.
 */
import { repoRoot } from '../support/paths.ts';
import { writeSectionRegistry } from './registry.ts';

try {
  for (const file of writeSectionRegistry(repoRoot)) console.log(`Section registry: wrote ${file}.`);
} catch (error) {
  console.error(`Section registry: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
