/**
 * `npm run bench:scale`: for each size (default: the content as it is, 100, 1,000 and 5,000),
 * copies the project to a temporary folder, adds generated case studies and FAQ entries until
 * there are that many of each, then measures `npm run check` and `npm run build` (wall time and
 * peak memory) and the home page's first-load JavaScript, and compares with the targets.
 *
 * Sizes can be given as arguments: `npm run bench:scale -- 100 1000`. `-- --photos` runs the
 * photo variant instead (scale-photos.ts), at 100 case studies unless a size is given. The
 * generated case studies carry one or two of the fixture's four tags each; `-- --all-tags` gives
 * each all four, so every tag has as many pages as the blog (the worst case). `-- --lighthouse`
 * also runs Lighthouse on `/blog`, a tag page and a case study of each size's built site. Exits 0
 * whatever the figures; only a crash exits 1.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../../scripts/serve/static-server.ts';
import { copyProject } from '../../tests/support/project-copy.ts';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { describeMachine, ensureBenchDependencies } from './environment.ts';
import { launchBrowser, measureFirstLoad } from './first-load.ts';
import { kb, table, verdict } from './format.ts';
import { type GeneratedTags, generateContent } from '../../tests/support/generate-content.ts';
import { runMeasured, type Measured } from './measure.ts';
import { medianFigures, type RunFigures, runLighthouse, startLighthouseBrowser } from './lighthouse.ts';
import { measurePhotos } from './scale-photos.ts';
import { listingLimits, measureListings, summariseListings, useDefaultPageSize } from './listings.ts';

const sizes = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
const photos = process.argv.includes('--photos');
/** Every generated case study carries all four of the fixture's tags (the worst case), instead of one or two. */
const tags: GeneratedTags = process.argv.includes('--all-tags') ? 'all' : 'spread';
/** Lighthouse on the story pages of each size (`storyPageRuns` runs each), which adds minutes a size. */
const lighthouse = process.argv.includes('--lighthouse');
const storyPageRuns = 3;
const plan = sizes.length > 0 ? sizes : photos ? [100] : [0, 100, 1000, 5000];

/** The figures of one size. */
interface SizeResult {
  size: number;
  caseStudies: number;
  faq: number;
  check: Measured;
  build: Measured;
  /** A second build (1,000 case studies only) after one case study was edited, reusing what the first build kept in .cache/. */
  rebuild?: Measured | undefined;
  pages: number | undefined;
  homeJs: number | undefined;
  /** The listing pages (home, /blog, its pages, every tag page): the largest HTML and element count. */
  listings?: ReturnType<typeof summariseListings> | undefined;
  /** With `--lighthouse`: the medians of `/blog`, a tag page and a case study. */
  storyPages?: StoryPageFigures[] | undefined;
}

/** The medians of Lighthouse's runs on one story page of a built site. */
interface StoryPageFigures {
  route: string;
  figures: ReturnType<typeof medianFigures>;
}

/** `/blog`, the first tag page and the middle case study of the site built in `outDir`. */
function storyRoutes(outDir: string): string[] {
  const folder = (name: string) => (existsSync(path.join(outDir, name)) ? readdirSync(path.join(outDir, name)) : []);
  const [tag] = folder('blog/tag').sort();
  const ids = folder('blog')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const middle = ids[Math.floor(ids.length / 2)];
  return ['/blog', ...(tag ? [`/blog/tag/${tag}`] : []), ...(middle === undefined ? [] : [`/blog/${middle}`])];
}

/** Runs Lighthouse `storyPageRuns` times on each story page, round the pages, and gives each page's medians. */
async function measureStoryPages(siteUrl: string, outDir: string): Promise<StoryPageFigures[]> {
  const routes = storyRoutes(outDir);
  const runs = new Map<string, RunFigures[]>(routes.map((route) => [route, []]));
  const browser = await startLighthouseBrowser();
  try {
    for (let run = 0; run < storyPageRuns; run += 1)
      for (const route of routes) runs.get(route)?.push(await runLighthouse(`${siteUrl}${route}`, browser));
  } finally {
    await browser.close();
  }
  return routes.map((route) => ({ route, figures: medianFigures(runs.get(route) ?? []) }));
}

