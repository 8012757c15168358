import { createHash } from 'node:crypto';

/** What a page's policy must allow besides files of the site itself. */
export interface InlineContent {
  /** Text of every `<script>` without `src` that the browser runs. */
  scripts: string[];
  /** Text of every inline JSON or JSON-LD `<script>`: data the browser never runs. */
  dataBlocks: string[];
  /** Text of every `<style>` element (styled-components' server-rendered rules). */
  styles: string[];
  /** Values of `style="…"` attributes, decoded. */
  styleAttributes: string[];
}

/** A CSP hash source for `text`, as the browser computes it over the exact UTF-8 text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The inline scripts, style elements and style attributes of a page, exactly as the browser will hash them. */
export function findInlineContent(html: string): InlineContent {
  const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const scripts = [...html.matchAll(/<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({
    isData: /\stype="application\/(ld\+)?json"/i.test(match[1] ?? ''),
    text: match[2] ?? '',
  }));
  return {
    scripts: scripts.filter((script) => !script.isData).map((script) => script.text),
    dataBlocks: scripts.filter((script) => script.isData).map((script) => script.text),
    styles: texts(/<style\b[^>]*>([\s\S]*?)<\/style>/gi),
    styleAttributes: texts(/<[a-z][^>]*?\sstyle="([^"]*)"/gi).map(decodeAttribute),
  };
}

/**
 * styled-components creates one empty `<style>` element in the browser and adds every rule to
 * it through the CSSOM (`insertRule`), which CSP does not check. The empty element itself is
 * checked: without the hash of the empty text it is blocked and styled-components throws.
 */
const emptyStyleElement = hashSource('');

/** Directives that hold on every response of the site, including files and 404 answers. */
export const siteWideDirectives: [name: string, ...sources: string[]][] = [
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

/** Options of a page's policy. */
export interface PolicyOptions {
  /** True when the build emitted CSS files, which `style-src` must then allow from the site. */
  hasStylesheets: boolean;
  /** A `<meta>` policy cannot carry `frame-ancestors`; Chromium logs an error if it tries. */
  forMeta?: boolean;
}

/**
 * The Content-Security-Policy of one page: files from the site, and only this page's own
 * inline scripts and styles by hash. JSON-LD is never run, so it needs no hash, but it is
 * hashed too: the policy then names every inline script of the page.
 */
export function pagePolicy(inline: InlineContent, options: PolicyOptions): string {
  const unique = (texts: string[]) => [...new Set(texts.map(hashSource))];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Site search compiles Pagefind's WebAssembly; 'wasm-unsafe-eval' allows that and nothing else (docs/security.md).
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...unique([...inline.scripts, ...inline.dataBlocks])],
    ['style-src', ...(options.hasStylesheets ? ["'self'"] : []), ...unique(inline.styles), emptyStyleElement],
  ];
  if (inline.styleAttributes.length > 0)
    directives.push(['style-src-attr', "'unsafe-hashes'", ...unique(inline.styleAttributes)]);
  directives.push(...siteWideDirectives.filter(([name]) => !(options.forMeta && name === 'frame-ancestors')));
  return formatPolicy(directives);
}

/** Writes directives as a policy string. */
export function formatPolicy(directives: [string, ...string[]][]): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Puts the page's policy into a `<meta http-equiv>` right after `<meta charset>`, before any
 * style or script, so it also holds where no header can be set: on hosts without header
 * rules, and for 404 answers, which hosts send with the headers of the requested path.
 */
export function addPolicyMeta(html: string, policy: string): string {
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('The page has no <meta charset="utf-8"> to put the Content-Security-Policy after.');
  const at = charset.index + charset[0].length;
  const attribute = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${html.slice(0, at)}\n    <meta http-equiv="Content-Security-Policy" content="${attribute}" />${html.slice(at)}`;
}
