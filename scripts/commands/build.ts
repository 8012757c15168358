/**
 * `npm run build`: validates the content, builds the client and server bundles, prerenders
 * every route into static HTML, and adds what hosts and crawlers read: sitemap, robots.txt,
 * feed, icons and manifest, social images, and `_headers` with each page's security policy.
 * Everything is built in a staging folder and swapped into `dist/` only at the end, so a
 * failed build leaves the previous site exactly as it was.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ContentValidationError, formatContentErrors, formatContentWarnings } from '../content/errors.ts';
import { completeValidation, readFrontmatter, type ValidationResult } from '../content/index.ts';
import { contentLayout, type ContentCatalog, type FrontmatterCatalog } from '../content/load.ts';
import type { BodyTree } from '../content/mdx-body.ts';
import { deriveRoutes } from '../content/routes.ts';
import { writeFeed } from '../site-files/feed.ts';
import { writeIcons } from '../site-files/icons.ts';
import { openReadingCache, readingCacheSalt } from '../content/reading-cache.ts';
import { cacheRoot, contentRoot, distDir, repoRoot } from '../support/paths.ts';
import { encodeAlongside, type PictureEncoding } from '../pictures/alongside.ts';
import { checkPictures } from '../pictures/check.ts';
import { addPhotoBackdrops } from '../pictures/social-backdrop.ts';
import type { PicturePlan } from '../pictures/plan.ts';
import { copyPublicFiles, originalsLeftOut } from '../pictures/public-files.ts';
import { PictureFactsCache } from '../pictures/read.ts';
import { prerender, type PrerenderReport } from '../prerender/prerender.ts';
import { writeBuiltAdmin, adminFolder } from '../editor/built-admin.ts';
import { writeSecurityHeaders } from '../security/security-headers.ts';
import { writeSitemap } from '../site-files/sitemap.ts';
import {
  picturesWorthAWorker,
  startPictureWorkers,
  writeSocialImages,
  type SocialImageReport,
} from '../social-images/social-images.ts';
import { FolderSwapError, swapFolder } from '../support/swap-folder.ts';
import { bundleSite } from '../vite/bundle.ts';
import type { SiteBuild } from '../vite/site-config.ts';
import { TransformCache, transformCacheSalt } from '../vite/transform-cache.ts';
import { workerCount, type StartedWorkers } from '../support/workers.ts';

/** `--out DIR` builds somewhere other than dist/, e.g. for a copy of the site under test. */
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex === -1 ? distDir : path.resolve(process.argv[outIndex + 1] ?? distDir);
const stagingRoot = path.join(repoRoot, '.build');
const staging = path.join(stagingRoot, `run-${process.pid}`);
const siteDir = path.join(staging, 'site');
const cacheDir = cacheRoot;
/** Content pictures: their readings and every encoded candidate, named by content hash and settings. */
const pictureCache = path.join(cacheDir, 'pictures');
/** Drawn social images, named by what they show. */
const socialImageCache = path.join(cacheDir, 'social-images');
/** Compiled MDX bodies, reused when a file has not changed. */
const transformCacheFile = path.join(cacheDir, 'transforms.json');
/** What parsing each content file's frontmatter and body gave, reused when a file has not changed. */
const readingCacheFile = path.join(cacheDir, 'content-readings.bin');
const serverDir = path.join(staging, 'server');
/** The social images, drawn beside the site folder, which the client build empties. */
const picturesDir = path.join(staging, 'pictures');

// Rolldown's allocator (mimalloc) reads this as it loads. Its default asks Linux for transparent
// huge pages, and the kernel then zeroes 2 MB at each first touch, a large share of the bundler's
// CPU time at scale (see docs/architecture.md). Set before any thread starts.
process.env.MIMALLOC_ALLOW_THP ??= '0';

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

const onThreads = (threads: number) => `on ${threads} thread${threads === 1 ? '' : 's'}`;

/** "12 drawn on 2 threads, 988 from the cache", as the step line says it. */
function pictureSources(pictures: number, drawn: number, threads: number): string {
  if (drawn === 0) return `all ${pictures} from the cache`;
  const drawing = `${drawn} drawn ${onThreads(threads)}`;
  return drawn === pictures ? drawing : `${drawing}, ${pictures - drawn} from the cache`;
}

/** The social images, drawn alongside the other steps of the build. */
interface PictureRun {
  /** Settles once every picture is written. */
  done: Promise<SocialImageReport>;
  /** Throws what made the drawing fail, if it has failed by now. */
  throwIfFailed(): void;
  /** Stops the drawing after another step failed, and waits until no thread writes into the staging folder. */
  stop(reason: unknown): Promise<void>;
}