/** "/blog 100/100/100/100, LCP 0.93 s, CLS 0.000, TBT 63 ms; …" */
function describeStoryPages(pages: readonly StoryPageFigures[]): string {
  return pages
    .map(
      ({ route, figures: { scores, metrics } }) =>
        `${route} ${scores.performance}/${scores.accessibility}/${scores['best-practices']}/${scores.seo}, LCP ${(metrics.lcp / 1000).toFixed(2)} s, CLS ${metrics.cls.toFixed(3)}, TBT ${metrics.tbt.toFixed(0)} ms`,
    )
    .join('; ');
}

/** Performance and the three other categories 100, LCP at most 1.2 s and CLS 0 on every story page measured. */
function storyPagesMet(pages: readonly StoryPageFigures[]): boolean {
  return pages.every(
    ({ figures: { scores, metrics } }) =>
      Object.values(scores).every((score) => score === 100) && metrics.lcp <= 1200 && metrics.cls === 0,
  );
}

/** The line that says why a command failed: the first error message, else the last line printed. */
function failureReason(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.includes('Unknown user config'));
  return (
    lines.find((line) => /^\w*Error\b.*:/.test(line) || /^Content check found/.test(line)) ??
    lines.at(-1) ??
    'no output'
  );
}

/** What an editor does between two builds: retitles one case study and adds a sentence to its body. Returns its file name. */
function editOneCaseStudy(contentDir: string): string {
  const folder = path.join(contentDir, 'case-studies');
  const names = readdirSync(folder).sort();
  const name = names[Math.floor(names.length / 2)];
  if (!name) throw new Error(`${folder} has no case study to edit.`);
  const file = path.join(folder, name);
  const source = readFileSync(file, 'utf8');
  const retitled = source.replace(/^title: (.+)$/m, 'title: $1, Step by Step');
  if (retitled === source) throw new Error(`${name} has no title line to edit.`);
  writeFileSync(file, `${retitled.trimEnd()}\n\nThe team now reviews the programme every quarter.\n`);
  return name;
}

