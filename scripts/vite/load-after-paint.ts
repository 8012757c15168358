import type { Plugin } from 'vite';

// Runs in the page as an inline classic script at the end of <body>, where the whole prerendered
// page is already parsed. `data-entry` is the app's entry chunk, `data-preload` the chunks it
// imports. It starts them a frame after the browser reports the first contentful paint (the report
// comes once that frame is on screen), at once in a hidden tab, and after 3 s whatever happens.
const loader = `(function (script) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    script.dataset.preload.split(' ').filter(Boolean).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(script.dataset.entry);
  }
  function nextFrame() {
    requestAnimationFrame(function () { setTimeout(start); });
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') === -1) return nextFrame();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    nextFrame();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})(document.currentScript);`;

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreloadLink = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built `index.html` loads the app only after the prerendered page has painted: the entry's
 * `<script type="module">` and `modulepreload` links in `<head>` become an inline loader at the
 * end of `<body>` that starts them once the first paint is on screen. The page is complete and
 * its links work before any JavaScript, so nothing waits for the app's download on a slow
 * network, and hydration's work does not delay what the visitor sees first. Build only: the dev
 * server keeps Vite's module script.
 */
export function loadAfterFirstPaint(): Plugin {
  return {
    name: 'load-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts = [...html.matchAll(moduleScript)].map((match) => match[1]);
        const preloads = [...html.matchAll(modulePreloadLink)].map((match) => match[1]);
        const entry = scripts.pop();
        if (!entry) throw new Error('load-after-first-paint: the built index.html has no module script to replace.');
        // Vite tags the entry last; it imports the scripts tagged before it, so they are only preloaded.
        const tag = `<script data-entry="${entry}" data-preload="${[...scripts, ...preloads].join(' ')}">${loader}</script>`;
        return html
          .replace(moduleScript, '')
          .replace(modulePreloadLink, '')
          .replace('</body>', () => `  ${tag}\n  </body>`);
      },
    },
  };
}

/** The part of Vite's `.vite/manifest.json` read here: chunk files by module id, and their static imports (manifest keys). */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** A page's islands module's chunk and the chunks it imports, except the entry's, as site paths. */
export function routeChunks(manifest: ViteManifest, moduleId: string): string[] | undefined {
  if (!manifest[moduleId]) return undefined;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleId);
  return [...files];
}

const loaderTag = /<script data-entry="([^"]+)" data-preload="([^"]*)">/;

/** `html` with its loader tag (see `loadAfterFirstPaint`) replaced by `replace`'s. */
function withLoaderTag(html: string, replace: (entry: string, preload: string) => string): string {
  return html.replace(loaderTag, (_tag, entry: string, preload: string) => replace(entry, preload));
}

/** Marks the page's loader as a not-found view's, which the browser entry hydrates as one whatever the address (`data-not-found`). */
export function withNotFoundMark(html: string): string {
  return withLoaderTag(
    html,
    (entry, preload) => `<script data-not-found data-entry="${entry}" data-preload="${preload}">`,
  );
}

/** Adds a page's islands chunks to the loader's preload list, so they download beside the entry instead of after it. */
export function withRouteChunks(html: string, chunks: readonly string[]): string {
  return withLoaderTag(html, (entry, preload) => {
    const files = new Set([...preload.split(' ').filter(Boolean), ...chunks]);
    return `<script data-entry="${entry}" data-preload="${[...files].join(' ')}">`;
  });
}
