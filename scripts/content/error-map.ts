import type { z } from 'zod';
import type { RuleWording } from '../../src/model/rule.ts';
import { closestMatch, quote } from './errors.ts';

/** What an editor reads about one zod issue. */
export interface Explanation {
  /** What is wrong, in plain words, including what was expected. */
  problem: string;
  /** The value written there, quoted; absent for lists and groups, which the problem names. */
  found?: string;
  /** How to fix it. */
  hint?: string;
}

function ruleWording(params: Record<string, unknown> | undefined): RuleWording | undefined {
  const problem = params?.problem;
  const hint = params?.hint;
  if (typeof problem !== 'string') return undefined;
  return { problem, hint: typeof hint === 'string' ? hint : undefined };
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

function lastKey(path: readonly PropertyKey[]): string {
  const key = path.at(-1);
  return typeof key === 'string' ? key : 'the field';
}

/**
 * The field an unknown key was probably meant to be, among the fields allowed beside it: the
 * "did you mean" of the explanation, and what `validateData` compares missing fields with.
 */
export function meantField(
  issue: z.core.$ZodIssueUnrecognizedKeys,
  allowedFields: readonly string[],
): string | undefined {
  const key = issue.keys[0];
  return key === undefined ? undefined : closestMatch(key, allowedFields);
}

/**
 * The content's error map: every kind of zod issue in the editor's words. A rule a schema words
 * itself arrives as a custom issue with its `problem` and `hint` in `params` (see `rule`).
 * `allowedFields` are the fields of the group an unknown key was found in; an unrecognized_keys
 * issue is explained for its first key, so give each unknown key an issue of its own.
 */
export function explainIssue(issue: z.core.$ZodIssue, allowedFields: readonly string[] = []): Explanation {
  const { problem, hint } = describe(issue, allowedFields);
  // Lists and groups are named in the problem itself; only plain values are quoted.
  const found =
    issue.input !== undefined && (issue.input === null || typeof issue.input !== 'object')
      ? quote(issue.input)
      : undefined;
  return { problem, found, hint };
}

function describe(issue: z.core.$ZodIssue, allowedFields: readonly string[]): RuleWording {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = typeNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) {
        return {
          problem: `This field is required but missing. It should be ${expected}.`,
          hint: `Add a line "${lastKey(issue.path)}: ..." here.`,
        };
      }
      if (issue.input === null) {
        return {
          problem: `This field is empty. It should be ${expected}.`,
          hint: 'Write a value after the colon, or remove the line if the field is optional.',
        };
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
      const hint =
        (issue.expected === 'number' || issue.expected === 'int') && typeof issue.input === 'string'
          ? 'Write a number without quotes, e.g. 5.'
          : issue.expected === 'boolean' && typeof issue.input !== 'object'
            ? `Write true or false, without quotes (${lastKey(issue.path)}: true); yes and no are not understood.`
            : undefined;
      return { problem: `Expected ${expected}${foundGroup}.`, hint };
    }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { problem: 'This text is empty.', hint: 'Write the text between the quotes, or after the colon.' }
          : { problem: `This text is too short: it needs at least ${issue.minimum} characters.` };
      }
      if (issue.origin === 'array')
        return { problem: `This list needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}.` };
      return {
        problem: `This number must be at least ${issue.minimum}${issue.inclusive === false ? ' (exclusive)' : ''}.`,
      };
    case 'too_big':
      if (issue.origin === 'array') {
        const found = Array.isArray(issue.input) ? `, but there are ${issue.input.length}` : '';
        return {
          problem: `This list can hold at most ${issue.maximum} item${issue.maximum === 1 ? '' : 's'}${found}.`,
          hint: 'Remove the extra items.',
        };
      }
      if (issue.origin === 'string')
        return { problem: `This text is too long: at most ${issue.maximum} characters.`, hint: 'Shorten it.' };
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
      if (issue.discriminator === undefined) return { problem: issue.message };
      const options = 'options' in issue && Array.isArray(issue.options) ? issue.options.map(String) : [];
      const input =
        issue.input !== null && typeof issue.input === 'object'
          ? (issue.input as Record<string, unknown>)[issue.discriminator]
          : undefined;
      const suggestion = typeof input === 'string' ? closestMatch(input, options) : undefined;
      const list = options.map((option) => `"${option}"`).join(', ');
      return {
        problem:
          input === undefined
            ? `The "${issue.discriminator}" field is missing.`
            : `Unknown ${issue.discriminator} ${quote(input)}.`,
        hint: suggestion ? `Did you mean "${suggestion}"? Allowed: ${list}.` : `Allowed: ${list}.`,
      };
    }
    case 'unrecognized_keys': {
      const suggestion = meantField(issue, allowedFields);
      const list = allowedFields.map((name) => `"${name}"`).join(', ');
      return {
        problem: `Unknown field "${issue.keys[0] ?? ''}".`,
        hint: suggestion
          ? `Did you mean "${suggestion}"? Fields allowed here: ${list}.`
          : `Fields allowed here: ${list}. Remove or rename it.`,
      };
    }
    case 'invalid_format':
      if (issue.format === 'email')
        return { problem: 'This is not an e-mail address.', hint: 'Write it like hello@example.com.' };
      return { problem: `This is not a valid ${issue.format}.` };
    case 'not_multiple_of':
      return { problem: `This number must be a multiple of ${issue.divisor}.` };
    case 'custom':
      return ruleWording(issue.params) ?? { problem: issue.message };
    default:
      return { problem: issue.message };
  }
}