/** A built case study page's loader: its entry and preload list. */
const loaderOf = (html: string) => /data-entry="[^"]+" data-preload="[^"]*"/.exec(html)?.[0];

/**
 * Whether the build at scale left every case study page complete, as the prerender and picture
 * workers split the work: its own title and an h1, the not-found page's loader (nothing of its own
 * in the client bundle), and a 1200 × 630 social image; and no staging folder left behind.
 */
function describeCompleteness(project: string, outDir: string): string {
  const folder = path.join(project, 'content/case-studies');
  const files = readdirSync(folder);
  const notFoundLoader = loaderOf(readFileSync(path.join(outDir, 'blog/404.html'), 'utf8'));
  const incomplete = files.filter((name) => {
    const source = readFileSync(path.join(folder, name), 'utf8');
    const id = /^id: (\d+)$/m.exec(source)?.[1];
    const title = /^title: (.+)$/m.exec(source)?.[1]?.replace(/^['"]|['"]$/g, '');
    const page = path.join(outDir, `blog/${id}/index.html`);
    const picture = path.join(outDir, `social-images/blog/${id}.png`);
    if (!title || !existsSync(page) || !existsSync(picture)) return true;
    const html = readFileSync(page, 'utf8');
    const png = readFileSync(picture);
    return (
      !html.includes('<h1') ||
      !html.includes(title.replaceAll('&', '&amp;')) ||
      loaderOf(html) !== notFoundLoader ||
      png.subarray(1, 4).toString('latin1') !== 'PNG' ||
      png.readUInt32BE(16) !== 1200 ||
      png.readUInt32BE(20) !== 630
    );
  });
  const clientFiles = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js')).length;
  const staging = existsSync(path.join(project, '.build')) ? readdirSync(path.join(project, '.build')).length : 0;
  return `${files.length - incomplete.length} of ${files.length} case study pages complete${incomplete.length > 0 ? ` (not: ${incomplete.slice(0, 5).join(', ')})` : ''}; ${clientFiles} client scripts; ${staging} staging folders left`;
}

async function measureSize(size: number): Promise<SizeResult> {
  const project = copyProject();
  try {
    const { caseStudies, faq } = generateContent(path.join(project, 'content'), size, tags);
    useDefaultPageSize(path.join(project, 'content'));
    const tagging = tags === 'all' ? 'each with all four tags' : 'each with one or two of four tags';
    console.log(`\n${caseStudies} case studies (${tagging}), ${faq} FAQ entries (copy in ${project})`);
    const check = await runMeasured('npm', ['run', '--silent', 'check'], { cwd: project });
    console.log(
      `  npm run check  ${check.seconds.toFixed(1)} s, peak ${check.peakRssMb?.toFixed(0) ?? '?'} MB${check.exitCode === 0 ? '' : `, FAILED: ${failureReason(check.output)}`}`,
    );
    const outDir = path.join(project, 'bench-out');
    const build = await runMeasured('npm', ['run', '--silent', 'build', '--', '--out', outDir], { cwd: project });
    const pagesMatch = /Built (\d+) pages/.exec(build.output);
    console.log(
      `  npm run build  ${build.seconds.toFixed(1)} s (${cpu(build)}), peak ${build.peakRssMb?.toFixed(0) ?? '?'} MB${build.exitCode === 0 ? `, ${pagesMatch?.[1] ?? '?'} pages` : `, FAILED after ${build.seconds.toFixed(1)} s: ${failureReason(build.output)}`}`,
    );
    // The steps line names the threads the prerender and the social images ran on.
    const steps = /^Steps: .*$/m.exec(build.output)?.[0];
    if (steps) console.log(`    ${steps}`);
    if (build.exitCode === 0) console.log(`    ${describeCompleteness(project, outDir)}`);
    let rebuild: Measured | undefined;
    if (build.exitCode === 0 && size === 1000) {
      // The first build of a copy draws every social image and compiles every MDX body; the
      // next reuses from .cache/ what did not change, as an editor's next build does.
      const edited = editOneCaseStudy(path.join(project, 'content'));
      rebuild = await runMeasured('npm', ['run', '--silent', 'build', '--', '--out', outDir], { cwd: project });
      console.log(
        `  npm run build again, ${edited} edited (title and body)  ${rebuild.seconds.toFixed(1)} s (${cpu(rebuild)}), peak ${rebuild.peakRssMb?.toFixed(0) ?? '?'} MB${rebuild.exitCode === 0 ? '' : ', FAILED'}`,
      );
      const rebuildSteps = /^Steps: .*$/m.exec(rebuild.output)?.[0];
      if (rebuildSteps) console.log(`    ${rebuildSteps}`);
    }
    let homeJs: number | undefined;
    let listings: SizeResult['listings'];
    let storyPages: StoryPageFigures[] | undefined;
    if (build.exitCode !== 0) {
      // The build wrote nothing; the client bundle alone still tells what the home page loads.
      homeJs = await homeJsFromBundle(project).catch((error: unknown) => {
        console.log(
          `  home first-load JS  not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        return undefined;
      });
      if (homeJs !== undefined)
        console.log(`  home first-load JS  ${kb(homeJs)} brotli (from an in-memory client build, as the build failed)`);
    } else {
      const server = await startStaticServer({ root: outDir });
      const browser = await launchBrowser();
      try {
        homeJs = (await measureFirstLoad(browser, `${server.url}/`)).totalBytes;
        console.log(`  home first-load JS  ${kb(homeJs)} brotli`);
        listings = summariseListings(await measureListings(browser, server.url, outDir));
        console.log(`  listing pages  ${describeListings(listings)}`);
        if (lighthouse) {
          storyPages = await measureStoryPages(server.url, outDir);
          console.log(`  Lighthouse, median of ${storyPageRuns} runs  ${describeStoryPages(storyPages)}`);
        }
      } finally {
        await browser.close();
        await server.close();
      }
    }
    return {
      size,
      caseStudies,
      faq,
      check,
      build,
      rebuild,
      pages: pagesMatch?.[1] ? Number(pagesMatch[1]) : undefined,
      homeJs,
      listings,
      storyPages,
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Brotli bytes (quality 11, as the static server sends them) of the chunks the home page loads, from a client build in memory. */
async function homeJsFromBundle(project: string): Promise<number> {
  const { buildInMemory, firstLoadChunks, homeIslandsModule } = await import('./composition.ts');
  const chunks = firstLoadChunks(await buildInMemory(project), homeIslandsModule);
  return chunks.reduce(
    (sum, chunk) =>
      sum + brotliCompressSync(chunk.code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    0,
  );
}

/** "112 routes; largest HTML 61.2 KB (/blog/page/2); most elements 812 (/)". */
function describeListings(listings: NonNullable<SizeResult['listings']>): string {
  const { routes, largestHtml, mostElements } = listings;
  return `${routes} routes; largest HTML ${kb(largestHtml?.htmlBytes ?? 0)} (${largestHtml?.route ?? '-'}); most elements ${mostElements?.elements ?? 0} (${mostElements?.route ?? '-'})`;
}

const seconds = (measured: Measured) => `${measured.seconds.toFixed(1)} s${measured.exitCode === 0 ? '' : ' (failed)'}`;
const cores = os.availableParallelism();
/** "CPU 57.2 s, so at least 28.6 s on 2 cores": the least wall time that CPU time allows on this machine's cores, had every core worked throughout. */
const cpu = (measured: Measured) =>
  measured.cpuSeconds === undefined
    ? 'CPU not measured'
    : `CPU ${measured.cpuSeconds.toFixed(1)} s, so at least ${(measured.cpuSeconds / cores).toFixed(1)} s on ${cores} cores`;
const cpuTime = (measured: Measured) =>
  measured.cpuSeconds === undefined ? 'n/a' : `${measured.cpuSeconds.toFixed(1)} s`;
const memory = (measured: Measured) =>
  measured.peakRssMb === undefined ? 'n/a' : `${measured.peakRssMb.toFixed(0)} MB`;

async function main(): Promise<void> {
  // The photo variant needs no browser and no Lighthouse.
  if (!photos) ensureBenchDependencies();
  console.log(`npm run bench:scale — ${new Date().toISOString().slice(0, 10)} — ${describeMachine()}`);
  console.log(
    `Load average at start: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} (other work on the machine slows every figure).`,
  );
  console.log(
    "Times are wall clock from process start (npm, tsx and Vite start-up included); CPU is user and system time of every thread of every process (of every Node process where GNU time is missing); peak memory is the largest process's maximum RSS.",
  );
  if (photos) {
    for (const size of plan) await measurePhotos(size);
    return;
  }
  const results: SizeResult[] = [];
  for (const size of plan) results.push(await measureSize(size));

  console.log(
    `\nLoad average at end: ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  console.log('\n== Scale ==');
  console.log(
    table(
      [
        'case studies / FAQ entries',
        'check time',
        'check peak',
        'build time',
        'build CPU',
        'build peak',
        'pages',
        'home first-load JS',
        'listing pages: largest HTML / most elements',
      ],
      results.map((result) => [
        `${result.caseStudies} / ${result.faq}`,
        seconds(result.check),
        memory(result.check),
        seconds(result.build),
        cpuTime(result.build),
        memory(result.build),
        String(result.pages ?? '-'),
        result.homeJs === undefined ? '-' : kb(result.homeJs),
        result.listings
          ? `${kb(result.listings.largestHtml?.htmlBytes ?? 0)} / ${result.listings.mostElements?.elements ?? 0}`
          : '-',
      ]),
    ),
  );

  // A build that fails does so at its end (the last step checks the written files), so its time
  // still measures validation, bundling and prerendering; the verdict counts the failure.
  const thousand = results.find((result) => result.caseStudies === 1000);
  const fiveThousand = results.find((result) => result.caseStudies === 5000);
  const failedNote = (result: SizeResult | undefined) =>
    result && result.build.exitCode !== 0 ? ', build FAILED' : '';
  const homeSizes = results.flatMap((result) => (result.homeJs === undefined ? [] : [result.homeJs]));
  const smallest = Math.min(...homeSizes);
  const largest = Math.max(...homeSizes);
  console.log('\n== Targets ==');
  const thousandMet = thousand ? thousand.build.exitCode === 0 && thousand.build.seconds <= 20 : undefined;
  const rebuilt = thousand?.rebuild
    ? `; rebuilt after editing one case study, with the pictures, compiled MDX and file readings of the rest from the cache, ${thousand.rebuild.seconds.toFixed(1)} s`
    : '';
  const cpuBound = thousand?.build.cpuSeconds === undefined ? '' : `; ${cpu(thousand.build)}`;
  console.log(
    `  ${verdict(thousandMet)}  1,000 case studies validated and prerendered in <= 20 s: ${thousand ? `${thousand.build.seconds.toFixed(1)} s${failedNote(thousand)} (first build${cpuBound}; check alone ${thousand.check.seconds.toFixed(1)} s${rebuilt})` : 'not measured'}`,
  );
  const ratio = thousand && fiveThousand ? fiveThousand.build.seconds / thousand.build.seconds : undefined;
  const ratioMet = ratio === undefined || !fiveThousand ? undefined : fiveThousand.build.exitCode === 0 && ratio <= 5.5;
  console.log(
    `  ${verdict(ratioMet)}  5,000 in <= 5.5x the 1,000 figure: ${ratio === undefined ? 'not measured' : `${fiveThousand?.build.seconds.toFixed(1) ?? ''} s = ${ratio.toFixed(2)}x (limit ${((thousand?.build.seconds ?? 0) * 5.5).toFixed(1)} s)${failedNote(fiveThousand)}`}`,
  );
  for (const result of results.filter((candidate) => candidate.caseStudies >= 300)) {
    const { listings } = result;
    console.log(
      `  ${verdict(listings?.withinLimits)}  ${result.caseStudies} case studies: every listing page at most ${listingLimits.elements} elements and ${kb(listingLimits.htmlBytes)} of HTML: ${listings ? describeListings(listings) : 'not measured'}`,
    );
  }
  for (const result of results.filter((candidate) => candidate.storyPages)) {
    const pages = result.storyPages ?? [];
    console.log(
      `  ${verdict(storyPagesMet(pages))}  ${result.caseStudies} case studies: Lighthouse 100 in all four categories, LCP <= 1.2 s and CLS 0 on /blog, a tag page and a case study: ${describeStoryPages(pages)}`,
    );
  }
  const flat = homeSizes.length >= 2 ? largest - smallest <= smallest * 0.01 : undefined;
  const measuredAt = results
    .filter((result) => result.homeJs !== undefined)
    .map((result) => result.caseStudies)
    .join(', ');
  console.log(
    `  ${verdict(flat)}  Home first-load JS flat as content grows (within 1%): ${homeSizes.length >= 2 ? `${kb(smallest)} to ${kb(largest)} (+${(largest - smallest).toFixed(0)} bytes; measured at ${measuredAt} case studies)` : `not measured at two sizes${homeSizes.length === 1 ? ` (only at ${measuredAt})` : ''}`}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
