import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// npm run test:visual [-- --update]: the visual tests alone; with --update they write the
// baselines (tests/e2e/visual-baselines/) instead of comparing with them. Other arguments go to vitest.
const update = process.argv.includes('--update');
const vitest = path.join(path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const args = process.argv.slice(2).filter((arg) => arg !== '--update');
const result = spawnSync(process.execPath, [vitest, 'run', 'tests/e2e/visual.test.ts', ...args], {
  stdio: 'inherit',
  env: { ...process.env, VISUAL_UPDATE: update ? '1' : '0' },
});
process.exit(result.status ?? 1);
