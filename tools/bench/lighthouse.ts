import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './environment.ts';
import { median } from './format.ts';

type AuditResult = Result['audits'][string];

/** The four Lighthouse categories the site is scored on. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** One of `categories`. */
export type Category = (typeof categories)[number];

/** Kinds of requests the page weight is split into. */
export const resourceKinds = ['html', 'css', 'js', 'fonts', 'images', 'other'] as const;
/** One of `resourceKinds`. */
export type ResourceKind = (typeof resourceKinds)[number];

const kindByResourceType: Record<string, ResourceKind> = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Font: 'fonts',
  Image: 'images',
};

/** Audits whose findings the targets are judged on, kept even when they pass. */
export const watchedAudits = {
  renderBlocking: ['render-blocking-resources', 'render-blocking-insight'],
  images: [
    'unsized-images',
    'modern-image-formats',
    'uses-optimized-images',
    'uses-responsive-images',
    'offscreen-images',
    'lcp-lazy-loaded',
    'prioritize-lcp-image',
    'image-delivery-insight',
  ],
  fonts: ['font-display', 'font-display-insight'],
} as const;

/** A Lighthouse audit that did not fully pass, with its first findings. */
export interface AuditFinding {
  id: string;
  title: string;
  /** 0 to 1, or undefined for an audit that errored. */
  score: number | undefined;
  displayValue: string | undefined;
  /** Up to five findings: URL or element, with the savings Lighthouse estimates. */
  items: string[];
}

/** The figures of one Lighthouse run of one URL. */
export interface RunFigures {
  /** Category scores, 0 to 100. */
  scores: Record<Category, number>;
  /** Milliseconds, except `cls`. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; speedIndex: number };
  /** Bytes transferred per kind (brotli bodies plus headers, as Lighthouse counts them). */
  weight: Record<ResourceKind, number>;
  requests: number;
  /** The element Lighthouse picked as largest contentful paint. */
  lcpElement: string | undefined;
  /** Every audit scored below 1 in the four categories. */
  findings: AuditFinding[];
  /** The watched audits (see `watchedAudits`) with their items, passing or not. */
  watched: Record<string, AuditFinding>;
  /** Lighthouse's own warnings, e.g. about the page redirecting. */
  warnings: string[];
  /** Lighthouse's CPU benchmark at run time; lower means a busier or slower machine, and a higher TBT. */
  benchmarkIndex: number;
}

/** A running Chromium that Lighthouse connects to. */
export interface LighthouseBrowser {
  port: number;
  close: () => Promise<void>;
}

