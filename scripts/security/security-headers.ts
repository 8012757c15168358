import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesEndingIn } from '../support/files.ts';
import {
  addPolicyMeta,
  findInlineContent,
  formatPolicy,
  pagePolicy,
  siteWideDirectives,
  type InlineContent,
} from './content-security-policy.ts';
import { formatHeadersFile, headersFileName, type HeaderRule } from './headers-file.ts';

/** Browser features the site does not use, turned off for it and anything it could embed. */
const unusedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** Headers every response carries. */
export const siteWideHeaders: [name: string, value: string][] = [
  // Only the directives that need no hashes: a page's full policy is added by its own rule, and
  // hosts that join a header set by two rules then send two policies that agree.
  ['Content-Security-Policy', formatPolicy(siteWideDirectives)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', unusedFeatures.map((feature) => `${feature}=()`).join(', ')],
  // No includeSubDomains or preload: those bind every subdomain of the company's domain, which is its owner's decision.
  ['Strict-Transport-Security', 'max-age=31536000'],
];

/** Vite names files in assets/ by their content hash, so a changed file is a new address. */
const hashedAssets: HeaderRule = {
  path: '/assets/*',
  headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
};
const revalidate = 'public, max-age=0, must-revalidate';

// Cloudflare Pages' limits for _headers. Past them it ignores the later rules: the site-wide
// rules come first and every page also carries its policy in a <meta>, so pages stay protected.
const maxRules = 100;
const maxLineLength = 2000;

/** The addresses a static host answers with an HTML file: `/x` and `/x/` for `x/index.html`, `/x.html` and `/x` for `x.html`. */
export function addressesOf(relativeFile: string): string[] {
  const file = `/${relativeFile.split(path.sep).join('/')}`;
  if (file === '/index.html') return ['/'];
  if (file.endsWith('/index.html')) {
    const folder = file.slice(0, -'/index.html'.length);
    return [folder, `${folder}/`];
  }
  return [file, file.slice(0, -'.html'.length)];
}

/** What securing any page of a site needs to know of the whole site. */
export interface SiteCodeFacts {
  /** The inline code of the `index.html` template, which every page carries. */
  templateCode: InlineContent;
  /** True when the build emitted CSS files, which `style-src` must then allow from the site. */
  hasStylesheets: boolean;
}

/** The facts about `siteDir` and its `template` that `securePage` needs, once the client build has written its files. */
export function siteCodeFacts(siteDir: string, template: string): SiteCodeFacts {
  return { templateCode: findInlineContent(template), hasStylesheets: filesEndingIn(siteDir, '.css').length > 0 };
}

/**
 * Inline code of a page that neither the `index.html` template nor styled-components put there.
 * Since every inline script of a page is allowed by hash, such code would be allowed too: it can
 * only come from content that escaped its escaping, so the build stops instead.
 */
function unexpectedInlineCode(html: string, code: InlineContent, templateCode: InlineContent): string[] {
  const scripts = code.scripts.filter((script) => !templateCode.scripts.includes(script));
  const styles = [...html.matchAll(/<style\b(?![^>]*\sdata-styled)[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((match) => match[1] ?? '')
    .filter((style) => !templateCode.styles.includes(style));
  return [...scripts.map((text) => `<script>${text}</script>`), ...styles.map((text) => `<style>${text}</style>`)];
}

/** A page ready to serve: its HTML with its policy in a `<meta>`, and the policy `_headers` sends with it. */
export interface SecuredPage {
  html: string;
  headerPolicy: string;
}

/**
 * Hashes the inline scripts and styles of one finished page into its policy and puts the policy in
 * the page; `file` (from the site root) names the page when it has inline code no template or
 * component wrote, which stops the build. Any later change to the page's inline code would need
 * new hashes, so it runs on the page's final HTML.
 */
export function securePage(html: string, file: string, facts: SiteCodeFacts): SecuredPage {
  const code = findInlineContent(html);
  const unexpected = unexpectedInlineCode(html, code, facts.templateCode);
  if (unexpected.length > 0) {
    throw new Error(
      `${file} has inline code that no template or component wrote, which its policy would allow: ${unexpected.map((text) => text.slice(0, 120)).join(', ')}`,
    );
  }
  const { hasStylesheets } = facts;
  return {
    html: addPolicyMeta(html, pagePolicy(code, { hasStylesheets, forMeta: true })),
    headerPolicy: pagePolicy(code, { hasStylesheets }),
  };
}

/** One rule per address of a page: its own policy, and revalidation so a new deploy shows at once. */
function pageRules(relativeFile: string, policy: string): HeaderRule[] {
  return addressesOf(relativeFile).map((address) => ({
    path: address,
    headers: [
      ['Content-Security-Policy', policy],
      ['Cache-Control', revalidate],
    ],
  }));
}

/** Pages secured as they were written (`securePage`), and the facts they were secured with. */
export interface SecuredPages {
  codeFacts: SiteCodeFacts;
  /** Each page's policy for `_headers`, keyed by file from the site root. */
  headerPolicies: ReadonlyMap<string, string>;
}

/** A folder of the built site that is no page of it (the editor at /admin/), with header rules of its own. */
export interface FolderWithOwnPolicy {
  folder: string;
  rules: HeaderRule[];
}

/**
 * Writes each built page's policy into `_headers` for Netlify and Cloudflare Pages (and
 * `npm start`), with the other security and caching headers. The pages the prerenderer secured
 * itself come in `secured` with their policy; any other HTML file is read, checked, given its
 * `<meta>` policy and written here, with the same facts. Runs after everything else that writes
 * HTML. `template` is the built `index.html` before prerendering: the only source of inline code
 * besides styled-components and JSON-LD.
 */
export function writeSecurityHeaders(
  siteDir: string,
  template: string,
  secured?: SecuredPages,
  ownPolicy?: FolderWithOwnPolicy,
): HeaderRule[] {
  const facts = secured?.codeFacts ?? siteCodeFacts(siteDir, template);
  const rules: HeaderRule[] = [{ path: '/*', headers: siteWideHeaders }, hashedAssets, ...(ownPolicy?.rules ?? [])];
  for (const file of filesEndingIn(siteDir, '.html')) {
    const relativeFile = path.relative(siteDir, file);
    if (ownPolicy && relativeFile.startsWith(`${ownPolicy.folder}${path.sep}`)) continue;
    let headerPolicy = secured?.headerPolicies.get(relativeFile);
    if (headerPolicy === undefined) {
      const page = securePage(readFileSync(file, 'utf8'), relativeFile, facts);
      writeFileSync(file, page.html);
      headerPolicy = page.headerPolicy;
    }
    rules.push(...pageRules(relativeFile, headerPolicy));
  }
  const text = formatHeadersFile(rules, [
    'Written by scripts/commands/build.ts: security and caching headers for Netlify and Cloudflare Pages, also served by npm start.',
    'Each page has its own Content-Security-Policy, allowing its own inline JSON-LD and server-rendered styles by hash.',
  ]);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (rules.length > maxRules || longest > maxLineLength) {
    console.warn(
      `Note: ${headersFileName} has ${rules.length} rules and a line of ${longest} characters; Cloudflare Pages reads the first ${maxRules} rules of up to ${maxLineLength} characters. Later pages there rely on the policy in their <meta> and the site-wide rules. See "Cloudflare Pages" in docs/hosting.md.`,
    );
  }
  writeFileSync(path.join(siteDir, headersFileName), text);
  return rules;
}
