import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { parseDocument } from 'yaml';
import { parseContentFile, parseYaml } from '../../../scripts/content/frontmatter.ts';
import { generateContent } from '../../support/generate-content.ts';

/** What the `yaml` package reads, the reference `parseYaml` must agree with. */
function referenceReading(yamlText: string): { data: unknown; mistakes: number } {
  const document = parseDocument(yamlText, { schema: 'core', uniqueKeys: true });
  return { data: document.errors.length > 0 ? {} : (document.toJS() ?? {}), mistakes: document.errors.length };
}

const scalars = [
  '0123',
  '-0123',
  '+12',
  '-0',
  '0000',
  '010',
  '08',
  '1_000',
  '1,000',
  '0o17',
  '0o',
  '0x1F',
  '0x',
  '0xG',
  '0b101',
  '9007199254740993',
  '1e3',
  '1E3',
  '1e+3',
  '+1e3',
  '.1e3',
  '-1.5e-3',
  '1e',
  '.5',
  '+.5',
  '-.5',
  '1.',
  '0.',
  '1.0',
  '3.14.15',
  '.',
  '-',
  '=',
  '100%',
  '.inf',
  '-.Inf',
  '+.INF',
  '.NaN',
  '.nan',
  '.NAN',
  '~',
  'null',
  'Null',
  'NULL',
  'nUll',
  '',
  'true',
  'True',
  'TRUE',
  'tRue',
  'false',
  'False',
  'FALSE',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  '2025-03-18',
  '2025-03-18T10:00:00Z',
  '12:30',
  '1:20:30',
  '"12"',
  "'it''s'",
  '"a\\tb"',
  "'a\\tb'",
  'x #comment',
  'x#y',
  '!!str 1',
  '!!int "3"',
  '!!float 2',
  '!!bool true',
  '!!null ""',
  "'2025'",
  'café',
  '"\\u00e9"',
];

test('every scalar reads as the `yaml` package reads it with the core schema', () => {
  for (const scalar of scalars) {
    const text = `value: ${scalar}\n`;
    expect({ scalar, ...parseYaml(text, 'test.yaml') }.data, scalar).toEqual(referenceReading(text).data);
  }
});

test('collections, block scalars, anchors and keys read as the `yaml` package reads them', () => {
  const documents = [
    'list:\n  - a\n  - b: 1\n    c: [1, two, {three: 3}]\n',
    'text: |\n  line one\n  line two\n\nfolded: >\n  folded\n  text\n\nkept: |+\n  end\n\nstripped: >-\n  end\n',
    'a: &anchor {x: 1}\nb: *anchor\n',
    '<<: {a: 1}\nb: 2\n',
    '1: one\ntrue: yes\n',
    '"quoted key": 1\n? complex\n: value\n',
    'empty:\nnested:\n  empty:\n',
    '# only a comment\n',
    '',
    'multi: word plain\n  scalar over lines\n',
    'a: "line\n  folded"\n',
    '__proto__: {polluted: true}\n',
  ];
  for (const text of documents) expect(parseYaml(text, 'test.yaml').data, text).toEqual(referenceReading(text).data);
  // The one difference: a key written as null is the text "null" (the `yaml` package makes it
  // the empty text). No schema has a field of either name, so either is an unknown field.
  expect(parseYaml('null: nothing\n', 'test.yaml').data).toEqual({ null: 'nothing' });
});

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
    // js-yaml reads these without a word; the `yaml` package reports them.
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

test('a value starting with & or ! is a mistake at its field, since YAML drops its first word; a repeated anchor and !!str are not', () => {
  for (const [mark, kind] of [
    ['&', 'label'],
    ['!', 'type'],
  ] as const) {
    const reading = parseYaml(`\ntitle: A title\nquestion: ${mark}Why work with us?\n`, 'test.yaml');
    expect(reading.data).toEqual({});
    expect(reading.errors).toEqual([
      {
        file: 'test.yaml',
        line: 3,
        column: 11,
        field: 'question',
        problem: `A value that starts with "${mark}" loses its first word: YAML reads "${mark}Why" as a ${kind}, not as text.`,
        found: `"${mark}Why work with us?"`,
        hint: `To start the text with "${mark}", put the whole text in double quotes: "${mark}Why work with us?"`,
      },
    ]);
  }
  // Text that starts with a bracket is read as a list, and YAML cannot go on after it: the hint names the brackets too.
  expect(parseYaml('\ntitle: [Free] consultation\n', 'test.yaml').errors[0]?.hint).toBe(
    'Check the line for a stray character, and put in double quotes a value that contains ": " or starts with @, `, *, &, !, %, [ or {.',
  );
  expect(parseYaml('a: &x v\nb: *x\nc: !!str 1\nd: Fish & chips, wow !\n', 'test.yaml')).toMatchObject({
    data: { a: 'v', b: 'v', c: '1', d: 'Fish & chips, wow !' },
    errors: [],
  });
});

test('the frontmatter of every content file, and of generated ones, reads as the `yaml` package reads it', () => {
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

test('a field is still located on its line once the YAML was read quickly', () => {
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
  // A line over 1024 characters sends the text past js-yaml, which expands nothing, to the `yaml` package.
  const text = `${expanding.join('\n')}\n# ${'x'.repeat(1100)}\n`;
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
