import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The option every command takes to work on another content folder: `npm run build -- --content tests/fixtures/site`. */
export const contentOption = '--content';

/** The value given to `--content DIR` or `--content=DIR` on the command line, if any. */
function contentArgument(argv: readonly string[]): string | undefined {
  for (const [index, argument] of argv.entries()) {
    if (argument === contentOption) return argv[index + 1];
    if (argument.startsWith(`${contentOption}=`)) return argument.slice(contentOption.length + 1);
  }
  return undefined;
}

/**
 * The content folder: `--content DIR` on the command line, else the `SITE_CONTENT_DIR`
 * environment variable, else `content/`. Relative paths are taken from the working directory.
 * The dev server loads `vite.config.ts` in its own process, so it reads the same option.
 */
export const contentRoot = path.resolve(
  contentArgument(process.argv) ?? process.env.SITE_CONTENT_DIR ?? path.join(repoRoot, 'content'),
);

/** The command's arguments without `--content DIR`, for commands that also take words of their own. */
export function argumentsWithoutContentOption(argv: readonly string[] = process.argv.slice(2)): string[] {
  const rest: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === contentOption) index += 1;
    else if (!argument.startsWith(`${contentOption}=`)) rest.push(argument);
  }
  return rest;
}

/** Where `npm run build` writes the site. */
export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));

/**
 * What a build keeps for the next (keep `.cache/` between CI runs to reuse it); `SITE_CACHE_DIR`
 * moves it. An empty `SITE_CACHE_DIR` counts as unset: it would name the current folder.
 */
export const cacheRoot = process.env.SITE_CACHE_DIR || path.join(repoRoot, '.cache');
