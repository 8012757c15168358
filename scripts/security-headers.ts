import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addPolicyMeta, findInlineContent, formatPolicy, pagePolicy, siteWideDirectives } from './content-security-policy.ts';
import { formatHeadersFile, headersFileName, type HeaderRule } from './headers-file.ts';

/** Browser features the site does not use, turned off for it and anything it could embed. */
const unusedFeatures = [
  'accelerometer', 'autoplay', 'browsing-topics', 'camera', 'clipboard-read', 'clipboard-write', 'display-capture',
  'encrypted-media', 'fullscreen', 'gamepad', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'local-fonts',
  'magnetometer', 'microphone', 'midi', 'otp-credentials', 'payment', 'picture-in-picture', 'publickey-credentials-get',
  'screen-wake-lock', 'serial', 'usb', 'window-management', 'xr-spatial-tracking',
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
const hashedAssets: HeaderRule = { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] };
const revalidate = 'public, max-age=0, must-revalidate';

// Cloudflare Pages' limits for _headers. Past them it ignores the later rules: the site-wide
// rules come first and every page also carries its policy in a <meta>, so pages stay protected.
const maxRules = 100;
const maxLineLength = 2000;

function filesEndingIn(directory: string, extension: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesEndingIn(full, extension) : entry.name.endsWith(extension) ? [full] : [];
  });
}

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

/**
 * Inline code of a page that neither the `index.html` template nor styled-components put there.
 * Since every inline script of a page is allowed by hash, such code would be allowed too: it can
 * only come from content that escaped its escaping, so the build stops instead.
 */
export function unexpectedInlineCode(html: string, template: string): string[] {
  const expected = findInlineContent(template);
  const scripts = findInlineContent(html).scripts.filter((script) => !expected.scripts.includes(script));
  const styles = [...html.matchAll(/<style\b(?![^>]*\sdata-styled)[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((match) => match[1] ?? '')
    .filter((style) => !expected.styles.includes(style));
  return [...scripts.map((text) => `<script>${text}</script>`), ...styles.map((text) => `<style>${text}</style>`)];
}

/** One rule per address of a page: its own policy, and revalidation so a new deploy shows at once. */
function pageRules(relativeFile: string, policy: string): HeaderRule[] {
  return addressesOf(relativeFile).map((address) => ({ path: address, headers: [['Content-Security-Policy', policy], ['Cache-Control', revalidate]] }));
}

/**
 * Hashes the inline scripts and styles of every built page into that page's policy, writes the
 * policy into the page as a `<meta>` and, with the other security and caching headers, into
 * `_headers` for Netlify and Cloudflare Pages (and `npm start`). Runs after everything else
 * that writes HTML, since any change to an inline script or style changes its hash. `template`
 * is the built `index.html` before prerendering: the only source of inline code besides
 * styled-components and JSON-LD.
 */
export function writeSecurityHeaders(siteDir: string, template: string): HeaderRule[] {
  const hasStylesheets = filesEndingIn(siteDir, '.css').length > 0;
  const rules: HeaderRule[] = [{ path: '/*', headers: siteWideHeaders }, hashedAssets];
  for (const file of filesEndingIn(siteDir, '.html').sort()) {
    const html = readFileSync(file, 'utf8');
    const unexpected = unexpectedInlineCode(html, template);
    if (unexpected.length > 0) {
      throw new Error(`${path.relative(siteDir, file)} has inline code that no template or component wrote, which its policy would allow: ${unexpected.map((code) => code.slice(0, 120)).join(', ')}`);
    }
    const inline = findInlineContent(html);
    writeFileSync(file, addPolicyMeta(html, pagePolicy(inline, { hasStylesheets, forMeta: true })));
    rules.push(...pageRules(path.relative(siteDir, file), pagePolicy(inline, { hasStylesheets })));
  }
  const text = formatHeadersFile(rules, [
    'Written by scripts/build.ts: security and caching headers for Netlify and Cloudflare Pages, also served by npm start.',
    'Each page has its own Content-Security-Policy, allowing its own inline JSON-LD and server-rendered styles by hash.',
  ]);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (rules.length > maxRules || longest > maxLineLength) {
    console.warn(`Note: ${headersFileName} has ${rules.length} rules and a line of ${longest} characters; Cloudflare Pages reads the first ${maxRules} rules of up to ${maxLineLength} characters. Later pages there rely on the policy in their <meta> and the site-wide rules. See "Hosting" in README.md.`);
  }
  writeFileSync(path.join(siteDir, headersFileName), text);
  return rules;
}
