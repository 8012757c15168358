import { z } from 'zod';
import { closestMatch, quote, type ContentError } from './errors.ts';
import type { ParsedFile } from './frontmatter.ts';

/**
 * A schema's own wording for a rule it checks. zod carries one string per issue, so the
 * problem and the hint travel together in it and are split again in `toContentErrors`.
 */
export function rule(problem: string, hint?: string): { error: string } {
  return { error: JSON.stringify({ problem, hint }) };
}

interface Explanation {
  problem: string;
  hint?: string;
}

function readExplanation(message: string): Explanation {
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === 'object' && 'problem' in parsed && typeof parsed.problem === 'string') {
      const hint = 'hint' in parsed && typeof parsed.hint === 'string' ? parsed.hint : undefined;
      return { problem: parsed.problem, hint };
    }
  } catch {
    // A plain zod message: shown as it is.
  }
  return { problem: message };
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

function describeFound(input: unknown): string {
  if (input === null) return 'an empty value';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'string') return `the text ${quote(input)}`;
  if (typeof input === 'boolean') return `the value ${String(input)}`;
  return `the number ${String(input)}`;
}

/** `Step 1: Research` written without quotes reads as `{ "Step 1": "Research" }`; this gives the text back. */
function readAsColonText(input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const entries = Object.entries(input);
  if (entries.length !== 1) return undefined;
  const [key, value] = entries[0]!;
  return typeof value === 'string' || typeof value === 'number' ? `${key}: ${value}` : undefined;
}

function lastKey(path: readonly PropertyKey[] | undefined): string {
  const key = path?.at(-1);
  return typeof key === 'string' ? key : 'the field';
}

const explainIssue: z.core.$ZodErrorMap = (issue) => {
  const explanation = explain(issue);
  return explanation ? JSON.stringify(explanation) : undefined;
};

function explain(issue: z.core.$ZodRawIssue): Explanation | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) {
        return { problem: `This field is required but missing. It should be ${expected}.`, hint: `Add a line "${lastKey(issue.path)}: ..." here.` };
      }
      if (issue.input === null) {
        return { problem: `This field is empty. It should be ${expected}.`, hint: 'Write a value after the colon, or remove the line if the field is optional.' };
      }
      const colonText = readAsColonText(issue.input);
      if (issue.expected === 'string' && colonText !== undefined) {
        return {
          problem: 'This text contains a colon followed by a space, so YAML read it as a field and a value.',
          hint: `Put the whole text in double quotes: ${JSON.stringify(colonText)}`,
        };
      }
      // Plain values are quoted on the "Found" line; lists and groups are named here.
      const foundGroup = typeof issue.input === 'object' ? `, but found ${describeFound(issue.input)}` : '';
      const hint = (issue.expected === 'number' || issue.expected === 'int') && typeof issue.input === 'string' ? 'Write a number without quotes, e.g. 5.' : undefined;
      return { problem: `Expected ${expected}${foundGroup}.`, hint };
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { problem: 'This text is empty.', hint: 'Write the text between the quotes, or after the colon.' }
          : { problem: `This text is too short: it needs at least ${issue.minimum} characters.` };
      }
      if (issue.origin === 'array') return { problem: `This list needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}.` };
      return { problem: `This number must be at least ${issue.minimum}${issue.inclusive === false ? ' (exclusive)' : ''}.` };
    case 'too_big':
      if (issue.origin === 'array') {
        const found = Array.isArray(issue.input) ? `, but there are ${issue.input.length}` : '';
        return { problem: `This list can hold at most ${issue.maximum} item${issue.maximum === 1 ? '' : 's'}${found}.`, hint: 'Remove the extra items.' };
      }
      if (issue.origin === 'string') return { problem: `This text is too long: at most ${issue.maximum} characters.`, hint: 'Shorten it.' };
      return { problem: `This number must be at most ${issue.maximum}.` };
    case 'invalid_value': {
      const choices = issue.values.map((value) => String(value));
      const suggestion = typeof issue.input === 'string' ? closestMatch(issue.input, choices) : undefined;
      const list = choices.map((choice) => `"${choice}"`).join(', ');
      return {
        problem: choices.length === 1 ? `Expected "${choices[0]}".` : `Expected one of the allowed values.`,
        hint: suggestion ? `Did you mean "${suggestion}"? Allowed: ${list}.` : `Allowed: ${list}.`,
      };
    }
    case 'invalid_union': {
      if (issue.discriminator === undefined) return undefined;
      const options: string[] = Array.isArray(issue.options) ? issue.options.map(String) : [];
      const input = issue.input !== null && typeof issue.input === 'object' ? (issue.input as Record<string, unknown>)[issue.discriminator] : undefined;
      const suggestion = typeof input === 'string' ? closestMatch(input, options) : undefined;
      const list = options.map((option) => `"${option}"`).join(', ');
      return {
        problem: input === undefined ? `The "${issue.discriminator}" field is missing.` : `Unknown ${issue.discriminator} ${quote(input)}.`,
        hint: suggestion ? `Did you mean "${suggestion}"? Allowed: ${list}.` : `Allowed: ${list}.`,
      };
    }
    case 'invalid_format':
      return { problem: `This is not a valid ${issue.format}.` };
    case 'not_multiple_of':
      return { problem: `This number must be a multiple of ${issue.divisor}.` };
    default:
      return undefined;
  }
}

