import * as z from "zod/mini";

/**
 * Validation in short slices. A large payload parsed in one go is one long task on a phone (zod runs
 * interpreted where the CSP forbids eval: /config.json took 70-110 ms at Lighthouse's 4x CPU), and a task
 * that long leaves taps unanswered. Most of such a payload's weight sits in a few array or record fields,
 * so those are parsed item by item, giving the thread back between items once a slice has run long enough.
 */

/** Gives the thread back (in a browser: lets other tasks run); awaited between slices. */
export type YieldNow = () => Promise<void>;

type SafeParseResult<T> = z.core.util.SafeParseResult<T>;
type Container = Record<string | number, unknown>;

/**
 * `schema.safeParse(input)`, the very same result, without its long task on a valid payload. First the
 * envelope: the input with each heavy field's array or object emptied, through the whole schema, so every
 * other field, and each heavy field's own type, is checked by the very same schema. Then each item of a heavy
 * field, through that field's schema as a one-item array or one-entry record, yielding whenever a slice has
 * run for `budgetMs`. No schema is written twice. The heavy fields may only have rules on their items (no
 * minimum length), and `schema` none on the whole object, as those would see the emptied envelope.
 * Bad input, once found, is parsed again in one go, so its error is exactly the one-shot parse's (every
 * issue, in order): a long task on an error path only, where the landing route's JavaScript budget has no
 * room for the code that would order issues from slices.
 */
export async function parseInSlices<S extends z.ZodMiniObject>(
  schema: S,
  input: unknown,
  heavyKeys: readonly (keyof S["shape"] & string)[],
  yieldNow: YieldNow,
  budgetMs = 4,
  now = () => performance.now(),
): Promise<SafeParseResult<z.output<S>>> {
  let sliceStart = now();
  // Anything but a plain object fails (or passes) as a whole: nothing to slice.
  if (!z.util.isPlainObject(input)) return schema.safeParse(input);
  const heavy = heavyKeys.filter((key) => Array.isArray(input[key]) || z.util.isPlainObject(input[key]));
  const envelope = { ...input };
  for (const key of heavy) envelope[key] = Array.isArray(input[key]) ? [] : {};
  const result = schema.safeParse(envelope);
  if (!result.success) return schema.safeParse(input);
  for (const key of heavy) {
    const container = input[key] as Container;
    const isArray = Array.isArray(container);
    const items = (isArray ? [] : {}) as Container;
    for (const id of isArray ? container.keys() : Object.keys(container)) {
      if (now() - sliceStart > budgetMs) {
        await yieldNow();
        sliceStart = now();
      }
      const item = (schema.shape[key] as z.ZodMiniType).safeParse(
        isArray ? [container[id]] : { [id]: container[id] },
      );
      if (!item.success) return schema.safeParse(input);
      Object.assign(items, isArray ? { [id]: (item.data as unknown[])[0] } : item.data);
    }
    (result.data as Container)[key] = items;
  }
  return result;
}
