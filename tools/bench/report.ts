import { duration, kb, percentChange, table, verdict } from './format.ts';
import type { AuditFinding, RunFigures, watchedAudits as WatchedAudits } from './lighthouse.ts';

/** Medians of one audited URL, or why no run succeeded. */
export type AuditOutcome = (RunFigures & { runs: number }) | Error;

/** A target of the issue, whether it is met and the evidence. */
export interface TargetRow {
  target: string;
  /** Undefined when it could not be judged. */
  met: boolean | undefined;
  detail: string;
}

const total = (weight: RunFigures['weight']) => Object.values(weight).reduce((sum, bytes) => sum + bytes, 0);

/** The medians of every audited URL: scores and metrics, then page weight by kind. */
export function printLighthouseTables(results: ReadonlyMap<string, AuditOutcome>): void {
  const ok = succeeded(results);
  console.log('\nScores and metrics (medians)');
  console.log(
    table(
      ['route', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'CPU index'],
      ok.map(([label, f]) => [
        label,
        String(f.scores.performance),
        String(f.scores.accessibility),
        String(f.scores['best-practices']),
        String(f.scores.seo),
        duration(f.metrics.fcp),
        duration(f.metrics.lcp),
        duration(f.metrics.tbt),
        f.metrics.cls.toFixed(3),
        duration(f.metrics.speedIndex),
        String(Math.round(f.benchmarkIndex)),
      ]),
    ),
  );
  console.log(
    "CPU index: Lighthouse's benchmarkIndex during the runs; higher means more CPU was free. TBT reads high when it is low: compare runs at similar values.",
  );
  console.log('\nPage weight by kind (bytes transferred: brotli bodies plus response headers) and requests');
  console.log(
    table(
      ['route', 'HTML', 'CSS', 'JS', 'fonts', 'images', 'other', 'total', 'requests'],
      ok.map(([label, f]) => [
        label,
        kb(f.weight.html),
        kb(f.weight.css),
        kb(f.weight.js),
        kb(f.weight.fonts),
        kb(f.weight.images),
        kb(f.weight.other),
        kb(total(f.weight)),
        String(f.requests),
      ]),
    ),
  );
  for (const [label, outcome] of results)
    if (outcome instanceof Error) console.log(`  ${label}: no successful run (${outcome.message})`);
}

function describeFinding(finding: AuditFinding): string {
  const score = finding.score === undefined ? 'error' : String(Math.round(finding.score * 100));
  const head = `${finding.id} (${score}${finding.displayValue ? `, ${finding.displayValue}` : ''})`;
  return finding.items.length > 0 ? `${head}: ${finding.items.join('; ')}` : head;
}

/** The LCP element of each URL and every audit below 100, with its first findings. */
export function printFindings(results: ReadonlyMap<string, AuditOutcome>): void {
  const ok = succeeded(results);
  console.log('\nLargest contentful paint element');
  for (const [label, f] of ok) console.log(`  ${label.padEnd(24)} ${f.lcpElement ?? 'n/a'}`);
  console.log('\nAudits below 100 (union over runs)');
  for (const [label, f] of ok) {
    if (f.findings.length === 0) continue;
    console.log(`  ${label}`);
    for (const finding of f.findings) console.log(`    - ${describeFinding(finding)}`);
  }
  const warnings = ok.flatMap(([label, f]) => f.warnings.map((warning) => `${label}: ${warning}`));
  if (warnings.length > 0)
    console.log(`\nLighthouse warnings\n${warnings.map((warning) => `  ${warning}`).join('\n')}`);
}

function succeeded(results: ReadonlyMap<string, AuditOutcome>): [string, RunFigures & { runs: number }][] {
  return [...results].filter((entry): entry is [string, RunFigures & { runs: number }] => !(entry[1] instanceof Error));
}

/** What the targets are judged on. */
export interface TargetInput {
  /** Lighthouse outcomes of the site's routes (the floor left out). */
  routes: ReadonlyMap<string, AuditOutcome>;
  watched: typeof WatchedAudits;
  homeJs: number;
  floorJs: number;
  leaked: boolean;
}

/** Categories below 100; SEO is not judged on a 404 view that fails is-crawlable, as its noindex means it to (the SEO score is still printed above). */
function categoryMisses(f: RunFigures, label: string): string[] {
  const noindexOnly = label.endsWith('404.html') && f.findings.some((finding) => finding.id === 'is-crawlable');
  return Object.entries(f.scores)
    .filter(([category, score]) => score < 100 && !(category === 'seo' && noindexOnly))
    .map(([category, score]) => `${category} ${score}`);
}

