import path from 'node:path';
import { readContentFolder, stringAt } from './content-files.ts';
import type { TellTale } from './first-load.ts';

/**
 * Strings that survive minification and mark build-time code in a browser bundle: error class
 * names, YAML tags and the token/node type names of micromark and the MDX compiler.
 */
export const buildTimeCodeTellTales: readonly TellTale[] = [
  { group: 'zod', needle: 'ZodError' },
  { group: 'zod', needle: 'invalid_type' },
  { group: 'YAML parsers (gray-matter/js-yaml, yaml)', needle: 'YAMLException' },
  { group: 'YAML parsers (gray-matter/js-yaml, yaml)', needle: 'YAMLParseError' },
  { group: 'YAML parsers (gray-matter/js-yaml, yaml)', needle: 'tag:yaml.org,2002' },
  { group: 'micromark / MDX compiler', needle: 'atxHeadingSequence' },
  { group: 'micromark / MDX compiler', needle: 'codeFencedFence' },
  { group: 'micromark / MDX compiler', needle: 'mdxJsxFlowElement' },
  { group: 'micromark / MDX compiler', needle: 'mdxjsEsm' },
  { group: 'content pipeline (src/content)', needle: 'ContentValidationError' },
  { group: 'content pipeline (src/content)', needle: 'Content check found' },
];

/**
 * A stretch of up to 40 characters of plain letters, digits and spaces from `text`: it reads
 * the same in HTML, in a JS string literal and in the source file, whatever the escaping.
 */
function plainStretch(text: string): string | undefined {
  const runs = text
    .split(/[^A-Za-z0-9 ]+/)
    .map((run) => run.trim())
    .sort((a, b) => b.length - a.length);
  const longest = runs[0];
  return longest && longest.length >= 20 ? longest.slice(0, 40) : undefined;
}

/**
 * Text that belongs to routes other than the home page: other pages' descriptions, FAQ
 * questions, case studies' challenge and solution text. A needle that also appears in the
 * home page's own HTML is dropped, since that page legitimately shows it.
 */
export function otherRoutesTellTales(contentRoot: string, homeHtml: string): TellTale[] {
  const candidates: TellTale[] = [];
  const add = (group: string, text: string | undefined) => {
    const needle = text === undefined ? undefined : plainStretch(text);
    if (needle && !homeHtml.includes(needle)) candidates.push({ group, needle });
  };
  for (const page of readContentFolder(path.join(contentRoot, 'pages'))) {
    if (path.basename(page.file) !== 'home.mdx') add('other pages (descriptions)', stringAt(page.data, 'description'));
  }
  for (const entry of readContentFolder(path.join(contentRoot, 'faq')))
    add('FAQ entries (questions)', stringAt(entry.data, 'question'));
  for (const entry of readContentFolder(path.join(contentRoot, 'case-studies'))) {
    add('case studies (challenge, solution)', stringAt(entry.data, 'challenge.content'));
    add('case studies (challenge, solution)', stringAt(entry.data, 'solution.content'));
  }
  return candidates;
}
