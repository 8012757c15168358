import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { expect, test } from 'vitest';
import { blankFrontmatter } from '../../../scripts/content/frontmatter.ts';
import { type BodyTree, inspectBody } from '../../../scripts/content/mdx-body.ts';
import { mdxPlugin } from '../../../scripts/vite/mdx-compile.ts';

const fixtures = ['../../fixtures/site', '../../fixtures/minimal'].map((folder) =>
  fileURLToPath(new URL(folder, import.meta.url)),
);

/** Every MDX file of the test fixtures. */
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

const noPictures = () => undefined;

test('a body compiled from the tree the validation parsed is the code @mdx-js/rollup compiles from its text', async () => {
  const files = fixtures.flatMap(mdxFiles);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const body = blankFrontmatter(readFileSync(file, 'utf8'));
    const { tree, errors } = inspectBody(body, file);
    if (errors.length > 0) continue;
    if (!tree) throw new Error(`${file} was parsed without errors but has no tree.`);
    const trees = new Map<string, BodyTree>([[body, tree]]);
    const fromTree = await compiled(mdxPlugin(/\.mdx$/, noPictures, trees), body, file);
    // The tree was used, and given once: compiling changes it.
    expect(trees.size).toBe(0);
    expect(fromTree).toBe(await compiled(mdx({ include: /\.mdx$/ }) as Plugin, body, file));
  }
});

test('a body with errors gives no tree, and a body without a kept tree is compiled from its text', async () => {
  const file = path.join(fixtures[0] ?? '', 'faq', 'example.mdx');
  expect(inspectBody('Braces {1 + 1} run code.\n', file).tree).toBeUndefined();
  const text = 'A body no validation has **read**.\n';
  const fromText = await compiled(mdx({ include: /\.mdx$/ }) as Plugin, text, file);
  expect(await compiled(mdxPlugin(/\.mdx$/, noPictures, new Map()), text, file)).toBe(fromText);
});
