import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { dollars } from '../support/edge-site.ts';

/** `text` escaped as React writes text into HTML. */
function asHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test("an FAQ answer with `$$`, `$&`, `$'` and `$`` is in the built /faq page exactly as written, on the page and in its structured data", () => {
  const html = readFileSync(path.join(inject('edgeSiteDir'), 'faq/index.html'), 'utf8');
  expect(html.split(asHtmlText(dollars))).toHaveLength(2);
  const structuredData = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.stringify(JSON.parse(match[1] ?? 'null')),
  );
  expect(structuredData.some((json) => json.includes(JSON.stringify(dollars).slice(1, -1)))).toBe(true);
});
