/**
 * `npm run build`: validates the content, builds the client and server bundles, prerenders
 * every route into static HTML, and adds what hosts and crawlers read: sitemap, robots.txt,
 * feed, icons and manifest, social images, and `_headers` with each page's security policy.
 * Everything is built in a staging folder and swapped into `dist/` only at the end, so a
 * failed build leaves the previous site exactly as it was. The stages run in that order, each
 * passing what it made to the next; the pictures are drawn alongside, from the validation on, and
 * the search index takes each page as the prerender writes it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ContentValidationError, formatContentErrors, formatContentWarnings } from '../content/errors.ts';
import { contentWarnings, validateContent } from '../content/index.ts';
import { contentLayout, type ContentCatalog } from '../content/load.ts';
import type { BodyTree } from '../content/mdx-body.ts';
import { deriveRoutes } from '../content/routes.ts';
import { adminFolder, writeBuiltAdmin } from '../editor/built-admin.ts';
import { checkPictures } from '../pictures/check.ts';
import { writePictures } from '../pictures/encode.ts';
import type { PicturePlan } from '../pictures/plan.ts';
import { copyPublicFiles, originalsLeftOut } from '../pictures/public-files.ts';
import { addPhotoBackdrops } from '../pictures/social-backdrop.ts';
import { prerender } from '../prerender/prerender.ts';
import { type SearchIndex, type SearchIndexReport, startSearchIndex } from '../search/index-site.ts';
import { keepSpellingVerdicts } from '../spelling/speller.ts';
import { writeSecurityHeaders } from '../security/security-headers.ts';
import { writeFeed } from '../site-files/feed.ts';
import { writeIcons } from '../site-files/icons.ts';
import { writeRedirects } from '../site-files/redirects.ts';
import { writeSitemap } from '../site-files/sitemap.ts';
import { writeSocialImages } from '../social-images/social-images.ts';
import { BuildCache } from '../support/cache.ts';
import { cacheRoot, contentRoot, distDir, repoRoot } from '../support/paths.ts';
import { FolderSwapError, swapFolder } from '../support/swap-folder.ts';
import { bundleSite } from '../vite/bundle.ts';

/** `--out DIR` builds somewhere other than dist/, e.g. for a copy of the site under test. */
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex === -1 ? distDir : path.resolve(process.argv[outIndex + 1] ?? distDir);
const stagingRoot = path.join(repoRoot, '.build');
const staging = path.join(stagingRoot, `run-${process.pid}`);
const siteDir = path.join(staging, 'site');
const serverDir = path.join(staging, 'server');
/** The pictures, drawn beside the site folder, which the client build empties. */
const picturesDir = path.join(staging, 'pictures');

const stepTimes: string[] = [];

/** Runs one step of the build and records how long it took, and what `describe` says of its result, for the summary line. */
async function step<T>(name: string, run: () => T | Promise<T>, describe?: (result: T) => string): Promise<T> {
  const start = performance.now();
  // Listed in the order the steps start, also when some run at the same time.
  const line = stepTimes.push(name) - 1;
  let note = '';
  try {
    const result = await run();
    if (describe) note = ` (${describe(result)})`;
    return result;
  } finally {
    stepTimes[line] = `${name} ${((performance.now() - start) / 1000).toFixed(1)} s${note}`;
  }
}

/** Valid content, and its pictures checked and planned: what the bundles and the pictures are made from. */
interface Validated {
  catalog: ContentCatalog;
  plan: PicturePlan;
  /** Each MDX body's tree as the validation parsed it, for the MDX compile. */
  trees: Map<string, BodyTree>;
}