/** Names of the fields an object schema knows, for "did you mean" on an unknown key. */
function knownKeys(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): string[] {
  const inst = 'inst' in issue ? issue.inst : undefined;
  if (inst instanceof z.ZodObject) return Object.keys(inst.shape);
  return [];
}

/**
 * Validates `data` against `schema`; on failure, one error per problem, each located in the
 * file by its field path (with `pathPrefix` for data nested in a larger file).
 */
export function validateData<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
  locate: ParsedFile['locate'],
  pathPrefix: readonly PropertyKey[] = [],
): { value?: z.output<Schema>; errors: ContentError[] } {
  const unknownKeyHints = new Map<string, string[]>();
  const result = schema.safeParse(data, {
    reportInput: true,
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') unknownKeyHints.set(JSON.stringify(issue.path ?? []), knownKeys(issue));
      return explainIssue(issue);
    },
  });
  if (result.success) return { value: result.data, errors: [] };
  const errors = result.error.issues.flatMap((issue) => toContentErrors(issue, file, locate, pathPrefix, unknownKeyHints));
  return { errors: withoutMissingExplainedByTypo(errors) };
}

/**
 * A misspelt key produces two issues: the unknown key and the missing field it was meant to
 * be. The "did you mean" error already says both, so the missing-field error is dropped.
 */
function withoutMissingExplainedByTypo(errors: ContentError[]): ContentError[] {
  const meant = new Set(
    errors.flatMap((error) => {
      if (!error.field || !error.problem.startsWith('Unknown field')) return [];
      const suggestion = /^Did you mean "([^"]+)"/.exec(error.hint ?? '')?.[1];
      return suggestion ? [[...error.field.split('.').slice(0, -1), suggestion].join('.')] : [];
    }),
  );
  return errors.filter((error) => !(error.field && meant.has(error.field) && error.problem.startsWith('This field is required but missing')));
}

function toContentErrors(
  issue: z.core.$ZodIssue,
  file: string,
  locate: ParsedFile['locate'],
  pathPrefix: readonly PropertyKey[],
  unknownKeyHints: Map<string, string[]>,
): ContentError[] {
  const path = [...pathPrefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    const known = unknownKeyHints.get(JSON.stringify(issue.path)) ?? [];
    return issue.keys.map((key) => {
      const suggestion = closestMatch(key, known);
      const list = known.map((name) => `"${name}"`).join(', ');
      return {
        file,
        ...locate([...path, key], 'key'),
        field: [...path, key].join('.'),
        problem: `Unknown field "${key}".`,
        hint: suggestion ? `Did you mean "${suggestion}"? Fields allowed here: ${list}.` : `Fields allowed here: ${list}. Remove or rename it.`,
      };
    });
  }
  const { problem, hint } = readExplanation(issue.message);
  const input = 'input' in issue ? issue.input : undefined;
  // Lists and groups are described in the problem itself; only plain values are quoted.
  const found = input !== undefined && (input === null || typeof input !== 'object') ? quote(input) : undefined;
  return [{ file, ...locate(path), field: path.join('.') || undefined, problem, found, hint }];
}
