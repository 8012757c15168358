import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import type { Plugin } from 'vite';
import { afterEach, expect, test } from 'vitest';
import { forgetParsedBodies, inspectBody, keepParsedBodies, takeParsedBody } from '../../src/content/mdx-body.ts';
import { blankFrontmatter } from '../../src/content/vite-plugin.ts';
import { mdxFromParsedBodies } from '../../scripts/mdx-compile.ts';

const contentRoot = fileURLToPath(new URL('../../content', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('../content/fixture', import.meta.url));

/** Every MDX file of the site's content and of the test fixture. */
function mdxFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.join(folder, name));
}

afterEach(forgetParsedBodies);

// Neither hook reads Vite's plugin context, so the test passes none.
const noContext = {} as never;

/** The code `plugin` compiles `body` of `file` into, in a production build. */
async function compiled(plugin: Plugin, body: string, file: string): Promise<string> {
  if (typeof plugin.config === 'function') await plugin.config.call(noContext, {}, { command: 'build', mode: 'production' });
  if (typeof plugin.transform !== 'function') throw new Error(`${plugin.name} has no transform.`);
  const result: unknown = await plugin.transform.call(noContext, body, file);
  if (typeof result !== 'object' || result === null || !('code' in result) || typeof result.code !== 'string') throw new Error(`${plugin.name} compiled ${file} into nothing.`);
  return result.code;
}

test('a body compiled from the tree the validation parsed is the code @mdx-js/rollup compiles from its text', async () => {
  keepParsedBodies();
  const files = [...mdxFiles(contentRoot), ...mdxFiles(fixtureRoot)];
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const body = blankFrontmatter(readFileSync(file, 'utf8'));
    if (inspectBody(body, file).errors.length > 0) continue;
    const fromTree = await compiled(mdxFromParsedBodies(/\.mdx$/), body, file);
    // The kept tree was used, and given once: compiling changes it.
    expect(takeParsedBody(body)).toBeUndefined();
    expect(fromTree).toBe(await compiled(mdx({ include: /\.mdx$/ }) as Plugin, body, file));
  }
});

test('only bodies parsed without errors are kept, and a body no validation parsed is compiled from its text', async () => {
  keepParsedBodies();
  const file = path.join(contentRoot, 'faq', 'example.mdx');
  inspectBody('Braces {1 + 1} run code.\n', file);
  expect(takeParsedBody('Braces {1 + 1} run code.\n')).toBeUndefined();
  const text = 'A body no validation has **read**.\n';
  expect(await compiled(mdxFromParsedBodies(/\.mdx$/), text, file)).toBe(await compiled(mdx({ include: /\.mdx$/ }) as Plugin, text, file));
  inspectBody('Kept **once**.\n', file);
  expect(takeParsedBody('Kept **once**.\n')).toBeDefined();
  expect(takeParsedBody('Kept **once**.\n')).toBeUndefined();
  // Once the bundles are done, nothing more is kept.
  inspectBody('Not taken.\n', file);
  forgetParsedBodies();
  expect(takeParsedBody('Not taken.\n')).toBeUndefined();
  inspectBody('Parsed later.\n', file);
  expect(takeParsedBody('Parsed later.\n')).toBeUndefined();
});
