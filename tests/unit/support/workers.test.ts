import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { dealShares, runWorkers, startWorkers, workerCount } from '../../../scripts/support/workers.ts';

const fixture = (name: string) => new URL(`../../fixtures/workers/${name}`, import.meta.url);

test('work gets one worker per core at most, and only as many as have their minimum share', () => {
  expect(workerCount(1009, 150, 2)).toBe(2);
  expect(workerCount(1009, 150, 16)).toBe(6);
  expect(workerCount(299, 150, 2)).toBe(1);
  expect(workerCount(0, 150, 2)).toBe(1);
});

test('shares are dealt in turn, so neighbouring items land in different shares', () => {
  expect(dealShares(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
    ['a', 'c', 'e'],
    ['b', 'd'],
  ]);
  expect(dealShares([1, 2], 1)).toEqual([[1, 2]]);
});

test('each worker gets its own data, posts its result, and runs after the preloaded modules', async () => {
  const results = await runWorkers(fixture('echo-worker.ts'), [1, 2, 3], {
    preload: [new URL('data:text/javascript,globalThis.preloaded = true')],
  });
  expect(results).toEqual([1, 2, 3].map((item) => ({ doubled: item * 2, preloaded: true })));
});

test("a worker's error fails the whole run, with its message", async () => {
  await expect(runWorkers(fixture('failing-worker.ts'), [1, 2, 3])).rejects.toThrow('item 2 cannot be done');
});

test('aborting stops workers that would otherwise never end', async () => {
  const controller = new AbortController();
  const running = runWorkers(fixture('waiting-worker.ts'), [1, 2], { signal: controller.signal });
  setTimeout(() => controller.abort(new Error('the build failed elsewhere')), 500);
  await expect(running).rejects.toThrow('the build failed elsewhere');
});

test('workers started before their work is known get it later, once: more workers than inputs is no error', async () => {
  const started = startWorkers(fixture('echo-worker.ts'), 3);
  expect(started.count).toBe(3);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await started.run([5, 6])).toEqual([
    { doubled: 10, preloaded: false },
    { doubled: 12, preloaded: false },
  ]);
  await expect(started.run([7])).rejects.toThrow('These workers were given their work already.');
  const stopped = startWorkers(fixture('echo-worker.ts'), 1);
  await stopped.stop();
  await expect(stopped.run([1])).rejects.toThrow('These workers were stopped.');
});

test('started workers that are never given work can be stopped, and do not keep the process alive', async () => {
  await startWorkers(fixture('waiting-worker.ts'), 2).stop();
  // A process that starts a worker it never uses, nor stops, ends by itself.
  const script = `import { startWorkers } from ${JSON.stringify(new URL('../../../scripts/support/workers.ts', import.meta.url).href)};\nstartWorkers(new URL(${JSON.stringify(fixture('waiting-worker.ts').href)}), 1);`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  expect(result.stderr).toBe('');
});
