import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { expect, test } from 'vitest';
import { findPrePaintScripts, prePaintScripts } from '../../../scripts/vite/pre-paint.ts';

const componentsDir = path.resolve('src/components');

async function transform(html: string): Promise<string> {
  const hook = prePaintScripts(componentsDir).transformIndexHtml;
  const handler = (
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook
  ) as IndexHtmlTransformHook;
  return (await handler.call({} as never, html, { path: '/index.html', filename: 'index.html' })) as string;
}

test("each toggle's pre-paint script, beside its component, is written into the template's <head> as JavaScript", async () => {
  expect(findPrePaintScripts(componentsDir).map((file) => path.relative(componentsDir, file))).toEqual([
    path.join('motion', 'MotionToggle.pre-paint.ts'),
    path.join('scheme', 'SchemeToggle.pre-paint.ts'),
  ]);
  const html = await transform(readFileSync('index.html', 'utf8'));
  const head = html.slice(0, html.indexOf('</head>'));
  const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(html).not.toContain('<!--pre-paint-->');
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toContain('[data-motion-toggle]');
  expect(scripts[1]).toContain('[data-scheme-toggle]');
  for (const script of scripts) {
    // Parses as JavaScript: the types are gone.
    expect(() => new Function(script)).not.toThrow();
  }
});

test('a template without the place for the scripts is refused', async () => {
  await expect(transform('<html><head></head></html>')).rejects.toThrow(
    'index.html has no <!--pre-paint--> to replace',
  );
});
