/** One step of walking a zod schema, shared by the content reference and the editor's config. */
import { z } from 'zod';

/** Optional and default wrappers peeled off: whether the field must be written, and its default. */
export function unwrapField(schema: z.ZodType): { inner: z.ZodType; required: boolean; defaultValue?: unknown } {
  let inner = schema;
  let required = true;
  let defaultValue: unknown;
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      required = false;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      required = false;
      defaultValue = inner._zod.def.defaultValue;
      inner = inner.unwrap() as z.ZodType;
    } else {
      return { inner, required, defaultValue };
    }
  }
}
