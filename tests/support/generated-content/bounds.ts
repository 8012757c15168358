/** Bounds and defaults read from the zod schemas, so a tightened schema is noticed by the generators. */
import fc from 'fast-check';
import { z } from 'zod';

/** The bounds a schema puts on a list's items, a text's length or a number, as its JSON Schema states them. */
export function boundsOf(schema: z.ZodType): { min: number; max: number | undefined } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return {
    min: json.minItems ?? json.minLength ?? json.minimum ?? 0,
    max: json.maxItems ?? json.maxLength ?? json.maximum,
  };
}

/** The default a schema gives a field an editor leaves out. */
export function defaultOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }).default;
}

/** How many items an unbounded list gets at most beyond its minimum: enough to wrap, small enough to build fast. */
const unboundedExtra = 4;

/**
 * Lists of `item` within the bounds of `schema`, drawn as often at exactly the minimum and exactly
 * the maximum as anywhere between, since the ends are where layouts and checks break.
 */
export function listFor<T>(schema: z.ZodType, item: fc.Arbitrary<T>): fc.Arbitrary<T[]> {
  const { min, max = min + unboundedExtra } = boundsOf(schema);
  return fc.oneof(
    fc.array(item, { minLength: min, maxLength: min }),
    fc.array(item, { minLength: max, maxLength: max }),
    fc.array(item, { minLength: min, maxLength: max }),
  );
}

/** Integer bounds of a number schema, for `fc.integer`. */
export function boundsFor(schema: z.ZodType): { min: number; max: number } {
  const { min, max } = boundsOf(schema);
  return { min, max: max ?? min + 1000 };
}
