/**
 * The Vite configuration of the site, for the dev server and the tests (`vite.config.ts`) and for
 * `npm run build`, which hands the plugins what it prepared before bundling (`SiteBuild`).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import type { ContentCatalog } from '../content/load.ts';
import type { BodyTree } from '../content/mdx-body.ts';
import type { PicturePlan } from '../pictures/plan.ts';
import type { BuildCache } from '../support/cache.ts';
import { cacheRoot, repoRoot } from '../support/paths.ts';
import { compactStyles } from './compact-styles.ts';
import { contentPlugin } from './content-plugin.ts';
import { loadAfterFirstPaint } from './load-after-paint.ts';
import { mdxPlugin } from './mdx-compile.ts';
import { prePaintScripts } from './pre-paint.ts';
import { reactRouterProduction } from './react-router-production.ts';
import { findSections } from '../sections/registry.ts';
import { sectionRegistryPlugin } from '../sections/registry-plugin.ts';
import { cachedTransform } from './transform-cache.ts';

/** What a production build validated before bundling: neither bundle validates again. */
export interface SiteBuild {
  /** The valid content. */
  catalog: ContentCatalog;
  /** The pictures the content shows, checked and planned. */
  pictures: PicturePlan;
  /** The build's cache: compiled MDX of unchanged files is taken from it. */
  cache: BuildCache;
  /** Each MDX body's tree as the validation parsed it, by text: the MDX compile starts from it. */
  trees: Map<string, BodyTree>;
}

/** Where and how the site is built or served. */
export interface SiteConfigOptions {
  command: 'build' | 'serve';
  mode: string;
  /** The content folder (`--content DIR`). */
  contentRoot: string;
  /** Given by `npm run build`; the dev server and the tests have none. */
  build?: SiteBuild;
}

const mdxFiles = /\.mdx$/;

/** The site's Vite configuration: content plugin, MDX, React, the app's loader, aliases and chunking. */
export function siteViteConfig({ command, mode, contentRoot, build }: SiteConfigOptions): UserConfig {
  const content = contentPlugin({
    contentRoot,
    sectionComponentFile: (type) => path.join(repoRoot, 'src/components/sections', `${type}.tsx`),
    islandSectionTypes: findSections(repoRoot)
      .filter((section) => section.island)
      .map((section) => section.name),
    validated: build && { catalog: build.catalog, errors: [] },
    plan: build?.pictures,
    cacheDir: cacheRoot,
  });
  // The content plugin holds the pictures' plan: the build's, or in the dev server the one it made as it validated.
  const mdx = mdxPlugin(mdxFiles, () => content.api?.pictures(), build?.trees);
  return {
    root: repoRoot,
    // Files in content/public are served as they are from the site root (/images/…, /favicon.svg).
    // A build copies them itself, without the originals of the photos (pictures/public-files.ts).
    publicDir: build ? false : path.join(contentRoot, 'public'),
    plugins: [
      content,
      // MDX runs before React so React Refresh sees compiled MDX and updates bodies in place.
      // Compiled bodies show their pictures' candidates: kept compiles are reused only for the same pictures.
      { ...(build ? cachedTransform(mdx, mdxFiles, build.cache, build.pictures.fingerprint) : mdx), enforce: 'pre' },
      react({ include: /\.(mdx|[jt]sx?)$/ }),
      prePaintScripts(path.join(repoRoot, 'src/components')),
      loadAfterFirstPaint(),
      sectionRegistryPlugin(repoRoot),
      compactStyles(),
    ],
    resolve: {
      // Compiled MDX imports react/jsx-runtime from where the file is: a content folder outside
      // the repository (`--content DIR`) has no node_modules of its own.
      dedupe: ['react', 'react-dom'],
      alias: [
        { find: '@', replacement: path.join(repoRoot, 'src') },
        ...(command === 'build' && mode === 'production' ? reactRouterProduction : []),
      ],
    },
    ssr: {
      // Node would load styled-components' CommonJS build, where `styled.header` is not a function.
      noExternal: ['styled-components'],
    },
    build: {
      target: 'es2022',
      // The polyfill would fetch modulepreload links in browsers from before 2023, which have
      // them fetched as the entry imports them anyway; it costs every visitor its bytes.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Every module the entry imports statically loads on every page anyway: one chunk for
            // them compresses better and costs fewer requests than the pieces the route chunks share.
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
    },
  };
}
