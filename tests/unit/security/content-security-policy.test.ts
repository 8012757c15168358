import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import {
  addPolicyMeta,
  findInlineContent,
  hashSource,
  pagePolicy,
} from '../../../scripts/security/content-security-policy.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <script>document.documentElement.dataset.ready='1'</script>
    <title>A &amp; B</title><style data-styled="true" data-styled-version="6.6.0">.a{color:red}</style>
  </head>
  <body>
    <div id="root"><p style="color:&quot;red&quot;">Hi</p><script type="application/ld+json">{"name":"A \\u003c B"}</script></div>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </body>
</html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('inline scripts, JSON-LD, style elements and style attributes are found as the browser hashes them; scripts with src are not inline', () => {
  expect(findInlineContent(page)).toEqual({
    scripts: ["document.documentElement.dataset.ready='1'"],
    dataBlocks: ['{"name":"A \\u003c B"}'],
    styles: ['.a{color:red}'],
    styleAttributes: ['color:"red"'],
  });
});

test('the hash of the empty text is the well-known one browsers compute for an empty <style>', () => {
  expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test("a page's policy allows the site's files and exactly its own inline code, WebAssembly for search, and never unsafe-inline or unsafe-eval", () => {
  const inline = findInlineContent(page);
  const policy = pagePolicy(inline, { hasStylesheets: false });
  expect(policy).toBe(
    [
      "default-src 'self'",
      `script-src 'self' 'wasm-unsafe-eval' ${sha256("document.documentElement.dataset.ready='1'")} ${sha256('{"name":"A \\u003c B"}')}`,
      `style-src ${sha256('.a{color:red}')} ${sha256('')}`,
      `style-src-attr 'unsafe-hashes' ${sha256('color:"red"')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
  );
  expect(policy).not.toMatch(/unsafe-inline|(?<!wasm-)unsafe-eval/);
});

test("style-src allows the site's own stylesheets only when the build has any, and a meta policy leaves out frame-ancestors", () => {
  const inline = { scripts: [], dataBlocks: [], styles: [], styleAttributes: [] };
  expect(pagePolicy(inline, { hasStylesheets: true })).toContain(`style-src 'self' ${sha256('')};`);
  expect(pagePolicy(inline, { hasStylesheets: false, forMeta: true })).not.toContain('frame-ancestors');
});

test('the policy goes into a <meta> right after the charset, before any style or script', () => {
  const withMeta = addPolicyMeta(page, "default-src 'self'; script-src 'self' 'sha256-x'");
  expect(withMeta).toContain(
    `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-x'" />\n    <script>`,
  );
  expect(() => addPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow('no <meta charset="utf-8">');
});
