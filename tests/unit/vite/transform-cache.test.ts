import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TransformCache, transformCacheSalt } from '../../../scripts/vite/transform-cache.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'transform-cache-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A build's cache that starts with nothing kept. */
const freshCache = () => new TransformCache(path.join(work, 'none.json'), 's');

/** A plugin that upper-cases `.md` files, wrapped by `cache`, and counts how often it really ran. */
function countingPlugin(name: string, cache: TransformCache = freshCache()) {
  const calls: string[] = [];
  const plugin: Plugin = {
    name,
    async transform(code, id) {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { code: code.toUpperCase(), map: null };
    },
  };
  const cached = cache.wrap(plugin, /\.md$/);
  // Neither hook reads Vite's plugin context, so the test passes none.
  const noContext = {} as never;
  const transform = async (code: string, id: string, command: 'build' | 'serve' = 'build', mode = 'production') => {
    if (typeof cached.config === 'function') await cached.config.call(noContext, {}, { command, mode });
    if (typeof cached.transform !== 'function') throw new Error('The cached plugin has no transform.');
    return cached.transform.call(noContext, code, id);
  };
  return { calls, transform };
}

test('in a build, each file content is transformed once, even when both bundles ask at the same time', async () => {
  const { calls, transform } = countingPlugin('same-time');
  const [client, server] = await Promise.all([transform('a body', '/x/a.md'), transform('a body', '/x/a.md')]);
  expect(client).toEqual({ code: 'A BODY', map: null });
  expect(server).toEqual(client);
  expect(client).not.toBe(server);
  await transform('an edited body', '/x/a.md');
  await transform('other code', '/x/b.ts');
  expect(calls).toEqual(['/x/a.md', '/x/a.md', '/x/b.ts']);
});

test('the dev server is never served a cached result, nor a build of another mode', async () => {
  const { calls, transform } = countingPlugin('dev-server');
  await transform('a body', '/x/a.md', 'serve');
  await transform('a body', '/x/a.md', 'serve');
  expect(calls).toHaveLength(2);
  await transform('a body', '/x/a.md', 'build', 'production');
  await transform('a body', '/x/a.md', 'build', 'development');
  expect(calls).toHaveLength(4);
});

test('a kept file that is damaged, or of another shape, is ignored', async () => {
  const file = path.join(work, 'transforms.json');
  const key = ['damaged', 'production', '/x/a.md', 'whatever'].join('\0');
  for (const text of [
    '{"salt":"s","results":[[',
    JSON.stringify({ salt: 's', results: [[key, { code: 1 }]] }),
    JSON.stringify({ salt: 's', results: {} }),
  ]) {
    writeFileSync(file, text);
    const { calls, transform } = countingPlugin('damaged', new TransformCache(file, 's'));
    expect(await transform('a body', '/x/a.md')).toEqual({ code: 'A BODY', map: null });
    expect(calls).toEqual(['/x/a.md']);
  }
});

test('a cache that cannot be written is reported, and the build goes on', async () => {
  const blocked = path.join(work, 'a file, not a folder');
  writeFileSync(blocked, '');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await expect(new TransformCache(path.join(blocked, 'transforms.json'), 's').keep()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be kept'));
  } finally {
    warn.mockRestore();
  }
});

test('a later build reuses the kept results of unchanged files, only under the same salt, and keeps only what it used', async () => {
  const file = path.join(work, 'cache', 'transforms.json');
  const firstBuild = new TransformCache(file, 'salt-1');
  const first = countingPlugin('kept', firstBuild);
  await first.transform('kept body', '/x/kept.md');
  await firstBuild.keep();
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { salt: string; results: [string, unknown][] };
  expect(kept.salt).toBe('salt-1');
  expect(kept.results.filter(([key]) => key.startsWith('kept\0'))).toHaveLength(1);

  // A new build starts from the kept results alone: from none when they were made under another salt.
  const otherSalt = countingPlugin('kept', new TransformCache(file, 'other salt'));
  await otherSalt.transform('kept body', '/x/kept.md');
  expect(otherSalt.calls).toEqual(['/x/kept.md']);
  const noFile = countingPlugin('kept', new TransformCache(path.join(work, 'none.json'), 'salt-1'));
  await noFile.transform('kept body', '/x/kept.md');
  expect(noFile.calls).toEqual(['/x/kept.md']);
  const nextBuild = new TransformCache(file, 'salt-1');
  const again = countingPlugin('kept', nextBuild);
  expect(await again.transform('kept body', '/x/kept.md')).toEqual({ code: 'KEPT BODY', map: null });
  expect(again.calls).toEqual([]);
  expect(await again.transform('edited body', '/x/kept.md')).toEqual({ code: 'EDITED BODY', map: null });
  expect(again.calls).toEqual(['/x/kept.md']);

  // Only what this build used is kept for the next: the old version of the edited file is gone.
  await nextBuild.keep();
  const rewritten = JSON.parse(readFileSync(file, 'utf8')) as { results: [string, { code: string }][] };
  expect(rewritten.results.map(([, result]) => result.code).sort()).toEqual(['EDITED BODY', 'KEPT BODY']);
});

test('the salt changes with the installed packages', () => {
  const before = transformCacheSalt(work);
  expect(transformCacheSalt(work)).toBe(before);
  writeFileSync(path.join(work, 'package-lock.json'), '{"lockfileVersion":3}');
  const locked = transformCacheSalt(work);
  expect(locked).not.toBe(before);
  // What npm installed, also where the project has no lockfile of its own (as in a copy under test).
  mkdirSync(path.join(work, 'node_modules'));
  writeFileSync(
    path.join(work, 'node_modules', '.package-lock.json'),
    '{"packages":{"node_modules/@mdx-js/mdx":{"version":"3.1.1"}}}',
  );
  const installed = transformCacheSalt(work);
  expect(installed).not.toBe(locked);
  writeFileSync(
    path.join(work, 'node_modules', '.package-lock.json'),
    '{"packages":{"node_modules/@mdx-js/mdx":{"version":"3.2.0"}}}',
  );
  expect(transformCacheSalt(work)).not.toBe(installed);
});
