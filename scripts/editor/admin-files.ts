/**
 * The files of the editor at `/admin/`: its page, Decap CMS's own script (from node_modules), the
 * generated `config.yml` and the page's script from `src/admin/admin.ts`. The dev server serves
 * them under `npm run edit`; the build copies them into `dist/admin/` when `site.yaml` enables it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { stringify } from 'yaml';
import { contentLayout } from '../content/load.ts';
import type { CmsConfig, ContentFacts } from './cms-config.ts';

const require = createRequire(import.meta.url);

/** Decap CMS's prebuilt files: one large script and the chunks it loads from beside itself. */
export const decapDist = path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/** The files of `decapDist` the editor needs: the scripts and their WebAssembly, no source maps. */
export function decapFiles(): string[] {
  return readdirSync(decapDist).filter((name) => /^([\w-]+\.)?decap-cms\.js$|\.wasm$/.test(name));
}

/** The editor's page for `backend`. Crawlers are told to leave it alone; it loads nothing from other sites. */
export function adminPage(backend: 'local' | 'github'): string {
  return `<!doctype html>
<html lang="en" data-backend="${backend}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link href="config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="admin.js"></script>
  </body>
</html>
`;
}

/** Beside the built editor's page: the site's copy of each picture it does not publish (`publishedCopies`); the preview reads it. */
export const pictureCopiesFile = 'pictures.json';

/** The configuration as Decap reads it. */
export function configYaml(config: CmsConfig): string {
  return `# Generated from the content schemas by scripts/editor/cms-config.ts. Do not edit.\n${stringify(config, { lineWidth: 0 })}`;
}

/**
 * The next free case study id and FAQ order, for new entries. Read from the files as they are
 * (the editor also opens while some file is invalid): the largest `id:` and `order:` line, plus one.
 */
export function contentFacts(contentRoot: string): ContentFacts {
  const largest = (folder: string, key: string) => {
    const directory = path.join(contentRoot, folder);
    const names = existsSync(directory) ? readdirSync(directory).filter((name) => name.endsWith('.mdx')) : [];
    const pattern = new RegExp(`^${key}:\\s*(\\d+)\\s*$`, 'm');
    return Math.max(
      0,
      ...names.map((name) => Number(pattern.exec(readFileSync(path.join(directory, name), 'utf8'))?.[1] ?? 0)),
    );
  };
  return {
    nextCaseStudyId: largest(contentLayout.caseStudies, 'id') + 1,
    nextFaqOrder: largest(contentLayout.faq, 'order') + 1,
  };
}

/**
 * `src/admin/admin.ts` bundled into one classic script (it runs after Decap's, which defines its
 * globals), with the site's React, components and theme for the preview, built for production.
 */
export async function adminScript(projectRoot: string): Promise<string> {
  const bundle = await rolldown({
    input: path.join(projectRoot, 'src/admin/admin.ts'),
    tsconfig: path.join(projectRoot, 'tsconfig.app.json'),
    transform: { jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' } },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}
