import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** This folder: the benchmark tools with their own package.json and lockfile. */
export const benchDir = fileURLToPath(new URL('.', import.meta.url));

/** Chromium from Debian's package; `CHROME_PATH` or `CHROMIUM_PATH` point elsewhere. */
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Chromium flags that work on these machines (no sandbox, no GPU, no background traffic). */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Installs this folder's dependencies (Lighthouse, chrome-launcher, a source-map decoder) into
 * `tools/bench/node_modules` from its own lockfile when any is missing. Lighthouse stays out of
 * the app's dependency tree: one of its dependencies asks for `third-party-web@latest`, which
 * breaks `npm ci` whenever that package publishes (pinned here with `overrides`).
 */
export function ensureBenchDependencies(): void {
  const manifest = JSON.parse(readFileSync(path.join(benchDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const missing = Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !existsSync(path.join(benchDir, 'node_modules', name, 'package.json')),
  );
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} into tools/bench/node_modules (npm ci)…`);
  const result = spawnSync('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  if (result.status !== 0)
    throw new Error(`npm ci --prefix tools/bench failed with exit code ${String(result.status)}.`);
}

/** Cores, Node and Chromium versions, for the header of a benchmark printout. */
export function describeMachine(): string {
  // Debian's chromium wrapper script prints shell noise on stderr; the version is on stdout.
  const chromium =
    spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim() || 'Chromium (version unknown)';
  const cores = os.cpus().length;
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cores} cores, ${memory} GB RAM, Node ${process.version}, ${chromium.replace(/ built on .*/, '')}`;
}
