import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { parseContentFile, parseYaml } from '../../../scripts/content/frontmatter.ts';
import { generateContent } from '../../support/generate-content.ts';

/** What the `yaml` package reads of a YAML text on its own. */
function referenceReading(yamlText: string): { data: unknown; mistakes: number } {
  const document = parseDocument(yamlText, { schema: 'core', uniqueKeys: true });
  return { data: document.errors.length > 0 ? {} : (document.toJS() ?? {}), mistakes: document.errors.length };
}

test('every YAML mistake the `yaml` package finds is reported, with its description', () => {
  const mistakes = [
    'a: "unclosed\nb: 2\n',
    "a: 'unclosed\n",
    'a: 1\na: 2\n',
    'a: b: c\n',
    'a:\n\t- tab\n',
    'a: [1, 2\n',
    'a: {b: 1\n',
    '- a\nb: c\n',
    'a:\n  b: 1\n c: 2\n',
    'a: @reserved\n',
    'a: `reserved\n',
    'a: 1\n  b: 2\n',
    'key with\n  newline: 1\n',
    'a: - b\n',
    'a: "x" trailing\n',
    '%YAML 1.2\na: 1\n',
    'seo:\n  description: "long\n  text"\n',
    'list:\n  - "a\n  b"\n',
    'x:\n  tags: [a,\n  b]\n',
    'title: "Step 1: go"#x\n',
    "title: 'x'#c\n",
    'a: [b]#c\n',
    'a: {b: c}#d\n',
    '\tTab\n',
    `${'k'.repeat(1100)}: v\n`,
  ];
  for (const text of mistakes) {
    const reference = referenceReading(text);
    expect(reference.mistakes, text).toBeGreaterThan(0);
    const reading = parseYaml(text, 'test.yaml');
    expect(reading.errors.length, text).toBeGreaterThan(0);
    expect(reading.data, text).toEqual({});
  }
});

test('the frontmatter of every content file, and of generated ones, is the YAML up to its closing --- line', () => {
  const generated = mkdtempSync(path.join(tmpdir(), 'yaml-reading-'));
  try {
    cpSync(fileURLToPath(new URL('../../../content', import.meta.url)), generated, { recursive: true });
    generateContent(generated, 60);
    const folders = [
      fileURLToPath(new URL('../../../content', import.meta.url)),
      fileURLToPath(new URL('../../fixtures/minimal', import.meta.url)),
      generated,
    ];
    let files = 0;
    for (const folder of folders) {
      for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.mdx')) continue;
        const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
        const frontmatter = source.split('\n---')[0]?.slice('---'.length) ?? '';
        expect(parseContentFile(source, entry.name).data, entry.name).toEqual(referenceReading(frontmatter).data);
        files += 1;
      }
    }
    expect(files).toBeGreaterThan(130);
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
});

test('a field is located on its line', () => {
  const reading = parseYaml('\ntitle: A title\nstats:\n  - number: 1\n    label: One\n', 'test.yaml');
  expect(reading.errors).toEqual([]);
  expect(reading.locate(['stats', 0, 'label'])).toEqual({ line: 5, column: 12 });
  expect(reading.locate(['title'], 'key')).toEqual({ line: 2, column: 1 });
});

test("an alias repeated past the `yaml` package's limit is a content error, not a crash", () => {
  const tenTimes = (value: string) => Array(10).fill(value).join(', ');
  const expanding = [
    `a: &a [${tenTimes('x')}]`,
    `b: &b [${tenTimes('*a')}]`,
    `c: &c [${tenTimes('*b')}]`,
    `d: [${tenTimes('*c')}]`,
  ];
  const text = `${expanding.join('\n')}\n`;
  const { data, errors } = parseYaml(text, 'test.yaml');
  expect(data).toEqual({});
  expect(errors).toEqual([
    expect.objectContaining({
      file: 'test.yaml',
      line: 1,
      problem: expect.stringContaining('The YAML cannot be read'),
    }),
  ]);
});
