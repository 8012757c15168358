/** Why the preview cannot show something yet, in the form's words: the field, then what it needs. */
import type { z } from 'zod';

/** A field path in the form's words: `['resultsPanel', 'title']` is "Results panel › title". */
export function fieldName(path: readonly PropertyKey[]): string {
  const words = path
    .filter((key) => typeof key === 'string')
    .map((key) =>
      String(key)
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase(),
    );
  const name = words.join(' › ');
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'This entry';
}

function need(issue: z.core.$ZodIssue): string {
  const params = 'params' in issue ? issue.params : undefined;
  if (params && typeof params.problem === 'string') return params.problem;
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null || issue.input === ''))
    return 'is required.';
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? 'is empty.' : `needs at least ${issue.minimum} characters.`;
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}.`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `is too long: at most ${issue.maximum} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `can hold at most ${issue.maximum} items.`;
  return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
}

/** Each zod issue as one line, e.g. "Headline: is empty.". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${fieldName(issue.path)}: ${need(issue)}`);
}
