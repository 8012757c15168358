/**
 * The redirects of `content/redirects.yaml` in the built site: `_redirects` for Netlify and
 * Cloudflare Pages (and `npm start`), and a small page at each old address for hosts with no rules.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentCatalog } from '../content/load.ts';
import { resolveRedirects, type ResolvedRedirect } from '../content/redirects.ts';
import { absoluteUrl } from '../../src/model/routes.ts';
import type { SiteSettings } from '../../src/model/site.ts';
import { fileForRoute } from '../prerender/prerender.ts';
import { escapeXml } from './xml.ts';

/** The name of the file Netlify and Cloudflare Pages read their redirects from. */
export const redirectsFileName = '_redirects';

/**
 * `_redirects`: one `from to status!` line per old address. The `!` makes Netlify redirect even
 * though a page stands at the old address (the one for hosts with no rules); Cloudflare Pages
 * always redirects first and reads the status as a number, `!` aside.
 */
export function formatRedirectsFile(redirects: readonly ResolvedRedirect[]): string {
  return [
    '# Written by scripts/commands/build.ts from content/redirects.yaml, for Netlify and Cloudflare Pages; npm start answers them too.',
    ...redirects.map(({ from, to, status }) => `${from} ${to} ${status}!`),
    '',
  ].join('\n');
}

/** Reads `_redirects` back: each old address with where it goes; comments and blank lines are skipped. */
export function parseRedirectsFile(text: string): ResolvedRedirect[] {
  return text.split(/\r?\n/).flatMap((line): ResolvedRedirect[] => {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) return [];
    return [{ from, to, status: code?.startsWith('302') ? 302 : 301 }];
  });
}

/**
 * The page left at an old address for hosts that read no `_redirects` (GitHub Pages, S3): it
 * sends the visitor on at once, tells search engines the new address and not to list this one,
 * and has no inline code, so the site's policy holds for it as for any page.
 */
export function redirectPage(
  redirect: ResolvedRedirect,
  { siteUrl, brandName, language }: Pick<SiteSettings, 'siteUrl' | 'brandName' | 'language'>,
): string {
  const target = redirect.to.startsWith('/') ? absoluteUrl(siteUrl, redirect.to) : redirect.to;
  return `<!doctype html>
<html lang="${language}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeXml(`This page has moved | ${brandName}`)}</title>
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="${escapeXml(target)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <meta http-equiv="refresh" content="0; url=${escapeXml(redirect.to)}" />
  </head>
  <body>
    <p>This page has moved to <a href="${escapeXml(redirect.to)}">${escapeXml(target)}</a>.</p>
  </body>
</html>
`;
}

/** Writes `_redirects` and a page at each old address into `siteDir`; gives how many redirects there are. */
export function writeRedirects(siteDir: string, catalog: ContentCatalog): number {
  const redirects = resolveRedirects(catalog.redirects);
  if (redirects.length === 0) return 0;
  writeFileSync(path.join(siteDir, redirectsFileName), formatRedirectsFile(redirects));
  for (const redirect of redirects) {
    // An old address whose file the build wrote anyway (a picture still in content/public) keeps it; the rule still applies.
    const existing = path.join(siteDir, redirect.from);
    if (existsSync(existing) && statSync(existing).isFile()) continue;
    const file = path.join(siteDir, fileForRoute(redirect.from));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, redirectPage(redirect, catalog.site.data));
  }
  return redirects.length;
}

/**
 * Where `urlPath` is redirected by the `_redirects` of `siteDir`, for the static server: `/old`
 * and `/old/` alike, as Netlify matches them. Read again whenever the file changes.
 */
export function readRedirectsFile(siteDir: string): (urlPath: string) => ResolvedRedirect | undefined {
  const file = path.join(siteDir, redirectsFileName);
  let readAt = -1;
  let byFrom = new Map<string, ResolvedRedirect>();
  return (urlPath) => {
    const modifiedAt = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (modifiedAt !== readAt) {
      const redirects = modifiedAt === 0 ? [] : parseRedirectsFile(readFileSync(file, 'utf8'));
      byFrom = new Map(redirects.map((redirect) => [redirect.from, redirect]));
      readAt = modifiedAt;
    }
    return byFrom.get(urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);
  };
}
