import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';

/** Where index.html takes the pre-paint scripts. */
const marker = '<!--pre-paint-->';

/** The pre-paint scripts in `componentsDir`: `{Component}.pre-paint.ts`, beside their component, in path order. */
export function findPrePaintScripts(componentsDir: string): string[] {
  return readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.pre-paint.ts'))
    .map((file) => path.join(componentsDir, file))
    .sort();
}

/**
 * Writes the pre-paint script of each component that has one (`{Component}.pre-paint.ts` beside
 * it, under `componentsDir`) into the `<head>` of index.html, in place of `<!--pre-paint-->`. An
 * inline script there runs before the first paint and before the app loads, so the colour scheme
 * is restored before anything shows and a toggle works from the start. Each script is
 * TypeScript, checked with the app, and written without its types. Every page's
 * Content-Security-Policy allows it by hash, as any inline code of the template.
 */
export function prePaintScripts(componentsDir: string): Plugin {
  return {
    name: 'pre-paint-scripts',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(marker)) throw new Error(`pre-paint-scripts: index.html has no ${marker} to replace.`);
        const scripts = await Promise.all(
          findPrePaintScripts(componentsDir).map(async (file) => {
            const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts', target: 'es2022' });
            return `<script>\n${code}</script>`;
          }),
        );
        return html.replace(marker, () => scripts.join('\n'));
      },
    },
  };
}
