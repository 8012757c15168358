import type { IndexHtmlTransformHook } from 'vite';
import { expect, test } from 'vitest';
import {
  loadAfterFirstPaint,
  routeChunks,
  withNotFoundMark,
  withRouteChunks,
  type ViteManifest,
} from '../../../scripts/vite/load-after-paint.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-3.js">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>
`;

function transform(html: string): string {
  const hook = loadAfterFirstPaint().transformIndexHtml;
  const handler = (
    typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook
  ) as IndexHtmlTransformHook;
  return handler.call({} as never, html, { path: '/index.html', filename: 'index.html' }) as string;
}

test('the built page has no module script or preload in <head>: one loader at the end of <body> starts them after the first paint', () => {
  const html = transform(built);
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script|modulepreload/);
  expect(html).toContain(
    '<script data-entry="/assets/index-2.js" data-preload="/assets/runtime-1.js /assets/shared-3.js">',
  );
  expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('<div id="root">'));
  expect(html).toContain('new PerformanceObserver(function (list, observer) {');
  expect(html).toContain("getEntriesByName('first-contentful-paint')");
});

test('a page without a module script is an error, not a page that never hydrates', () => {
  expect(() => transform('<html><head></head><body></body></html>')).toThrow('no module script');
});

test("a route's chunks are its hydration module and what it imports, without the entry; the page's loader preloads them", () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-2.js', isEntry: true },
    _shared: { file: 'assets/shared-3.js', imports: ['index.html'] },
    'virtual:content/islands/faq': { file: 'assets/faq-4.js', imports: ['index.html', '_shared'] },
  };
  const chunks = routeChunks(manifest, 'virtual:content/islands/faq');
  expect(chunks).toEqual(['/assets/faq-4.js', '/assets/shared-3.js']);
  expect(routeChunks(manifest, 'virtual:content/islands/none')).toBeUndefined();
  const page = withRouteChunks(transform(built), chunks ?? []);
  expect(page).toContain(
    '<script data-entry="/assets/index-2.js" data-preload="/assets/runtime-1.js /assets/shared-3.js /assets/faq-4.js">',
  );
});

test('a not-found page says so on its loader', () => {
  expect(withNotFoundMark(transform(built))).toContain(
    '<script data-not-found data-entry="/assets/index-2.js" data-preload="/assets/runtime-1.js /assets/shared-3.js">',
  );
});

test("file names with `$&`, `$'`, `$`` or `$$` reach the loader as they are", () => {
  const names = ['/assets/a-$&.js', "/assets/b-$'.js", '/assets/c-$`.js', '/assets/d-$$.js'];
  const html = transform(
    built
      .replace('/assets/runtime-1.js', () => names.slice(0, 3).join(' '))
      .replace('/assets/index-2.js', () => names[3] ?? ''),
  );
  expect(html).toContain(
    `<script data-entry="/assets/d-$$.js" data-preload="${names.slice(0, 3).join(' ')} /assets/shared-3.js">`,
  );
});
