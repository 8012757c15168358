import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What a test asks to build. */
export interface SiteBuildRequest {
  /** The content folder (`--content`); inside the project that builds it, so its MDX resolves `react/jsx-runtime`. */
  content: string;
  /** Where the site is written (`--out`); a failed build must leave it as it was. */
  out: string;
  /** The build's cache (`SITE_CACHE_DIR`), kept apart from the real site's so neither evicts the other's. */
  cacheDir: string;
  /** The project whose build command runs: this one, or a copy whose code a test broke on purpose. */
  projectRoot?: string;
  /** A build still running after this long is stopped, and fails. */
  timeoutMs?: number;
}

/** How a build for a test ended. */
export interface SiteBuildResult {
  ok: boolean;
  /** Everything the build printed, standard output then standard error. */
  output: string;
}

/**
 * Builds a content folder as `npm run build -- --content DIR --out DIR` does, in a child process:
 * the one way the tests build a site. Production mode, whatever Vitest's NODE_ENV says (`test`
 * would make Vite bundle React's development build).
 */
export function buildSite({
  content,
  out,
  cacheDir,
  projectRoot = repoRoot,
  timeoutMs = 240_000,
}: SiteBuildRequest): Promise<SiteBuildResult> {
  const env = { ...process.env, NODE_ENV: 'production', SITE_CACHE_DIR: cacheDir };
  const args = ['--import', 'tsx', 'scripts/commands/build.ts', '--content', content, '--out', out];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: projectRoot, env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ ok: error === null, output: `${stdout}${stderr}` }),
    );
  });
}

/** Builds like `buildSite` and throws with the build's output when it fails. */
export async function buildSiteOrThrow(request: SiteBuildRequest): Promise<void> {
  const { ok, output } = await buildSite(request);
  if (!ok) throw new Error(`${path.relative(repoRoot, request.content)} did not build:\n${output}`);
}