/** Validates the content and its pictures; throws every mistake at once, and prints the warnings. */
async function validate(cache: BuildCache): Promise<Validated> {
  // Drafts and entries scheduled for a later day are checked, then left out: no later stage sees them.
  const {
    catalog,
    errors,
    trees = new Map(),
  } = validateContent(contentRoot, repoRoot, cache, {
    onlyPublished: true,
  });
  if (!catalog) throw new ContentValidationError(errors);
  keepSpellingVerdicts(cache, catalog.site.data);
  const checked = await checkPictures(catalog, cache);
  const warnings = [...checked.warnings, ...contentWarnings(catalog)];
  if (warnings.length > 0) console.warn(formatContentWarnings(warnings));
  if (checked.errors.length > 0) throw new ContentValidationError(checked.errors);
  return { catalog, plan: checked.plan, trees };
}

/**
 * The most threads the pictures are drawn on, and the content pictures encoded on. The bundler and
 * the prerenderer keep every core busy meanwhile: with a picture thread per core as well, first
 * builds at scale on 2 cores were slower and took more CPU.
 */
const pictureThreads = Math.max(1, availableParallelism() - 1);

const onThreads = (threads: number) => `on ${threads} thread${threads === 1 ? '' : 's'}`;

/** "12 drawn on 2 threads, 988 from the cache", as the step line says it. */
function pictureSources(pictures: number, drawn: number, threads: number, verb = 'drawn'): string {
  if (drawn === 0) return `all ${pictures} from the cache`;
  const drawing = `${drawn} ${verb} ${onThreads(threads)}`;
  return drawn === pictures ? drawing : `${drawing}, ${pictures - drawn} from the cache`;
}

/**
 * Draws the social images and encodes the content pictures into `picturesDir`, then lays each
 * case study's photo behind its sharing picture. Needs only the validated content, so it runs
 * alongside the bundles and the prerender, on threads of its own.
 */
async function writeAllPictures({ catalog, plan }: Validated, cache: BuildCache, signal: AbortSignal): Promise<void> {
  await mkdir(picturesDir, { recursive: true });
  const faviconFile = path.join(contentRoot, contentLayout.publicFiles, 'favicon.svg');
  await Promise.all([
    step(
      'social images',
      () => writeSocialImages(picturesDir, catalog, { cache, faviconFile, signal, threads: pictureThreads }),
      ({ pictures, drawn, threads }) => `alongside the other steps: ${pictureSources(pictures, drawn, threads)}`,
    ),
    step(
      'content pictures',
      () => writePictures(picturesDir, plan.jobs, { cache, threads: pictureThreads, signal }),
      ({ candidates, encoded, threads }) =>
        `alongside the other steps: ${pictureSources(candidates, encoded, threads, 'encoded')}`,
    ),
  ]);
  await step(
    'photo backdrops',
    () => addPhotoBackdrops(picturesDir, catalog, plan, cache),
    (made) => `${made} sharing pictures`,
  );
}

/** Work started now and joined later: a failure meanwhile waits to be joined, and `stop` aborts it and waits until it has stopped. */
function alongside(run: (signal: AbortSignal) => Promise<void>): {
  done: Promise<void>;
  stop(reason: unknown): Promise<void>;
} {
  const stopping = new AbortController();
  const done = run(stopping.signal);
  // Joined at its stage; a failure meanwhile is not unhandled.
  done.catch(() => undefined);
  return {
    done,
    async stop(reason) {
      stopping.abort(reason);
      await done.catch(() => undefined);
    },
  };
}

/**
 * Moves everything under `from` to the same place under `to`: a folder `to` does not have yet
 * in one rename (a thousand pictures' `social-images/blog/`), else file by file, making folders as needed.
 */
async function moveInto(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory() && existsSync(target)) {
      await moveInto(source, target);
    } else if (entry.isDirectory() || entry.isFile()) {
      await mkdir(to, { recursive: true });
      await rename(source, target);
    }
  }
}

