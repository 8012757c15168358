import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyProject, editFile } from '../support/project-copy.ts';

// A section type is its schema, its component and its test, and nothing else: added to a copy of the
// project as those files alone, placed on a page, it is checked, type-checked, built and shown,
// with its picture, whatever its field is called.

const schema = `import { z } from 'zod';
import { shownPicture, text } from '../../model/fields.ts';

/** A client's words, large, with who said them and their company's logo. */
export const quoteSchema = z.strictObject({
  type: z.literal('Quote'),
  /** What the client said. */
  quote: text,
  /** Who said it, e.g. "Jane Doe, CEO of Acme". */
  author: text,
  /** Their company's logo. */
  photo: shownPicture('logo', 'author'),
});
`;

const component = `import type { SectionProps } from './types.ts';

/** A client's words, large, with who said them and their company's logo. */
export function Quote({ section }: SectionProps<'Quote'>) {
  const { src, width, height } = section.picture;
  return (
    <figure>
      <blockquote>{section.quote}</blockquote>
      <figcaption>{section.author}</figcaption>
      <img src={src} width={width} height={height} alt="" />
    </figure>
  );
}
`;

let project: string;
beforeAll(() => {
  project = copyProject();
  writeFileSync(path.join(project, 'src/components/sections/Quote.schema.ts'), schema);
  writeFileSync(path.join(project, 'src/components/sections/Quote.tsx'), component);
  editFile(
    project,
    'content/pages/services.mdx',
    '  - type: OfferCards\n',
    "  - type: Quote\n    quote: ''\n    author: Jane Doe, CEO of Acme\n    photo: /images/logos/acme.svg\n\n  - type: OfferCards\n",
  );
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

/** `npm run NAME -- ARGS` in the copy, as a developer runs it. */
function npmRun(name: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', name, '--', ...args], {
    cwd: project,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', GITHUB_ACTIONS: '', SITE_CACHE_DIR: path.join(project, '.cache') },
    timeout: 110_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test('npm run check finds the new section from its files and names its empty required field by file, line and field', () => {
  const { status, output } = npmRun('check');
  expect(status).toBe(1);
  expect(output).toContain('Content check found 1 problem in 1 file:');
  expect(output).toMatch(/content\/pages\/services\.mdx:22:12 {2}sections\.1\.quote\n {2}This text is empty\./);
  expect(readFileSync(path.join(project, 'src/components/sections/schemas.gen.ts'), 'utf8')).toContain(
    "import { quoteSchema } from './Quote.schema.ts';",
  );
});

test('the component is type-checked against its schema through the generated registry', () => {
  const result = spawnSync(
    process.execPath,
    [path.join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.app.json'],
    {
      cwd: project,
      encoding: 'utf8',
    },
  );
  expect(`${result.stdout}${result.stderr}`).toBe('');
  expect(result.status).toBe(0);
});

test('npm run check requires the file of its picture field, whatever the field is called', () => {
  editFile(
    project,
    'content/pages/services.mdx',
    "    quote: ''\n",
    '    quote: Our calendar filled in three weeks.\n',
  );
  const { status, output } = npmRun('check');
  expect(status).toBe(1);
  expect(output).toMatch(
    /content\/pages\/services\.mdx:24:12 {2}sections\.1\.photo\n {2}The picture \/images\/logos\/acme\.svg does not exist\./,
  );
});

test('once filled in, npm run build renders the section into the page, with its picture measured', () => {
  editFile(project, 'content/pages/services.mdx', 'acme.svg', 'atlas.svg');
  const out = path.join(project, 'built');
  const { status, output } = npmRun('build', '--out', out);
  expect(status, output).toBe(0);
  expect(readFileSync(path.join(out, 'services/index.html'), 'utf8')).toContain(
    '<figure><blockquote>Our calendar filled in three weeks.</blockquote><figcaption>Jane Doe, CEO of Acme</figcaption><img src="/images/logos/atlas.svg" width="123" height="40" alt=""/></figure>',
  );
}, 120_000);
