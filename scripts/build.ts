/**
 * `npm run build`: validates the content, builds the client and server bundles, prerenders
 * every route into static HTML, and adds what hosts and crawlers read: sitemap, robots.txt,
 * feed, icons and manifest, sharing pictures, and `_headers` with each page's security policy.
 * Everything is built in a staging folder and swapped into `dist/` only at the end, so a
 * failed build leaves the previous site exactly as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ContentValidationError, formatContentErrors } from '../src/content/errors.ts';
import { validateContentOnce } from '../src/content/index.ts';
import { writeFeed } from './feed.ts';
import { writeIcons } from './icons.ts';
import { contentRoot, distDir, repoRoot } from './paths.ts';
import { prerender } from './prerender.ts';
import { writeSecurityHeaders } from './security-headers.ts';
import { writeSitemap } from './sitemap.ts';
import { writeSocialImages } from './social-images.ts';

/** `--out DIR` builds somewhere other than dist/, e.g. for a copy of the site under test. */
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex === -1 ? distDir : path.resolve(process.argv[outIndex + 1] ?? distDir);
const stagingRoot = path.join(repoRoot, '.build');
const staging = path.join(stagingRoot, `run-${process.pid}`);
const siteDir = path.join(staging, 'site');
/** Drawn sharing pictures kept between builds (keep `.cache/` between CI runs to reuse them); `SITE_CACHE_DIR` moves it. */
const socialImageCache = path.join(process.env.SITE_CACHE_DIR ?? path.join(repoRoot, '.cache'), 'social-images');
const serverDir = path.join(staging, 'server');

const stepTimes: string[] = [];

/** Runs one step of the build and records how long it took, for the summary line. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await run();
  } finally {
    stepTimes.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

async function buildSite(): Promise<number> {
  const { catalog, errors } = await step('validation', () => validateContentOnce(contentRoot, repoRoot));
  if (!catalog) throw new ContentValidationError(errors);

  // A build is a production build whatever NODE_ENV the caller set (vitest sets "test"),
  // or Vite would bundle React's development build.
  process.env.NODE_ENV = 'production';
  // Vite is loaded only once the content is known to be valid, so a content error is reported fast.
  const { build } = await import('vite');
  await mkdir(staging, { recursive: true });
  await step('client bundle', () => build({ root: repoRoot, logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true, manifest: true } }));
  await step('server bundle', () => build({ root: repoRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } }));
  const { pages, template } = await step('prerender', () => prerender(siteDir, path.join(serverDir, 'entry-server.js')));
  await rm(path.join(siteDir, '.vite'), { recursive: true, force: true });
  await step('sitemap, feed, icons', () => {
    writeSitemap(siteDir, catalog, repoRoot);
    writeFeed(siteDir, catalog);
    writeIcons(siteDir, catalog.site.data);
  });
  await step('sharing pictures', () => writeSocialImages(siteDir, catalog, { cacheDir: socialImageCache }));
  // Last: it hashes the inline scripts and styles of the finished pages.
  await step('security headers', () => writeSecurityHeaders(siteDir, template));

  const previous = path.join(stagingRoot, `previous-${process.pid}`);
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(siteDir, outDir);
  await rm(previous, { recursive: true, force: true });
  return pages;
}

try {
  const pages = await buildSite();
  // performance.now() counts from process start, so the figure includes loading Vite.
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`Built ${pages} pages into ${path.relative(repoRoot, outDir) || '.'}/ in ${seconds} s.`);
  console.log(`Steps: ${stepTimes.join(', ')}.`);
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(formatContentErrors(error.errors));
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  const shown = path.relative(repoRoot, outDir);
  console.error(existsSync(outDir) ? `Build failed; ${shown}/ still holds the previous build.` : `Build failed; nothing was written to ${shown}/.`);
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
}