/**
 * Starts drawing the social images `content` needs. They need only the frontmatter and the
 * logo, so they are drawn (on worker threads at scale) while the rest of the content is
 * validated, Vite bundles and the pages are prerendered, into a folder of their own, since the
 * client build empties the site folder. `onDrawing` is called once they are handed to their threads.
 */
function startPictures(
  content: FrontmatterCatalog,
  workers: StartedWorkers | undefined,
  onDrawing?: () => void,
): PictureRun {
  const stopDrawing = new AbortController();
  const done = step(
    'social images',
    async () => {
      await mkdir(picturesDir, { recursive: true });
      const faviconFile = path.join(contentRoot, contentLayout.publicFiles, 'favicon.svg');
      return writeSocialImages(picturesDir, content, {
        cacheDir: socialImageCache,
        faviconFile,
        signal: stopDrawing.signal,
        threads: pictureThreads,
        workers,
        onDrawing,
      });
    },
    ({ pictures, drawn, threads }) => `alongside the other steps: ${pictureSources(pictures, drawn, threads)}`,
  );
  // Awaited at the end; a failure meanwhile stops the build at the next step instead of being unhandled.
  let failure: { error: unknown } | undefined;
  done.catch((error: unknown) => (failure = { error }));
  return {
    done,
    throwIfFailed() {
      if (failure) throw failure.error;
    },
    async stop(reason) {
      stopDrawing.abort(reason);
      await done.catch(() => undefined);
    },
  };
}

/** Bundles and prerenders everything the valid `catalog` needs into `siteDir`, and waits for the `pictures` and the `photos` (content pictures). */
async function buildPages(
  catalog: ContentCatalog,
  parsedBodies: Map<string, BodyTree>,
  pictures: PictureRun,
  plan: PicturePlan,
): Promise<PrerenderReport> {
  let photos: PictureEncoding | undefined;
  try {
    const encoding = encodeAlongside(picturesDir, plan.jobs, { cacheDir: pictureCache, threads: pictureThreads });
    photos = encoding;
    const encoded = step(
      'content pictures',
      () => encoding.done,
      ({ candidates, encoded: fresh, threads }) =>
        `alongside the other steps: ${pictureSources(candidates, fresh, threads).replace('drawn', 'encoded')}`,
    );
    // A build is a production build whatever NODE_ENV the caller set (vitest sets "test"),
    // or Vite would bundle React's development build.
    process.env.NODE_ENV = 'production';
    await mkdir(staging, { recursive: true });
    // Compiled bodies show their pictures' candidates: kept compiles are reused only for the same pictures.
    const build: SiteBuild = {
      validated: { catalog, errors: [] },
      parsedBodies,
      transforms: new TransformCache(transformCacheFile, `${transformCacheSalt(repoRoot)}:${plan.fingerprint}`),
      pictures: plan,
    };
    try {
      await bundleSite({ contentRoot, siteDir, serverDir, build, step });
    } finally {
      // Trees neither bundle took (bodies whose compiled code was kept from the last build) are not needed any more.
      parsedBodies.clear();
    }
    await step(
      'public files',
      () =>
        copyPublicFiles(path.join(contentRoot, contentLayout.publicFiles), siteDir, originalsLeftOut(plan, catalog)),
      ({ files, leftOut }) => `${files} copied, ${leftOut} photo originals left out`,
    );
    // Written while the pages prerender; it never fails the build.
    const keeping = build.transforms.keep();
    pictures.throwIfFailed();
    encoding.throwIfFailed();
    const prerendered = await step(
      'prerender',
      // Every route, and the two not-found views.
      () => prerender(siteDir, path.join(serverDir, 'entry-server.js'), deriveRoutes(catalog).size + 2),
      ({ threads }) => onThreads(threads),
    );
    await rm(path.join(siteDir, '.vite'), { recursive: true, force: true });
    // No step from here on may write HTML: the prerenderer hashed each page's inline code into its
    // policy as it wrote it, and `_headers` takes those policies without reading the pages again.
    await step('sitemap, feed, icons', () => {
      writeSitemap(siteDir, catalog, repoRoot);
      writeFeed(siteDir, catalog);
      writeIcons(siteDir, catalog.site.data);
    });
    await Promise.all([pictures.done, encoded, keeping]);
    await step(
      'photo backdrops',
      () => addPhotoBackdrops(picturesDir, catalog, plan, pictureCache),
      (made) => `${made} sharing pictures`,
    );
    await moveInto(picturesDir, siteDir);
    return prerendered;
  } catch (error) {
    // Settled before the staging folder is removed, so no worker writes into it afterwards.
    await Promise.all([pictures.stop(error), photos?.stop(error)]);
    throw error;
  }
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

/**
 * The most threads the pictures are drawn on. The bundler and the prerenderer keep every core busy
 * meanwhile: with a picture thread per core as well, first builds at scale on 2 cores were slower
 * and took more CPU.
 */
const pictureThreads = Math.max(1, availableParallelism() - 1);

/** How many files `folder` holds whose names end in `extension`; 0 when there is no such folder. */
function filesIn(folder: string, extension = ''): number {
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith(extension)).length : 0;
}

