import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { parallelMap, workerCount } from '../../../scripts/support/parallel-map.ts';

const fixture = (name: string) => new URL(`../../fixtures/workers/${name}`, import.meta.url);

test('work gets one worker per core at most, and only as many as have their minimum share', () => {
  expect(workerCount(1009, 150, 2)).toBe(2);
  expect(workerCount(1009, 150, 16)).toBe(6);
  expect(workerCount(299, 150, 2)).toBe(1);
  expect(workerCount(0, 150, 2)).toBe(1);
});

test('items are dealt in turn to the workers, and the results come back in the order of the items', async () => {
  const { results, threads } = await parallelMap(fixture('doubling-worker.ts'), [1, 2, 3, 4, 5], {
    minimumPerWorker: 2,
    threads: 2,
    shared: 100,
    preload: [new URL('data:text/javascript,globalThis.preloaded = true')],
  });
  expect(threads).toBe(2);
  expect(results).toEqual([1, 2, 3, 4, 5].map((item) => ({ doubled: item * 2 + 100, preloaded: true })));
});

test('each result is given to onResult with its index, in the order of the items', async () => {
  const given: [unknown, number][] = [];
  const { results } = await parallelMap(fixture('doubling-worker.ts'), [1, 2, 3, 4, 5], {
    minimumPerWorker: 1,
    threads: 2,
    shared: 0,
    onResult: (result, index) => given.push([result, index]),
  });
  expect(given).toEqual(results.map((result, index) => [result, index]));
});

test('an onResult that throws fails the map', async () => {
  const mapping = parallelMap(fixture('doubling-worker.ts'), [1, 2, 3], {
    minimumPerWorker: 1,
    threads: 2,
    shared: 0,
    onResult: (_result, index) => {
      if (index === 1) throw new Error('the index is full');
    },
  });
  await expect(mapping).rejects.toThrow('the index is full');
});

test('no items start no worker', async () => {
  expect(await parallelMap(fixture('failing-worker.ts'), [], { minimumPerWorker: 1 })).toEqual({
    results: [],
    threads: 0,
  });
});

test("a worker's error fails the whole map, with its message", async () => {
  await expect(parallelMap(fixture('failing-worker.ts'), [1, 2, 3], { minimumPerWorker: 1 })).rejects.toThrow(
    'item 2 cannot be done',
  );
});

test('aborting stops workers that would otherwise never end', async () => {
  const controller = new AbortController();
  const running = parallelMap(fixture('waiting-worker.ts'), [1, 2], { minimumPerWorker: 1, signal: controller.signal });
  setTimeout(() => controller.abort(new Error('the build failed elsewhere')), 500);
  await expect(running).rejects.toThrow('the build failed elsewhere');
});

test('given the items as a promise, the workers prepare before the items are known, then map them', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'prepared-'));
  let give: (items: number[]) => void = () => undefined;
  const items = new Promise<number[]>((resolve) => {
    give = resolve;
  });
  const running = parallelMap<{ item: number; prepared: number }>(fixture('timing-worker.ts'), items, {
    minimumPerWorker: 1,
    threads: 2,
    shared: folder,
  });
  // Both workers say they have prepared while the items are still unknown: no waiting on the clock.
  await vi.waitFor(() => expect(readdirSync(folder)).toHaveLength(2), { timeout: 30_000, interval: 50 });
  const given = Date.now();
  give([1, 2, 3]);
  const { results, threads } = await running;
  rmSync(folder, { recursive: true, force: true });
  expect(threads).toBe(2);
  expect(results.map(({ item }) => item)).toEqual([1, 2, 3]);
  for (const { prepared } of results) expect(prepared).toBeLessThan(given);
});

test('given a promise of no items, the workers started for them are stopped', async () => {
  expect(
    await parallelMap(fixture('waiting-worker.ts'), Promise.resolve([]), { minimumPerWorker: 1, threads: 1 }),
  ).toEqual({ results: [], threads: 1 });
});
