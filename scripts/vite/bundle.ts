import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../support/paths.ts';
import { siteViteConfig, type SiteBuild } from './site-config.ts';

/** What the bundles give the prerender. */
export interface Bundles {
  /** The client build's `index.html`: every page's template. */
  template: string;
  /** The server bundle, one file: `entry-server.js`. */
  serverEntry: string;
}

/** Where the bundles go, and what the build prepared for the plugins. */
export interface BundleOptions {
  contentRoot: string;
  /** The client bundle: the site folder, with Vite's manifest for the prerenderer. */
  siteDir: string;
  /** The server bundle, one file the prerenderer imports: `entry-server.js`. */
  serverDir: string;
  build: SiteBuild;
  /** Runs one step and times it, for the build's summary line. */
  step: <T>(name: string, run: () => Promise<T>, describe?: (result: T) => string) => Promise<T>;
}

/**
 * Bundles the client and the server with one Vite builder, so both bundles share one set of
 * plugin instances, and with them the validated content and the compiles of the MDX bodies.
 * The two run at once: while one waits on the bundler's threads the other runs its plugins.
 */
export async function bundleSite({ contentRoot, siteDir, serverDir, build, step }: BundleOptions): Promise<Bundles> {
  // Vite is loaded only once the content is known to be valid, so a content error is reported fast.
  const { createBuilder } = await import('vite');
  const builder = await createBuilder({
    configFile: false,
    logLevel: 'warn',
    ...siteViteConfig({ command: 'build', mode: 'production', contentRoot, build }),
    // Node reads `process.env` slowly, and the bundled styled-components reads NODE_ENV on every render.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    builder: { sharedConfigBuild: true, sharedPlugins: true },
    environments: {
      client: { build: { outDir: siteDir, emptyOutDir: true, manifest: true } },
      ssr: {
        build: {
          outDir: serverDir,
          emptyOutDir: true,
          // One file, which each prerender worker imports before tsx's loader is registered (see
          // scripts/support/parallel-map.ts): route chunks imported through the loader were slower than rendering them.
          rolldownOptions: { input: path.join(repoRoot, 'src/entry-server.tsx'), output: { codeSplitting: false } },
        },
      },
    },
  });
  const environment = (name: string) => {
    const found = builder.environments[name];
    if (!found) throw new Error(`Vite's builder has no ${name} environment.`);
    return found;
  };
  const bundles = await Promise.allSettled([
    step('client bundle', () => builder.build(environment('client'))),
    step(
      'server bundle',
      () => builder.build(environment('ssr')),
      () => 'alongside the client bundle',
    ),
  ]);
  // Both settled, so neither still writes into the staging folder when a failure removes it.
  const failed = bundles.find((bundle) => bundle.status === 'rejected');
  if (failed) throw failed.reason;
  return {
    template: await readFile(path.join(siteDir, 'index.html'), 'utf8'),
    serverEntry: path.join(serverDir, 'entry-server.js'),
  };
}
