/**
 * `npm start`: builds the site when `dist/` is missing or older than the sources, then serves
 * it on 127.0.0.1 with static-host semantics and the headers of `dist/_headers`. `PORT` picks
 * the port (default 4173); `--content DIR` builds another content folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readHeadersFile } from '../security/headers-file.ts';
import { contentRoot, distDir, repoRoot } from '../support/paths.ts';
import { startStaticServer } from '../serve/static-server.ts';

const sources = [
  contentRoot,
  ...['src', 'scripts', 'index.html', 'vite.config.ts', 'package.json'].map((source) => path.join(repoRoot, source)),
];

function newestModification(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestModification(path.join(entry, name))));
}

function buildIsStale(): boolean {
  const builtPage = path.join(distDir, 'index.html');
  if (!existsSync(builtPage)) return true;
  const builtAt = statSync(builtPage).mtimeMs;
  return sources.some((source) => existsSync(source) && newestModification(source) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the site…');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'scripts/commands/build.ts'), '--content', contentRoot],
    { stdio: 'inherit', cwd: repoRoot },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date with the sources; serving it.');
}

const port = Number(process.env.PORT ?? 4173);
const { url } = await startStaticServer({ root: distDir, port, headersFor: readHeadersFile(distDir) });
console.log(`Serving dist/ at ${url}/  (Ctrl+C to stop)`);
