/**
 * `npm run bench`: builds the site into a temporary folder, serves it on 127.0.0.1 as `npm start`
 * does (scripts/serve/static-server.ts: brotli, and the headers of the build's `_headers`), and prints:
 * the home page's first-load JavaScript beside a minimal "framework floor" page and where its
 * bytes come from, a search of it for build-time code and other routes' content, Lighthouse 12.8
 * (mobile, simulated throttling) medians per route, and the targets met and not met.
 *
 * A second build of the same content, with case study 1's picture replaced by a 4000 × 3000 JPEG
 * of several MB made at run time, adds the routes `/blog/1` and `/blog` with that photo.
 *
 * Options: `--runs N` (Lighthouse runs per route, default 3), `--routes /,/faq` (default: all),
 * `--no-photo` (leave out the photo routes).
 * Exits 0 whatever the figures; only a crash (build failure, Chromium missing) exits 1.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { readHeadersFile } from '../../scripts/security/headers-file.ts';
import { startStaticServer, type RunningServer } from '../../scripts/serve/static-server.ts';
import { benchDir, describeMachine, ensureBenchDependencies, repoRoot } from './environment.ts';
import { findTellTales, launchBrowser, measureFirstLoad, type FirstLoad } from './first-load.ts';
import { buildFrameworkFloor, floorViteConfig } from './floor.ts';
import { kb, percentChange, table } from './format.ts';
import { runMeasured } from './measure.ts';
import { evaluateTargets, printFindings, printLighthouseTables, printTargets, type AuditOutcome } from './report.ts';
import { contentWithPhoto } from './photos.ts';
import { buildTimeCodeTellTales, otherRoutesTellTales } from './tell-tales.ts';

/** The routes the issue lists; the 404 views are audited as files, since Lighthouse refuses a 404 answer. */
const defaultRoutes = [
  '/',
  '/services',
  '/pricing',
  '/schedule-consultation',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/faq',
  '/linkedin-tool',
  '/404.html',
  '/blog/404.html',
];
const floorLabel = 'framework floor /';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const runs = Math.max(1, Number(option('--runs') ?? 3));
const routes = option('--routes')?.split(',') ?? defaultRoutes;
const withPhoto = !process.argv.includes('--no-photo');
/** The routes audited again on the build whose case study 1 has a large photo. */
const photoRoutes = ['/blog/1', '/blog'];

// These modules import packages of tools/bench/node_modules, so they load after the install.
type LighthouseModule = typeof import('./lighthouse.ts');
type CompositionModule = typeof import('./composition.ts');

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function printFirstLoad(label: string, load: FirstLoad): void {
  console.log(`${label}: ${kb(load.totalBytes)} in ${load.scripts.length} file${load.scripts.length === 1 ? '' : 's'}`);
  for (const script of load.scripts)
    console.log(
      `  ${kb(script.transferredBytes).padStart(9)}  ${script.path}${script.encoding === 'br' ? '' : `  (${script.encoding}!)`}`,
    );
}

/** Minified bytes of the home page's and the floor's first-load chunks, side by side by origin. */
async function printComposition(composition: CompositionModule, floorWorkDir: string): Promise<void> {
  console.log(
    '\nWhere it comes from: minified bytes of the same chunks by package or source folder (from source maps, before compression)',
  );
  const site = composition.bytesByOrigin(
    composition.firstLoadChunks(await composition.buildInMemory(repoRoot), composition.homeIslandsModule),
  );
  const floor = composition.bytesByOrigin(
    composition.firstLoadChunks(await composition.buildInMemory(floorWorkDir, floorViteConfig(floorWorkDir))),
  );
  const origins = [...new Set([...site.keys(), ...floor.keys()])].sort(
    (a, b) => (site.get(b) ?? 0) - (site.get(a) ?? 0),
  );
  const sum = (totals: Map<string, number>) => [...totals.values()].reduce((a, b) => a + b, 0);
  const difference = (mine: number, theirs: number) => `${mine >= theirs ? '+' : '-'}${kb(Math.abs(mine - theirs))}`;
  const rows = origins.map((origin) => [
    origin,
    kb(site.get(origin) ?? 0),
    kb(floor.get(origin) ?? 0),
    difference(site.get(origin) ?? 0, floor.get(origin) ?? 0),
  ]);
  console.log(
    table(
      ['origin', 'home', 'floor', 'difference'],
      [...rows, ['total', kb(sum(site)), kb(sum(floor)), difference(sum(site), sum(floor))]],
    ),
  );
}

/** Prints which groups of tell-tale strings occur in the home page's JavaScript; true when any does. */
function printLeaks(home: FirstLoad, siteDir: string): boolean {
  console.log("\n== Build-time code and other routes' content in the home page's first-load JavaScript ==");
  const homeHtml = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const tellTales = [...buildTimeCodeTellTales, ...otherRoutesTellTales(path.join(repoRoot, 'content'), homeHtml)];
  const found = findTellTales(home, tellTales);
  for (const [group, hits] of found) {
    const searched = tellTales.filter((tale) => tale.group === group).length;
    const verdict =
      hits.length === 0
        ? `absent (${searched} strings searched)`
        : `FOUND: ${hits.map((hit) => `"${hit.needle}" in ${hit.script}`).join(', ')}`;
    console.log(`  ${group.padEnd(42)} ${verdict}`);
  }
  return [...found.values()].some((hits) => hits.length > 0);
}

/**
 * Runs Lighthouse `runs` times on each URL in one Chromium and returns the medians. The runs go
 * round the routes (every route's first run, then every route's second, ...), so that a stretch of
 * other work on the machine, such as the builds just before, lands on one run of several routes
 * instead of on every run of the first.
 */
