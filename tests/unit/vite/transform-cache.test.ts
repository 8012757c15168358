import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BuildCache } from '../../../scripts/support/cache.ts';
import { cachedTransform } from '../../../scripts/vite/transform-cache.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'transform-cache-'));
});
// Entries are written after a transform resolves: the folder goes once every cache has written.
const caches: BuildCache[] = [];
afterEach(async () => {
  await Promise.all(caches.splice(0).map((cache) => cache.written()));
  rmSync(work, { recursive: true, force: true });
});

function openCache(folder: string): BuildCache {
  const cache = new BuildCache(folder);
  caches.push(cache);
  return cache;
}

/** A plugin that upper-cases `.md` files, wrapped with `cache`, and counts how often it really ran. */
function countingPlugin(cache: BuildCache, salt = 's') {
  const calls: string[] = [];
  const plugin: Plugin = {
    name: 'upper',
    async transform(code, id) {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { code: code.toUpperCase(), map: null };
    },
  };
  const cached = cachedTransform(plugin, /\.md$/, cache, salt);
  // Neither hook reads Vite's plugin context, so the test passes none.
  const noContext = {} as never;
  const transform = async (code: string, id: string, mode = 'production') => {
    if (typeof cached.config === 'function') await cached.config.call(noContext, {}, { command: 'build', mode });
    if (typeof cached.transform !== 'function') throw new Error('The cached plugin has no transform.');
    return cached.transform.call(noContext, code, id);
  };
  return { calls, transform };
}

test('in a build, each file content is transformed once, even when both bundles ask at the same time', async () => {
  const { calls, transform } = countingPlugin(openCache(path.join(work, 'cache')));
  const [client, server] = await Promise.all([transform('a body', '/x/a.md'), transform('a body', '/x/a.md')]);
  expect(client).toEqual({ code: 'A BODY', map: null });
  expect(server).toEqual(client);
  expect(client).not.toBe(server);
  await transform('an edited body', '/x/a.md');
  await transform('other code', '/x/b.ts');
  expect(calls).toEqual(['/x/a.md', '/x/a.md', '/x/b.ts']);
});

test('the next build takes what the last kept, unless the mode, the salt or the text differs', async () => {
  const folder = path.join(work, 'cache');
  const first = openCache(folder);
  await countingPlugin(first).transform('a body', '/x/a.md');
  await first.written();
  const again = countingPlugin(openCache(folder));
  expect(await again.transform('a body', '/x/a.md')).toEqual({ code: 'A BODY', map: null });
  expect(again.calls).toEqual([]);
  const otherMode = countingPlugin(openCache(folder));
  await otherMode.transform('a body', '/x/a.md', 'development');
  const otherSalt = countingPlugin(openCache(folder), 'other pictures');
  await otherSalt.transform('a body', '/x/a.md');
  expect([...otherMode.calls, ...otherSalt.calls]).toEqual(['/x/a.md', '/x/a.md']);
});

test('a cache that cannot be written is reported, and the build goes on', async () => {
  const blocked = path.join(work, 'a file, not a folder');
  writeFileSync(blocked, '');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const cache = new BuildCache(path.join(blocked, 'cache'));
    expect(await countingPlugin(cache).transform('a body', '/x/a.md')).toEqual({ code: 'A BODY', map: null });
    await cache.written();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Note: .* could not be kept for the next build/));
  } finally {
    warn.mockRestore();
  }
  expect(readdirSync(work)).toEqual(['a file, not a folder']);
});
