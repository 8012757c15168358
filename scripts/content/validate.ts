import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ContentError } from './errors.ts';
import { explainIssue, meantField } from './error-map.ts';
import { normaliseSource, parseYaml, type ParsedFile } from './frontmatter.ts';

/** Issues on one path share a key. */
function pathKey(path: readonly PropertyKey[]): string {
  return JSON.stringify(path.map(String));
}

/** An unrecognized_keys issue names every unknown key of a group; each key becomes an issue of its own. */
function oneKeyEach(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  return issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, keys: [key] })) : [issue];
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
  const allowedFields = new Map<string, string[]>();
  const result = schema.safeParse(data, {
    reportInput: true,
    // Only the issue as zod raises it names the group an unknown key is in, whose fields the
    // explanation lists; the wording itself comes from `explainIssue` once parsing is done.
    error: (issue) => {
      if (issue.code === 'unrecognized_keys' && issue.inst instanceof z.ZodObject)
        allowedFields.set(pathKey(issue.path ?? []), Object.keys(issue.inst.shape));
      return undefined;
    },
  });
  if (result.success) return { value: result.data, errors: [] };
  const fieldsBeside = (issue: z.core.$ZodIssue) => allowedFields.get(pathKey(issue.path)) ?? [];
  const issues = withoutMissingExplainedByTypo(result.error.issues.flatMap(oneKeyEach), fieldsBeside);
  return { errors: issues.map((issue) => toContentError(issue, fieldsBeside(issue), file, locate, pathPrefix)) };
}

/**
 * Reads the YAML data file at `absolutePath` (the site settings, the tags, the redirects), named
 * `file` in messages, and validates it against `schema`. Undefined when the file does not exist.
 */
export function readYamlData<Schema extends z.ZodType>(
  schema: Schema,
  absolutePath: string,
  file: string,
): { value?: z.output<Schema>; errors: ContentError[]; locate: ParsedFile['locate'] } | undefined {
  if (!existsSync(absolutePath)) return undefined;
  const yaml = parseYaml(normaliseSource(readFileSync(absolutePath, 'utf8')), file);
  if (yaml.errors.length > 0) return { errors: yaml.errors, locate: yaml.locate };
  return { ...validateData(schema, yaml.data, file, yaml.locate), locate: yaml.locate };
}

/**
 * A misspelt key raises two issues: the unknown key, and the required field it was meant to be,
 * missing. The unknown key's "did you mean" says both, so the missing field's issue is dropped.
 */
function withoutMissingExplainedByTypo(
  issues: z.core.$ZodIssue[],
  fieldsBeside: (issue: z.core.$ZodIssue) => readonly string[],
): z.core.$ZodIssue[] {
  const meant = new Set(
    issues.flatMap((issue) => {
      if (issue.code !== 'unrecognized_keys') return [];
      const field = meantField(issue, fieldsBeside(issue));
      return field === undefined ? [] : [pathKey([...issue.path, field])];
    }),
  );
  return issues.filter(
    (issue) => !(issue.code === 'invalid_type' && issue.input === undefined && meant.has(pathKey(issue.path))),
  );
}

function toContentError(
  issue: z.core.$ZodIssue,
  allowedFields: readonly string[],
  file: string,
  locate: ParsedFile['locate'],
  pathPrefix: readonly PropertyKey[],
): ContentError {
  const { problem, found, hint } = explainIssue(issue, allowedFields);
  if (issue.code === 'unrecognized_keys') {
    const path = [...pathPrefix, ...issue.path, ...issue.keys];
    return { file, ...locate(path, 'key'), field: path.join('.'), problem, found, hint };
  }
  const path = [...pathPrefix, ...issue.path];
  return { file, ...locate(path), field: path.join('.') || undefined, problem, found, hint };
}