async function auditAll(
  lighthouse: LighthouseModule,
  targets: { label: string; url: string }[],
): Promise<Map<string, AuditOutcome>> {
  console.log('\n== Lighthouse (per run: performance/accessibility/best practices/SEO) ==');
  const results = new Map<string, AuditOutcome>();
  type RunFigures = Awaited<ReturnType<LighthouseModule['runLighthouse']>>;
  const audited = targets.map((target) => ({ ...target, figures: [] as RunFigures[], failures: [] as string[] }));
  const browser = await lighthouse.startLighthouseBrowser();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const { url, figures, failures } of audited) {
        try {
          figures.push(await lighthouse.runLighthouse(url, browser));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    for (const { label, figures, failures } of audited) {
      const scores = figures
        .map(({ scores: s }) => `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`)
        .join('  ');
      console.log(
        `  ${label.padEnd(24)} ${scores}${failures.length > 0 ? `  (${failures.length} failed: ${failures[0] ?? ''})` : ''}`,
      );
      results.set(label, figures.length > 0 ? lighthouse.medianFigures(figures) : new Error(failures.join('; ')));
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  ensureBenchDependencies();
  const lighthouse: LighthouseModule = await import('./lighthouse.ts');
  const composition: CompositionModule = await import('./composition.ts');
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(benchDir, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  console.log(`npm run bench — ${new Date().toISOString().slice(0, 10)} — ${machine}`);
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile form factor, simulated throttling, median of ${runs} run${runs === 1 ? '' : 's'} per route, taken round the routes.`,
  );
  console.log(
    `Load average at start: ${loadAverage()} (TBT and the performance score rise with other work on the machine).\n`,
  );

  const work = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const servers: RunningServer[] = [];
  try {
    const siteDir = path.join(work, 'site');
    const built = await runMeasured(
      process.execPath,
      ['--import', 'tsx', 'scripts/commands/build.ts', '--out', siteDir],
      { cwd: repoRoot },
    );
    if (built.exitCode !== 0) throw new Error(`The site did not build:\n${built.output}`);
    console.log(
      `Site: ${/Built .*$/m.exec(built.output)?.[0] ?? 'built'} (wall ${built.seconds.toFixed(1)} s, peak ${built.peakRssMb?.toFixed(0) ?? '?'} MB)`,
    );
    let photoSite: RunningServer | undefined;
    if (withPhoto) {
      const photoContent = path.join(work, 'photo-content');
      const photoBytes = await contentWithPhoto(path.join(repoRoot, 'content'), photoContent);
      const photoSiteDir = path.join(work, 'photo-site');
      const photoBuilt = await runMeasured(
        process.execPath,
        ['--import', 'tsx', 'scripts/commands/build.ts', '--content', photoContent, '--out', photoSiteDir],
        { cwd: repoRoot, env: { ...process.env, SITE_CACHE_DIR: path.join(work, 'photo-cache') } },
      );
      if (photoBuilt.exitCode !== 0) throw new Error(`The site with a photo did not build:\n${photoBuilt.output}`);
      console.log(
        `Site with a photo (case study 1's picture a 4000 × 3000 JPEG of ${kb(photoBytes)}, made for this run): ${/Built .*$/m.exec(photoBuilt.output)?.[0] ?? 'built'} (wall ${photoBuilt.seconds.toFixed(1)} s, peak ${photoBuilt.peakRssMb?.toFixed(0) ?? '?'} MB, empty picture cache)`,
      );
      photoSite = await startStaticServer({ root: photoSiteDir, headersFor: readHeadersFile(photoSiteDir) });
      servers.push(photoSite);
    }
    const floorWorkDir = path.join(work, 'floor');
    const floorDir = await buildFrameworkFloor(floorWorkDir);
    console.log(
      'Framework floor: React 19 + react-router-dom BrowserRouter + styled-components, built with Vite and prerendered.',
    );
    const site = await startStaticServer({ root: siteDir, headersFor: readHeadersFile(siteDir) });
    servers.push(site);
    const floor = await startStaticServer({ root: floorDir });
    servers.push(floor);

    console.log('\n== First-load JavaScript: every script a first visit requests (brotli bytes as transferred) ==');
    const browser = await launchBrowser();
    const [home, floorLoad] = await Promise.all([
      measureFirstLoad(browser, `${site.url}/`),
      measureFirstLoad(browser, `${floor.url}/`),
    ]).finally(() => browser.close());
    printFirstLoad('Site home page /', home);
    printFirstLoad('Framework floor', floorLoad);
    console.log(
      `Home over floor: ${kb(home.totalBytes - floorLoad.totalBytes)} (${percentChange(home.totalBytes, floorLoad.totalBytes)}); target: within +10%.`,
    );
    await printComposition(composition, floorWorkDir);
    const leaked = printLeaks(home, siteDir);

    const photoTargets = photoSite
      ? photoRoutes.map((route) => ({ label: `${route} (photo)`, url: `${photoSite.url}${route}` }))
      : [];
    const targets = [
      ...routes.map((route) => ({ label: route, url: `${site.url}${route}` })),
      ...photoTargets,
      { label: floorLabel, url: `${floor.url}/` },
    ];
    const results = await auditAll(lighthouse, targets);
    printLighthouseTables(results);
    printFindings(results);
    console.log(`\nLoad average at end: ${loadAverage()}`);
    const routeResults = new Map([...results].filter(([label]) => label !== floorLabel));
    printTargets(
      evaluateTargets({
        routes: routeResults,
        watched: lighthouse.watchedAudits,
        homeJs: home.totalBytes,
        floorJs: floorLoad.totalBytes,
        leaked,
      }),
    );
  } finally {
    for (const server of servers) await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