/** Judges the issue's targets on the measured figures; every route must meet each one. */
export function evaluateTargets({ routes, watched, homeJs, floorJs, leaked }: TargetInput): TargetRow[] {
  const ok = succeeded(routes);
  const allRan = ok.length > 0 && ok.length === routes.size;
  const everyRoute = (
    target: string,
    test: (f: RunFigures, label: string) => boolean,
    show: (f: RunFigures, label: string) => string,
  ): TargetRow => {
    const misses = ok.filter(([label, f]) => !test(f, label)).map(([label, f]) => `${label} ${show(f, label)}`);
    return { target, met: allRan ? misses.length === 0 : undefined, detail: misses.join(', ') };
  };
  // These list the LCP image whether or not it is at fault; only their score says.
  const judgedByScore = new Set(['lcp-lazy-loaded', 'prioritize-lcp-image']);
  const watchedMisses = (ids: readonly string[]) =>
    ok.flatMap(([label, f]) =>
      ids.flatMap((id) => {
        const finding = f.watched[id];
        if (!finding) return [];
        const failed =
          (finding.score !== undefined && finding.score < 1) || (!judgedByScore.has(id) && finding.items.length > 0);
        return failed ? [`${label} ${finding.id}`] : [];
      }),
    );
  const renderBlocking = watchedMisses(watched.renderBlocking);
  const images = watchedMisses(watched.images);
  const fonts = watchedMisses(watched.fonts);
  const fontBytes = ok.reduce((sum, [, f]) => sum + f.weight.fonts, 0);
  const photoRoutes = ok.filter(([label]) => label.endsWith('(photo)'));
  const heavyPhotos = photoRoutes
    .filter(([, f]) => f.weight.images > 120_000)
    .map(([label, f]) => `${label} ${kb(f.weight.images)}`);
  return [
    everyRoute(
      'Lighthouse 100 in all four categories, every route (SEO on the 404 views excepted for their noindex)',
      (f, label) => categoryMisses(f, label).length === 0,
      (f, label) => categoryMisses(f, label).join('/'),
    ),
    everyRoute(
      'LCP <= 1.2 s',
      (f) => f.metrics.lcp <= 1200,
      (f) => duration(f.metrics.lcp),
    ),
    everyRoute(
      'CLS 0',
      (f) => f.metrics.cls === 0,
      (f) => f.metrics.cls.toFixed(3),
    ),
    everyRoute(
      'TBT <= 50 ms',
      (f) => f.metrics.tbt <= 50,
      (f) => duration(f.metrics.tbt),
    ),
    {
      target: 'No render-blocking request',
      met: allRan ? renderBlocking.length === 0 : undefined,
      detail: renderBlocking.join(', '),
    },
    {
      target: 'First-load JS within 10% of the framework floor',
      met: homeJs <= floorJs * 1.1,
      detail: `${kb(homeJs)} vs ${kb(floorJs)} (${percentChange(homeJs, floorJs)})`,
    },
    { target: "No build-time code or other routes' content on /", met: !leaked, detail: leaked ? 'see above' : '' },
    {
      target: 'Picture bytes <= 120 KB with a 4000 × 3000 photo (mobile run)',
      met: photoRoutes.length > 0 ? heavyPhotos.length === 0 : undefined,
      detail:
        photoRoutes.length === 0
          ? 'no photo route audited'
          : heavyPhotos.length > 0
            ? heavyPhotos.join(', ')
            : photoRoutes.map(([label, f]) => `${label} ${kb(f.weight.images)}`).join(', '),
    },
    {
      target: 'Images sized, modern, lazy below the fold',
      met: allRan ? images.length === 0 : undefined,
      detail: images.join(', '),
    },
    {
      target: 'Fonts cause no layout shift',
      met: allRan ? fonts.length === 0 && (fontBytes === 0 || ok.every(([, f]) => f.metrics.cls === 0)) : undefined,
      detail: fontBytes === 0 ? 'no web fonts loaded' : fonts.join(', '),
    },
  ];
}

/** One line per target: met / NOT MET / n/a, the target, the evidence. */
export function printTargets(rows: readonly TargetRow[]): void {
  console.log('\n== Targets ==');
  for (const { target, met, detail } of rows) console.log(`  ${verdict(met)}  ${target}${detail ? `: ${detail}` : ''}`);
}
