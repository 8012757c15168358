/**
 * `npm run build`: validates the content, builds the client and server bundles, and prerenders
 * every route into static HTML. Everything is built in a staging folder and swapped into
 * `dist/` only at the end, so a failed build leaves the previous site exactly as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { ContentValidationError, formatContentErrors } from '../src/content/errors.ts';
import { validateContent } from '../src/content/index.ts';
import { contentRoot, distDir, repoRoot } from './paths.ts';
import { prerender } from './prerender.ts';

const started = performance.now();
const stagingRoot = path.join(repoRoot, '.build');
const staging = path.join(stagingRoot, `run-${process.pid}`);
const siteDir = path.join(staging, 'site');
const serverDir = path.join(staging, 'server');

async function buildSite(): Promise<number> {
  const { errors } = validateContent(contentRoot);
  if (errors.length > 0) throw new ContentValidationError(errors);

  await mkdir(staging, { recursive: true });
  await build({ root: repoRoot, logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true, manifest: true } });
  await build({ root: repoRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });
  const { pages } = await prerender(siteDir, path.join(serverDir, 'entry-server.js'));
  await rm(path.join(siteDir, '.vite'), { recursive: true, force: true });

  const previous = path.join(stagingRoot, `previous-${process.pid}`);
  if (existsSync(distDir)) await rename(distDir, previous);
  await rename(siteDir, distDir);
  await rm(previous, { recursive: true, force: true });
  return pages;
}

try {
  const pages = await buildSite();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages} pages into dist/ in ${seconds} s.`);
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(formatContentErrors(error.errors));
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  console.error(existsSync(distDir) ? 'Build failed; dist/ still holds the previous build.' : 'Build failed; nothing was written to dist/.');
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
}
