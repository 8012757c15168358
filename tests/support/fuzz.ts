/**
 * `npm run fuzz -- --runs 200 [--seed N] [--from K] [--project DIR] [--shrink-minutes M]`: the property of
 * generated-sites.ts, kept out of `npm test` as every run is a build. Every run builds a generated content folder and
 * checks the built site's invariants, with one browser and one build cache for all runs. Each
 * kind of failure is then replayed from its run and shrunk, and printed as the content files an
 * editor would have written (also saved under .build/fuzz-counterexamples/ to build by hand).
 * Exits with 1 when any run failed.
 *
 * `--project DIR` builds with another copy of the project (e.g. a `git archive HEAD` export with
 * node_modules linked), so edits in progress in this working tree do not fail runs.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { writeContentTree } from './generated-content/index.ts';
import {
  counterexamplesRoot,
  describeFailure,
  findBreaks,
  kindOfBreak,
  makeWorkDir,
  siteCaseArbitrary,
  siteKeepsInvariants,
  type CheckOptions,
  type SiteCase,
} from './generated-sites.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string' },
    project: { type: 'string' },
    'shrink-minutes': { type: 'string', default: '15' },
    from: { type: 'string', default: '1' },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() ^ (Math.random() * 0x1_0000_0000) : Number(values.seed);
const shrinkLimitMs = Number(values['shrink-minutes']) * 60_000;
/** The first run to check: a fuzz stopped part-way resumes with the same seed from the run after the last one it printed. */
const from = Number(values.from);
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(seed) ||
  !Number.isInteger(from) ||
  from < 1 ||
  from > runs
) {
  console.error('Usage: npm run fuzz -- --runs 200 [--seed N] [--from K] [--project DIR] [--shrink-minutes M]');
  process.exit(2);
}

/** The kinds of break a run had: runs alike are shrunk once. */
function kindOf(breaks: string[]): string {
  return [...new Set(breaks.map(kindOfBreak))].sort().join('\n');
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/**
 * Chromium for runs under tsx, whose esbuild transform names functions with a `__name` helper that
 * does not exist in the page: a function handed to `page.evaluate` would throw. Vitest's transform
 * adds no such helper, so the browser tests need none of this.
 */
async function launchForTsx(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript('globalThis.__name = (target) => target;');
    return context;
  };
  return browser;
}

const started = performance.now();
const browser = await launchForTsx();
const projectRoot = values.project === undefined ? undefined : path.resolve(values.project);
const workDir = makeWorkDir('fuzz', projectRoot);
const options: CheckOptions = { browser, workDir, cacheDir: path.join(workDir, 'cache'), projectRoot };
console.log(
  `Fuzzing generated sites: seed ${seed}, ${runs} runs${from > 1 ? ` from run ${from}` : ''}${options.projectRoot ? `, built with ${options.projectRoot}` : ''}.`,
);

const failures: { index: number; kind: string; breaks: string[] }[] = [];
let exitCode = 0;
try {
  // Each run's breaks are recorded rather than thrown, so one failure does not end the exploration.
  let index = 0;
  await fc.check(
    fc.asyncProperty(siteCaseArbitrary, async (siteCase: SiteCase) => {
      const run = index;
      index += 1;
      // The runs before `from` are generated, to reach the same values, but not built.
      if (run + 1 < from) return;
      const runStarted = performance.now();
      const check = () =>
        findBreaks(siteCase, options).catch((error: unknown) => [
          `the check itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ]);
      let breaks = await check();
      // A browser that crashed or was closed from outside fails every run after it: start another and check again.
      if (!options.browser.isConnected()) {
        console.log(`run ${run + 1}: the browser went away; starting another and checking again`);
        options.browser = await launchForTsx();
        breaks = await check();
      }
      if (breaks.length > 0) failures.push({ index: run, kind: kindOf(breaks), breaks });
      console.log(
        `run ${run + 1}/${runs}: ${breaks.length === 0 ? 'ok' : `${breaks.length} broken`} in ${seconds(performance.now() - runStarted)} (${seconds(performance.now() - started)} so far)`,
      );
      for (const problem of breaks) console.log(`  - ${problem.split('\n', 1)[0]}`);
    }),
    { seed, numRuns: runs },
  );
  const explored = performance.now();
  const checked = runs - from + 1;
  console.log(
    `\n${checked} run${checked === 1 ? '' : 's'} in ${seconds(explored - started)} (${seconds((explored - started) / checked)} a run): ${failures.length} failed.`,
  );

  const shrunkKinds = new Set<string>();
  for (const failure of failures) {
    if (shrunkKinds.has(failure.kind)) {
      console.log(
        `\nRun ${failure.index + 1} broke invariants the way an earlier run did; not shrunk again (replay: --seed ${seed}, path "${failure.index}").`,
      );
      continue;
    }
    shrunkKinds.add(failure.kind);
    const shrinkStarted = performance.now();
    const details = await fc.check(siteKeepsInvariants(options), {
      seed,
      path: String(failure.index),
      numRuns: 1,
      interruptAfterTimeLimit: shrinkLimitMs,
    });
    const [siteCase] = details.counterexample ?? [];
    const saved = path.join(
      counterexamplesRoot,
      `${seed}-${details.counterexamplePath ?? failure.index}`.replace(/:/g, '.'),
    );
    if (siteCase) {
      rmSync(saved, { recursive: true, force: true });
      writeContentTree(path.join(saved, 'content'), siteCase.site);
    }
    console.log(
      `\n──────── Failure of run ${failure.index + 1}, shrunk in ${seconds(performance.now() - shrinkStarted)}${details.interrupted ? ' (stopped at the time limit)' : ''}:\n`,
    );
    console.log(
      details.failed
        ? describeFailure(details)
        : `It did not fail again when replayed; its breaks were:\n${failure.breaks.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    if (siteCase)
      console.log(
        `\nSaved to ${path.relative(process.cwd(), saved)}/content (build it with: node --import tsx scripts/commands/build.ts --content ${path.relative(process.cwd(), saved)}/content --out /tmp/counterexample)`,
      );
  }
  exitCode = failures.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error);
  exitCode = 2;
} finally {
  await options.browser.close();
  rmSync(workDir, { recursive: true, force: true });
}
console.log(
  `\nSeed ${seed}, runs ${from} to ${runs}, ${failures.length} failed; ${seconds(performance.now() - started)} in all.`,
);
process.exit(exitCode);
