import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatAnnotation, type ContentError } from '../../../scripts/content/errors.ts';

interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

function unescapeText(text: string, mappings: readonly (readonly [string, string])[]): string {
  return mappings.reduce((result, [escaped, token]) => result.replaceAll(escaped, token), text);
}

/**
 * How the GitHub Actions runner reads a line of a step's output (`ActionCommand.TryParseV2` in
 * actions/runner, transcribed): `::name key=value,key=value::data`, unescaping as it goes.
 */
function readWorkflowCommand(line: string): WorkflowCommand | undefined {
  const message = line.trimStart();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  const properties: Record<string, string> = {};
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')) {
      const equals = pair.indexOf('=');
      if (equals <= 0 || equals === pair.length - 1) continue;
      properties[pair.slice(0, equals)] = unescapeText(pair.slice(equals + 1), [
        ['%0D', '\r'],
        ['%0A', '\n'],
        ['%3A', ':'],
        ['%2C', ','],
        ['%25', '%'],
      ]);
    }
  }
  return {
    command,
    properties,
    data: unescapeText(message.slice(end + 2), [
      ['%0D', '\r'],
      ['%0A', '\n'],
      ['%25', '%'],
    ]),
  };
}

test('a content error becomes an error annotation on its file, line and column, titled with the field', () => {
  const annotation = formatAnnotation({
    file: 'content/faq/pricing.mdx',
    line: 3,
    column: 8,
    field: 'order',
    problem: 'Expected a number.',
    found: '"five"',
    hint: 'Write a number without quotes, e.g. 5.',
  });
  expect(annotation).toBe(
    '::error file=content/faq/pricing.mdx,line=3,col=8,title=Content check%3A order::Expected a number.%0AFound: "five"%0AHint: Write a number without quotes, e.g. 5.',
  );
});

test('a problem with a whole file is annotated on the file, without a line', () => {
  const annotation = formatAnnotation({
    file: 'content/faq/notes.txt',
    problem: 'Only .mdx files belong in this folder.',
  });
  expect(annotation).toBe(
    '::error file=content/faq/notes.txt,title=Content check::Only .mdx files belong in this folder.',
  );
});

test('a comma, colon, percent sign or line break in a file name, field or message reaches GitHub as written', () => {
  const command = readWorkflowCommand(
    formatAnnotation({
      file: 'content/faq/costs, 100%: why.mdx',
      line: 2,
      column: 1,
      field: 'a,b:c',
      problem: 'Line one\nline two: 50%0A',
      found: '"x::y"',
    }),
  );
  expect(command).toEqual({
    command: 'error',
    properties: { file: 'content/faq/costs, 100%: why.mdx', line: '2', col: '1', title: 'Content check: a,b:c' },
    data: 'Line one\nline two: 50%0A\nFound: "x::y"',
  });
});

/** Text made mostly of the characters that escaping and the runner's reading treat specially. */
const awkwardText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(',', ':', '=', '%', '\n', '\r', ' ', '0', '2', '3', '5', 'A', 'C', 'D', 'é', '—'),
  }),
  fc.string({ unit: 'grapheme' }),
);

test('every content error reads back from its annotation exactly as it was, on one line', () => {
  const contentError: fc.Arbitrary<ContentError> = fc.record(
    {
      file: awkwardText.map((name) => `content/pages/${name}.mdx`),
      line: fc.integer({ min: 1, max: 100_000 }),
      column: fc.integer({ min: 1, max: 1_000 }),
      field: awkwardText,
      problem: awkwardText,
      found: awkwardText,
      hint: awkwardText,
    },
    { requiredKeys: ['file', 'problem'] },
  );
  fc.assert(
    fc.property(contentError, (error) => {
      const annotation = formatAnnotation(error);
      expect(annotation).not.toMatch(/[\r\n]/);
      const command = readWorkflowCommand(annotation);
      expect(command?.command).toBe('error');
      const expected: Record<string, string> = {
        file: error.file,
        title: error.field ? `Content check: ${error.field}` : 'Content check',
      };
      if (error.line !== undefined) expected.line = String(error.line);
      if (error.column !== undefined) expected.col = String(error.column);
      // The runner trims the end of the last property, the title, which is only shown.
      expect({ ...command?.properties, title: command?.properties.title?.trimEnd() }).toEqual({
        ...expected,
        title: expected.title?.trimEnd(),
      });
      const message = [error.problem];
      if (error.found !== undefined) message.push(`Found: ${error.found}`);
      if (error.hint !== undefined) message.push(`Hint: ${error.hint}`);
      expect(command?.data).toBe(message.join('\n'));
    }),
    { seed: 20_260_501, numRuns: 1_000 },
  );
});