/** Builds the site in the staging folder, stage after stage, and swaps it into `outDir`; resolves with the number of pages. */
async function buildSite(): Promise<number> {
  const cache = new BuildCache(cacheRoot);
  const validated = await step('validation', () => validate(cache));
  const { catalog, plan, trees } = validated;
  const pictures = alongside((signal) => writeAllPictures(validated, cache, signal));
  let search: SearchIndex | undefined;
  let indexing: Promise<SearchIndexReport> | undefined;
  try {
    // A build is a production build whatever NODE_ENV the caller set (vitest sets "test"),
    // or Vite would bundle React's development build.
    process.env.NODE_ENV = 'production';
    const bundles = await bundleSite({
      contentRoot,
      siteDir,
      serverDir,
      build: { catalog, pictures: plan, cache, trees },
      step,
    });
    await step(
      'public files',
      () =>
        copyPublicFiles(path.join(contentRoot, contentLayout.publicFiles), siteDir, originalsLeftOut(plan, catalog)),
      ({ files, leftOut }) => `${files} copied, ${leftOut} photo originals left out`,
    );
    // Pagefind indexes each page, on a process of its own, as soon as the prerenderer has written it.
    const index = await startSearchIndex();
    search = index;
    const pages = await step(
      'prerender',
      // Every route, and the two not-found views.
      () =>
        prerender(siteDir, bundles.serverEntry, bundles.template, deriveRoutes(catalog).size + 2, (route, html) =>
          index.add(route, html),
        ),
      ({ threads }) => `${onThreads(threads)}, each searched page indexed as it was written`,
    );
    await rm(path.join(siteDir, '.vite'), { recursive: true, force: true });
    // Pagefind writes the index on its process, while the steps below run.
    indexing = step(
      'search index',
      () => index.write(siteDir),
      ({ pages }) => `alongside the steps below: ${pages} pages`,
    );
    // Awaited below; a failure meanwhile is thrown there, or settled in the catch, not left unhandled.
    indexing.catch(() => undefined);
    // No step from here on may change a prerendered page: the prerenderer hashed each page's inline
    // code into its policy as it wrote it, and `_headers` takes those policies without reading the
    // pages again. The redirect pages are new files, which the security headers step secures.
    await step('sitemap, feed, icons, redirects', () => {
      writeSitemap(siteDir, catalog, repoRoot);
      writeFeed(siteDir, catalog);
      writeIcons(siteDir, catalog.site.data);
      writeRedirects(siteDir, catalog);
    });
    await Promise.all([pictures.done, indexing]);
    await moveInto(picturesDir, siteDir);
    // Only when site.yaml enables it; no page of the site refers to it.
    const editorRules = catalog.site.data.editor?.enabled
      ? await step('editor', () => writeBuiltAdmin(siteDir, catalog, plan, repoRoot, contentRoot))
      : undefined;
    // Last: the prerenderer secured its pages as it wrote them; any other HTML file is secured here.
    await step('security headers', () =>
      writeSecurityHeaders(
        siteDir,
        bundles.template,
        pages.secured,
        editorRules && { folder: adminFolder, rules: editorRules },
      ),
    );
    await cache.prune();
    const note = await swapFolder(siteDir, outDir, path.join(stagingRoot, `previous-${process.pid}`));
    if (note) console.warn(`Note: ${note}`);
    return pages.pages;
  } catch (error) {
    // Settled before the staging folder is removed, so no worker writes into it afterwards.
    await Promise.all([pictures.stop(error), indexing?.catch(() => undefined) ?? search?.close()]);
    throw error;
  }
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
  } else if (error instanceof FolderSwapError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  const shown = path.relative(repoRoot, outDir);
  if (error instanceof FolderSwapError && error.previousAt) {
    console.error(`Build failed; the previous build is in ${error.previousAt}: move it back to ${shown}/.`);
  } else {
    console.error(
      existsSync(outDir)
        ? `Build failed; ${shown}/ still holds the previous build.`
        : `Build failed; nothing was written to ${shown}/.`,
    );
  }
  process.exitCode = 1;
} finally {
  await rm(staging, { recursive: true, force: true });
}
