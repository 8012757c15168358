import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, runBuild } from '../support/project-copy.ts';

// Each of `$$`, `$&`, `$'` and `` $` `` means something to a replacement string of String.prototype.replace.
const dollars = "Plans from $$1 or $& and $' and $` a month.";

let project: string;
let built: { status: number | null; output: string };

beforeAll(() => {
  project = copyProject();
  const answer = path.join(project, 'content/faq/pricing.mdx');
  // Written directly: editFile's own `replace` would read the dollar patterns.
  writeFileSync(answer, `${readFileSync(answer, 'utf8').trimEnd()}\n\n${dollars}\n`);
  built = runBuild(project, ['--out', path.join(project, 'site')]);
}, 120_000);

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

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
  expect(built.status, built.output).toBe(0);
  const html = readFileSync(path.join(project, 'site/faq/index.html'), 'utf8');
  expect(html.split(asHtmlText(dollars))).toHaveLength(2);
  const structuredData = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.stringify(JSON.parse(match[1] ?? 'null')),
  );
  expect(structuredData.some((json) => json.includes(JSON.stringify(dollars).slice(1, -1)))).toBe(true);
});
