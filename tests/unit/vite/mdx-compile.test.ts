import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { expect, test } from 'vitest';
import { inspectBody, type BodyTree } from '../../../scripts/content/mdx-body.ts';
import { blankFrontmatter } from '../../../scripts/vite/content-plugin.ts';
import { mdxFromParsedBodies } from '../../../scripts/vite/mdx-compile.ts';

const contentRoot = fileURLToPath(new URL('../../../content', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('../../fixtures/minimal', import.meta.url));

/** Every MDX file of the site's content and of the test fixture. */
function mdxFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(folder, name));
}

// Neither hook reads Vite's plugin context, so the test passes none.
const noContext = {} as never;

/** The code `plugin` compiles `body` of `file` into, in a production build. */
async function compiled(plugin: Plugin, body: string, file: string): Promise<string> {
  if (typeof plugin.config === 'function')
    await plugin.config.call(noContext, {}, { command: 'build', mode: 'production' });
  if (typeof plugin.transform !== 'function') throw new Error(`${plugin.name} has no transform.`);
  const result: unknown = await plugin.transform.call(noContext, body, file);
  if (typeof result !== 'object' || result === null || !('code' in result) || typeof result.code !== 'string')
    throw new Error(`${plugin.name} compiled ${file} into nothing.`);
  return result.code;
}

/** A map of parsed bodies as a build keeps them, and the function the validation fills it with. */
function keptTrees(): { trees: Map<string, BodyTree>; keep: (body: string, tree: BodyTree) => void } {
  const trees = new Map<string, BodyTree>();
  return { trees, keep: (body, tree) => void trees.set(body, tree) };
}

test('a body compiled from the tree the validation parsed is the code @mdx-js/rollup compiles from its text', async () => {
  const files = [...mdxFiles(contentRoot), ...mdxFiles(fixtureRoot)];
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const { trees, keep } = keptTrees();
    const body = blankFrontmatter(readFileSync(file, 'utf8'));
    if (inspectBody(body, file, keep).errors.length > 0) continue;
    expect(trees.has(body)).toBe(true);
    const fromTree = await compiled(mdxFromParsedBodies(/\.mdx$/, trees), body, file);
    // The kept tree was used, and given once: compiling changes it.
    expect(trees.has(body)).toBe(false);
    expect(fromTree).toBe(await compiled(mdx({ include: /\.mdx$/ }) as Plugin, body, file));
  }
});

test('only bodies parsed without errors are kept, and a body no validation parsed is compiled from its text', async () => {
  const { trees, keep } = keptTrees();
  const file = path.join(contentRoot, 'faq', 'example.mdx');
  inspectBody('Braces {1 + 1} run code.\n', file, keep);
  expect(trees.size).toBe(0);
  const plugin = mdxFromParsedBodies(/\.mdx$/, trees);
  const text = 'A body no validation has **read**.\n';
  expect(await compiled(plugin, text, file)).toBe(await compiled(mdx({ include: /\.mdx$/ }) as Plugin, text, file));
  inspectBody('Kept **once**.\n', file, keep);
  expect(trees.has('Kept **once**.\n')).toBe(true);
  await compiled(plugin, 'Kept **once**.\n', file);
  expect(trees.size).toBe(0);
});
