/**
 * The editor in the built site: `dist/admin/`, written only when `site.yaml` enables it, with the
 * GitHub backend and the editorial workflow (each change a pull request that CI checks). Its page
 * has its own Content-Security-Policy, is kept out of search engines, and no page of the site
 * loads its code.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editorFolder } from '../../src/model/routes.ts';
import type { ContentCatalog } from '../content/load.ts';
import type { HeaderRule } from '../security/headers-file.ts';
import { formatPolicy, siteWideDirectives } from '../security/content-security-policy.ts';
import { originalsLeftOut, type ContentReferences } from '../pictures/public-files.ts';
import type { PicturePlan } from '../pictures/plan.ts';
import {
  adminPage,
  adminScript,
  configYaml,
  contentFacts,
  decapDist,
  decapFiles,
  pictureCopiesFile,
} from './admin-files.ts';
import { cmsConfig, schemaContext } from './cms-config.ts';

/** The folder of the editor in the built site, and its address. */
export const adminFolder = editorFolder;

/**
 * The editor page's policy. Decap CMS compiles its config schema at run time (`'unsafe-eval'`),
 * loads WebAssembly, injects its styles, and talks to GitHub's API and to the sign-in service.
 */
export function adminPolicy(authUrl: string | undefined): string {
  const auth = authUrl ? [new URL(authUrl).origin] : [];
  return formatPolicy([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'https://api.github.com', ...auth],
    ['frame-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ...siteWideDirectives,
  ]);
}

/** The `_headers` rules of the editor: its own policy, no indexing, and revalidation. */
export function adminHeaderRules(authUrl: string | undefined): HeaderRule[] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', adminPolicy(authUrl)],
    ['X-Robots-Tag', 'noindex, nofollow'],
    ['Cache-Control', 'public, max-age=0, must-revalidate'],
  ];
  return [`/${adminFolder}`, `/${adminFolder}/*`].map((address) => ({ path: address, headers }));
}

/**
 * For each picture whose file the site does not publish (a photo the pages show as encoded
 * candidates), the address of its fallback candidate. Decap reads a picture in a subfolder of the
 * media folder from the site instead of the repository: the preview shows this copy instead.
 */
export function publishedCopies(
  plan: Pick<PicturePlan, 'contentHashes' | 'pictures'>,
  content: ContentReferences,
): Record<string, string> {
  return Object.fromEntries(
    [...originalsLeftOut(plan, content)].flatMap((src) => {
      const picture = plan.pictures.get(src);
      return picture ? [[src, picture.src]] : [];
    }),
  );
}

/**
 * Writes the editor into `siteDir/admin/` when the site settings enable it; returns its header
 * rules, or undefined when it is off (the site then has no /admin/ at all).
 */
export async function writeBuiltAdmin(
  siteDir: string,
  catalog: ContentCatalog,
  plan: PicturePlan,
  projectRoot: string,
  contentRoot: string,
): Promise<HeaderRule[] | undefined> {
  const settings = catalog.site.data.editor;
  if (!settings?.enabled || !settings.repo) return undefined;
  const target = path.join(siteDir, adminFolder);
  mkdirSync(target, { recursive: true });
  const backend = {
    kind: 'github' as const,
    repo: settings.repo,
    branch: settings.branch,
    authUrl: settings.authUrl,
    siteUrl: catalog.site.data.siteUrl,
  };
  const config = cmsConfig(backend, await schemaContext(projectRoot), contentFacts(contentRoot));
  writeFileSync(path.join(target, 'index.html'), adminPage('github'));
  writeFileSync(path.join(target, 'config.yml'), configYaml(config));
  writeFileSync(path.join(target, 'admin.js'), await adminScript(projectRoot));
  writeFileSync(path.join(target, pictureCopiesFile), JSON.stringify(publishedCopies(plan, catalog)));
  for (const name of decapFiles()) copyFileSync(path.join(decapDist, name), path.join(target, name));
  return adminHeaderRules(settings.authUrl);
}