/**
 * Picture workers started before the validation, when the content will likely need them: each
 * case study has a picture, and the cache holds fewer pictures than there are case studies.
 * Loading their code then uses a core the validation leaves idle. `writeSocialImages` stops them
 * if there turn out to be too few pictures to draw.
 */
function startPictureWorkersEarly(): StartedWorkers | undefined {
  const caseStudies = filesIn(path.join(contentRoot, contentLayout.caseStudies), '.mdx');
  if (caseStudies < picturesWorthAWorker || filesIn(socialImageCache, '.png') >= caseStudies) return undefined;
  return startPictureWorkers(workerCount(caseStudies, picturesWorthAWorker, pictureThreads));
}

/**
 * Validates the content. With picture workers, the pictures start as soon as the frontmatter they
 * need is read and valid, and are drawn on those workers' cores while the bodies and the FAQ are
 * read (unless too few are left to draw for a worker: those wait for the validation's thread).
 */
async function validate(
  pictureWorkers: StartedWorkers | undefined,
  parsedBodies: Map<string, BodyTree>,
): Promise<ValidationResult & { pictures?: PictureRun }> {
  const readings = openReadingCache(readingCacheFile, readingCacheSalt(repoRoot));
  // The MDX compile of both bundles then starts from the trees the validation parsed.
  const reading = readFrontmatter(contentRoot, {
    repoRoot,
    readings,
    // Drafts and entries scheduled for a later day are checked, then left out: no later stage sees them.
    onlyPublished: true,
    keepBodyTree: (body, tree) => parsedBodies.set(body, tree),
  });
  let result: ValidationResult;
  let pictures: PictureRun | undefined;
  try {
    if (reading.frontmatter && pictureWorkers) {
      const content = reading.frontmatter;
      // The rest of the validation holds the thread: the pictures' files are listed and the shares posted first.
      await new Promise<void>((handedOver) => {
        pictures = startPictures(content, pictureWorkers, handedOver);
        pictures.done.then(
          () => handedOver(),
          () => handedOver(),
        );
      });
    }
    result = completeValidation(reading);
  } catch (error) {
    // Settled before the staging folder is removed, so nothing writes into it afterwards.
    await pictures?.stop(error);
    throw error;
  }
  // Kept also when the content has errors: the next build reads only the files edited since.
  await readings.keep();
  return { ...result, pictures };
}

async function buildSite(pictureWorkers: StartedWorkers | undefined): Promise<number> {
  const parsedBodies = new Map<string, BodyTree>();
  const {
    catalog,
    errors,
    pictures: picturesStarted,
  } = await step('validation', () => validate(pictureWorkers, parsedBodies));
  if (!catalog) {
    const invalid = new ContentValidationError(errors);
    await picturesStarted?.stop(invalid);
    throw invalid;
  }
  const pictures = picturesStarted ?? startPictures(catalog, pictureWorkers);
  const facts = new PictureFactsCache(path.join(pictureCache, 'facts.json'));
  const checked = await step('picture check', () => checkPictures(catalog, facts));
  await facts.keep();
  if (checked.warnings.length > 0) console.warn(formatContentWarnings(checked.warnings));
  if (checked.errors.length > 0) {
    const invalid = new ContentValidationError(checked.errors);
    await pictures.stop(invalid);
    throw invalid;
  }
  const { pages, template, secured } = await buildPages(catalog, parsedBodies, pictures, checked.plan);
  // Only when site.yaml enables it; no page of the site refers to it.
  const editorRules = catalog.site.data.editor?.enabled
    ? await step('editor', () => writeBuiltAdmin(siteDir, catalog, checked.plan, repoRoot, contentRoot))
    : undefined;
  // Last: the prerenderer secured its pages as it wrote them; any other HTML file is secured here.
  await step('security headers', () =>
    writeSecurityHeaders(siteDir, template, secured, editorRules && { folder: adminFolder, rules: editorRules }),
  );

  const note = await swapFolder(siteDir, outDir, path.join(stagingRoot, `previous-${process.pid}`));
  if (note) console.warn(`Note: ${note}`);
  return pages;
}

let pictureWorkers: StartedWorkers | undefined;
try {
  pictureWorkers = startPictureWorkersEarly();
  const pages = await buildSite(pictureWorkers);
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
  await pictureWorkers?.stop();
  await rm(staging, { recursive: true, force: true });
}