/** Starts Chromium with remote debugging for Lighthouse; one browser serves every run. */
export async function startLighthouseBrowser(): Promise<LighthouseBrowser> {
  const chrome: LaunchedChrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/**
 * Runs Lighthouse once on `url` with the default configuration — mobile form factor, simulated
 * throttling (Moto G Power, slow 4G) — and extracts the figures the benchmark prints.
 * Lighthouse clears the browser's cache and storage before each run.
 */
export async function runLighthouse(url: string, browser: LighthouseBrowser): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port: browser.port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...categories],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return extractFigures(lhr);
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** The figures the benchmark prints, read from a Lighthouse result. */
function extractFigures(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  const weight = Object.fromEntries(resourceKinds.map((kind) => [kind, 0])) as Record<ResourceKind, number>;
  let requests = 0;
  for (const item of tableItems(lhr.audits['network-requests'])) {
    const type = typeof item.resourceType === 'string' ? item.resourceType : '';
    const bytes = typeof item.transferSize === 'number' ? item.transferSize : 0;
    const url = typeof item.url === 'string' ? item.url : '';
    if (url.startsWith('data:')) continue;
    weight[kindByResourceType[type] ?? 'other'] += bytes;
    requests += 1;
  }
  const findings: AuditFinding[] = [];
  const seen = new Set<string>();
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id)) continue;
      seen.add(ref.id);
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      if (audit.scoreDisplayMode !== 'error' && (audit.score === null || audit.score >= 1)) continue;
      findings.push(describeAudit(audit));
    }
  }
  const watched: Record<string, AuditFinding> = {};
  for (const id of Object.values(watchedAudits).flat()) {
    const audit = lhr.audits[id];
    if (audit) watched[id] = describeAudit(audit);
  }
  return {
    scores,
    metrics: {
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      speedIndex: numeric(lhr, 'speed-index'),
    },
    weight,
    requests,
    lcpElement: lcpElement(lhr),
    findings,
    watched,
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

type TableItem = Record<string, unknown>;

/** The rows of an audit's table (also inside a list of tables), as plain records. */
function tableItems(audit: AuditResult | undefined): TableItem[] {
  const details: unknown = audit?.details;
  if (!isObject(details)) return [];
  if ((details.type === 'table' || details.type === 'opportunity') && Array.isArray(details.items))
    return details.items.filter(isObject);
  if (details.type === 'list' && Array.isArray(details.items)) {
    return details.items.flatMap((inner: unknown) =>
      isObject(inner) && Array.isArray(inner.items) ? inner.items.filter(isObject) : [],
    );
  }
  return [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const shortUrl = (url: string) => url.replace(/^https?:\/\/127\.0\.0\.1:\d+/, '');

/** The longest request chain of a `network-tree` detail, e.g. `/ → /assets/index.js (812 ms)`. */
function longestChains(audit: AuditResult | undefined): string[] {
  const details: unknown = audit?.details;
  if (!isObject(details) || details.type !== 'list' || !Array.isArray(details.items)) return [];
  const chains: string[] = [];
  for (const section of details.items) {
    const tree =
      isObject(section) && isObject(section.value) && section.value.type === 'network-tree'
        ? section.value.chains
        : undefined;
    let level: unknown = tree;
    const steps: string[] = [];
    let end = 0;
    while (isObject(level)) {
      const nodes = Object.values(level).filter(isObject);
      const next = nodes.find((node) => node.isLongest === true) ?? nodes[0];
      if (!next) break;
      steps.push(shortUrl(String(next.url)));
      end = typeof next.navStartToEndTime === 'number' ? next.navStartToEndTime : end;
      level = next.children;
    }
    if (steps.length > 0) chains.push(`longest chain ${steps.join(' → ')} (${end} ms)`);
  }
  return chains;
}

function describeItem(item: TableItem): string {
  const node = isObject(item.node) ? item.node : undefined;
  const source = isObject(item.source)
    ? item.source.type === 'node'
      ? item.source.snippet
      : item.source.value
    : item.source;
  const where =
    (typeof item.url === 'string' && item.url) ||
    (typeof source === 'string' && source) ||
    (typeof item.groupLabel === 'string' && item.groupLabel) ||
    (node &&
      ((typeof node.selector === 'string' && node.selector) ||
        (typeof node.nodeLabel === 'string' && node.nodeLabel))) ||
    (typeof item.label === 'string' && item.label) ||
    (typeof item.description === 'string' && item.description) ||
    JSON.stringify(item).slice(0, 120);
  const savings = [
    typeof item.wastedMs === 'number' && item.wastedMs > 0 ? `${Math.round(item.wastedMs)} ms` : '',
    typeof item.wastedBytes === 'number' && item.wastedBytes > 0 ? `${(item.wastedBytes / 1000).toFixed(1)} KB` : '',
    typeof item.score === 'number' ? `shift ${item.score.toFixed(3)}` : '',
    typeof item.duration === 'number' ? `${Math.round(item.duration)} ms` : '',
    typeof item.reflowTime === 'number' ? `${Math.round(item.reflowTime)} ms` : '',
    typeof item.total === 'number' && typeof item.scripting === 'number'
      ? `${Math.round(item.total)} ms total, ${Math.round(item.scripting)} ms scripting`
      : '',
  ].filter(Boolean);
  const shortWhere = shortUrl(String(where));
  return savings.length > 0 ? `${shortWhere} (${savings.join(', ')})` : shortWhere;
}

function describeAudit(audit: AuditResult): AuditFinding {
  return {
    id: audit.id,
    title: audit.title,
    score: audit.score ?? undefined,
    displayValue: audit.displayValue,
    items: [...longestChains(audit), ...tableItems(audit).slice(0, 5).map(describeItem)],
  };
}

function lcpElement(lhr: Result): string | undefined {
  for (const item of tableItems(lhr.audits['largest-contentful-paint-element'])) {
    const node = isObject(item.node) ? item.node : undefined;
    if (node)
      return [node.nodeLabel, node.snippet]
        .filter((part): part is string => typeof part === 'string')
        .join(' — ')
        .slice(0, 160);
  }
  return undefined;
}

/** Medians over runs, each figure taken separately; findings and warnings are the union. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures & { runs: number } {
  const first = runs[0];
  if (!first) throw new Error('No Lighthouse run succeeded.');
  const pick = <T extends string>(keys: readonly T[], of: (run: RunFigures) => Record<T, number>) =>
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => of(run)[key]))])) as Record<T, number>;
  const findings = new Map<string, AuditFinding>();
  for (const run of runs)
    for (const finding of run.findings) if (!findings.has(finding.id)) findings.set(finding.id, finding);
  const watched: Record<string, AuditFinding> = {};
  for (const run of runs) {
    for (const [id, finding] of Object.entries(run.watched)) {
      const earlier = watched[id];
      if (!earlier || finding.items.length > earlier.items.length || (finding.score ?? 0) < (earlier.score ?? 0))
        watched[id] = finding;
    }
  }
  return {
    runs: runs.length,
    scores: pick(categories, (run) => run.scores),
    metrics: pick(['fcp', 'lcp', 'tbt', 'cls', 'speedIndex'] as const, (run) => run.metrics),
    weight: pick(resourceKinds, (run) => run.weight),
    requests: median(runs.map((run) => run.requests)),
    lcpElement: first.lcpElement,
    findings: [...findings.values()],
    watched,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
  };
}
