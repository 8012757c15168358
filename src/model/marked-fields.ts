/**
 * Finding, in validated data, the values of the fields a schema marks with a registry: the
 * references to other content (`reference.ts`), the copy that is spell-checked (`fields.ts`).
 */
import { z } from 'zod';

/** A value of a marked field: where it sits in the data, the value, and the field's mark. */
export interface MarkedValue<Mark> {
  /** The field path in the entry, e.g. `['sections', 1, 'stories', 0]`. */
  path: (string | number)[];
  value: unknown;
  mark: Mark;
}

/** The value at `path` in `data` (a `MarkedValue`'s path, or the path of the object holding it); undefined where there is none. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (parent, key) =>
      parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[key] : undefined,
    data,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The option of a discriminated union that `data` is, by its discriminator (a section by its `type`). */
function optionOf(schema: z.ZodDiscriminatedUnion, data: Record<string, unknown>): z.ZodType | undefined {
  const discriminator = schema._zod.def.discriminator;
  return schema.options.find((option) => option._zod.propValues?.[discriminator]?.has(data[discriminator] as never)) as
    | z.ZodType
    | undefined;
}

/**
 * Every value in `data`, which `schema` validated, of a field whose schema `registry` marks
 * (a schema made from a marked one, such as `text.max(70)`, carries its mark).
 */
export function markedValuesIn<Mark extends object>(
  registry: { get(schema: z.ZodType): Mark | undefined },
  schema: z.ZodType,
  data: unknown,
  path: (string | number)[] = [],
): MarkedValue<Mark>[] {
  // An optional field left out holds nothing.
  if (data === undefined) return [];
  const mark = registry.get(schema);
  if (mark) return [{ path, value: data, mark }];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return markedValuesIn(registry, schema.unwrap() as z.ZodType, data, path);
  if (schema instanceof z.ZodArray && Array.isArray(data))
    return data.flatMap((item, index) => markedValuesIn(registry, schema.element as z.ZodType, item, [...path, index]));
  if (schema instanceof z.ZodObject && isRecord(data))
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      markedValuesIn(registry, field as z.ZodType, data[key], [...path, key]),
    );
  if (schema instanceof z.ZodDiscriminatedUnion && isRecord(data)) {
    const option = optionOf(schema, data);
    return option ? markedValuesIn(registry, option, data, path) : [];
  }
  return [];
}
