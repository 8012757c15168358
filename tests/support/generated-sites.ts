/**
 * The property the generated content is held to: any content folder the content model accepts
 * builds, and the built site keeps every invariant of `site-invariants.ts`. Run by `npm run fuzz`
 * (each run builds a site, so it stays out of `npm test`), and its counterexamples are printed as
 * the content files an editor would have written.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { notFoundPaths } from '../../scripts/vite/content-plugin.ts';
import {
  formatContentTree,
  generatedSiteArbitrary,
  routesOf,
  writeContentTree,
  type GeneratedSite,
} from './generated-content/index.ts';
import { buildSite } from './build-site.ts';
import { findInvariantBreaks } from './site-invariants.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where generated sites are written and built, in the project that builds them. Inside it on
 * purpose: a content folder outside the project cannot resolve `react/jsx-runtime` for its MDX files.
 */
function generatedSitesRoot(projectRoot: string): string {
  return path.join(projectRoot, '.build', 'generated-sites');
}

/** Where `npm run fuzz` saves each shrunk counterexample's content folder. */
export const counterexamplesRoot = path.join(repoRoot, '.build', 'fuzz-counterexamples');

/** A generated site and the pick of the one route checked besides the usual ones. */
export interface SiteCase {
  site: GeneratedSite;
  otherRoute: number;
}

/** Generated sites, each with a pick of an extra route to check. */
export const siteCaseArbitrary: fc.Arbitrary<SiteCase> = fc.record({
  site: generatedSiteArbitrary,
  otherRoute: fc.nat(),
});

/**
 * The routes checked for a site: home, its first case study, /blog, /faq and /pricing where they
 * exist, and one other route or not-found page picked by `otherRoute`.
 */
export function sampledRoutes({ site, otherRoute }: SiteCase): string[] {
  const all = routesOf(site);
  const firstCaseStudy = all.find((route) => route.startsWith('/blog/'));
  const usual = ['/', firstCaseStudy, '/blog', '/faq', '/pricing'].filter(
    (route): route is string => route !== undefined && all.includes(route),
  );
  const others = [
    ...all.filter((route) => !usual.includes(route)),
    notFoundPaths.site,
    ...(firstCaseStudy ? [notFoundPaths.caseStudy] : []),
  ];
  return [...usual, others[otherRoute % others.length] ?? notFoundPaths.site];
}

/** What a check of generated sites shares between its runs. */
export interface CheckOptions {
  browser: Browser;
  /** A folder of its own for this process's sites, inside the project that builds them (`makeWorkDir`). */
  workDir: string;
  /** The copy of the project whose build script builds the sites; this one by default. */
  projectRoot?: string;
  /** The build cache every run shares (`SITE_CACHE_DIR`). */
  cacheDir: string;
  /** Called after each site is checked, e.g. to count runs or time them. */
  onChecked?: (report: { routes: string[]; breaks: string[]; milliseconds: number }) => void;
}

let sitesMade = 0;

/** The routes that broken invariants name: each break starts with its route. */
export function routesNamedIn(breaks: readonly string[]): string[] {
  return [...new Set(breaks.flatMap((problem) => /^(\/[^\s:]*)/.exec(problem)?.[1] ?? []))];
}

/**
 * Builds a generated site and lists every invariant it breaks on its sampled routes (only those
 * of `focus` among them, when any are), a failed build included; [] when none.
 */
export async function findBreaks(
  siteCase: SiteCase,
  options: CheckOptions,
  focus: readonly string[] = [],
): Promise<string[]> {
  const started = performance.now();
  sitesMade += 1;
  const folder = path.join(options.workDir, `site-${sitesMade}`);
  const contentRoot = path.join(folder, 'content');
  const siteDir = path.join(folder, 'out');
  const sampled = sampledRoutes(siteCase);
  const focused = sampled.filter((route) => focus.includes(route));
  const routes = focused.length > 0 ? focused : sampled;
  try {
    writeContentTree(contentRoot, siteCase.site);
    const build = await buildSite({
      content: contentRoot,
      out: siteDir,
      cacheDir: options.cacheDir,
      ...(options.projectRoot === undefined ? {} : { projectRoot: options.projectRoot }),
    });
    const breaks = build.ok
      ? await findInvariantBreaks({ siteDir, contentRoot, routes, browser: options.browser })
      : [`the site does not build:\n${build.output.trim()}`];
    options.onChecked?.({ routes, breaks, milliseconds: performance.now() - started });
    return breaks;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A broken invariant, as the property reports it. */
export class InvariantBreaks extends Error {
  constructor(readonly breaks: string[]) {
    super(breaks.join('\n'));
    this.name = 'InvariantBreaks';
  }
}

/** What a broken invariant says once its route, quoted copy, element and numbers are taken out: breaks alike have one kind. */
export function kindOfBreak(problem: string): string {
  return (problem.split('\n', 1)[0] ?? '')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/ on [^:]+:/, ' on …:')
    .replace(/(^|\s)\/[^\s:]*/g, '$1/…')
    .replace(/\d+/g, '#');
}

/**
 * The property: a generated site builds and keeps every invariant on its sampled routes. Once a
 * site fails, fast-check only shrinks it: each smaller site is checked on the routes that broke
 * (where it still has them), as a build and a route cost far less than a build and six, and it
 * counts as failing only by a break of a kind the first failure had, so shrinking cannot drift
 * into another bug.
 */
export function siteKeepsInvariants(options: CheckOptions): fc.IAsyncPropertyWithHooks<[SiteCase]> {
  let first: { routes: string[]; kinds: Set<string> } | undefined;
  return fc.asyncProperty(siteCaseArbitrary, async (siteCase) => {
    const breaks = await findBreaks(siteCase, options, first?.routes);
    const alike = first ? breaks.filter((problem) => first?.kinds.has(kindOfBreak(problem))) : breaks;
    if (alike.length === 0) return;
    first ??= { routes: routesNamedIn(breaks), kinds: new Set(breaks.map(kindOfBreak)) };
    throw new InvariantBreaks(alike);
  });
}

/** A folder of its own for this process's generated sites, in the project that builds them. */
export function makeWorkDir(name: string, projectRoot = repoRoot): string {
  const folder = path.join(generatedSitesRoot(projectRoot), `${name}-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * A failed run as an editor's bug report: what broke, on which routes, the seed and path that
 * replay it, and every content file of the (shrunk) site.
 */
export function describeFailure(details: fc.RunDetails<[SiteCase]>): string {
  const [siteCase] = details.counterexample ?? [];
  const error = details.errorInstance;
  const broke =
    error instanceof InvariantBreaks
      ? error.breaks
      : [error instanceof Error ? (error.stack ?? error.message) : String(error)];
  const lines = [
    `A generated site broke ${broke.length === 1 ? 'an invariant' : `${broke.length} invariants`} (seed ${details.seed}, path "${details.counterexamplePath ?? ''}", after ${details.numRuns} run${details.numRuns === 1 ? '' : 's'} and ${details.numShrinks} shrink${details.numShrinks === 1 ? '' : 's'}):`,
    ...broke.map((problem) => `  - ${problem.replace(/\n/g, '\n    ')}`),
  ];
  if (siteCase) {
    lines.push(
      '',
      `Routes it samples: ${sampledRoutes(siteCase).join(', ')}`,
      '',
      'The content files:',
      '',
      formatContentTree(siteCase.site),
    );
  }
  return lines.join('\n');
}
