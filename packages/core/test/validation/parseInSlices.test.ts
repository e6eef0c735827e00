import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseInSlices } from "../../src/validation/parseInSlices";

/*
 * The sliced parse against the one-shot parse of the very same schema: a schema with every kind of heavy
 * field (an array with a default, a required record, an optional array), items that transform and default,
 * and light fields around them so that an envelope's issue can come before or after an item's.
 */

const itemSchema = z.object({
  id: z.pipe(
    z.union([z.int(), z.string()]),
    z.transform((value: number | string) => String(value)),
  ),
  name: z.string().check(z.minLength(1)),
  tags: z._default(z.array(z.string()), []),
  note: z.optional(z.string()),
});

const schema = z.object({
  kind: z.enum(["a", "b"]),
  list: z._default(z.array(itemSchema), []),
  meta: z.object({ version: z.int() }),
  byName: z.record(z.string(), itemSchema),
  extra: z.optional(z.array(itemSchema)),
  status: z.string(),
});
const HEAVY = ["list", "byName", "extra"] as const;

const item = (n: number) => ({
  id: n % 2 ? n : `n${n}`,
  name: `item ${n}`,
  ...(n % 3 ? { tags: ["x"] } : {}),
});
const items = (count: number) => Array.from({ length: count }, (_, n) => item(n));
const payload = (count: number, changes: Record<string, unknown> = {}) => ({
  kind: "a",
  list: items(count),
  meta: { version: 3 },
  byName: Object.fromEntries(items(count).map((entry) => [`k${entry.id}`, entry])),
  extra: items(3),
  status: "ok",
  unknownField: true,
  ...changes,
});

const noYield = async () => {};
const sliced = (input: unknown) => parseInSlices(schema, input, HEAVY, noYield);

describe("parseInSlices", () => {
  it("returns the one-shot parse's data on a valid payload: transforms, defaults, absent optionals", async () => {
    for (const input of [
      payload(300),
      payload(0),
      payload(5, { list: undefined, extra: undefined }),
      { kind: "b", meta: { version: 1 }, byName: {}, status: "ok" },
    ]) {
      const result = await sliced(input);
      expect(result.success).toBe(true);
      expect(result).toStrictEqual(schema.safeParse(input));
    }
  });

  it("gives bad input the one-shot parse's error: the same issues, paths and messages, in order", async () => {
    const bad: unknown[] = [
      // an item deep inside an array, and an entry of a record
      payload(300, { list: items(300).map((entry, n) => (n === 257 ? { ...entry, name: "" } : entry)) }),
      payload(50, { byName: { ...payload(50).byName, k7: { id: 1.5, name: "x" } } }),
      // a bad envelope field after a bad item: the item's issue still comes first
      payload(50, { meta: { version: "3" }, extra: [item(1), { id: 2 }] }),
      payload(50, { status: 7 }),
      // a light field before any heavy one
      payload(50, { kind: "c", list: [{ id: true }] }),
      // the heavy field itself of the wrong type, including the other kind of container
      payload(5, { list: "x" }),
      payload(5, { list: { 0: item(0) } }),
      payload(5, { byName: [item(0)] }),
      payload(5, { byName: null, extra: 3 }),
      // not an object at all
      null,
      [payload(1)],
      "config",
    ];
    for (const input of bad) {
      const oneShot = schema.safeParse(input);
      const result = await sliced(input);
      expect(oneShot.success).toBe(false);
      expect(result.success).toBe(false);
      expect(result.error?.issues).toStrictEqual(oneShot.error?.issues);
    }
  });

  it("agrees with the one-shot parse on any payload, valid or not", async () => {
    const anyValue = fc.oneof(
      fc.constant(undefined),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const anyItem = fc.oneof(
      fc.record({ id: fc.oneof(fc.integer(), fc.string()), name: fc.string({ maxLength: 3 }) }),
      fc.record({ id: anyValue, name: anyValue, tags: fc.oneof(anyValue, fc.array(fc.string())) }),
      anyValue,
    );
    const anyPayload = fc.record({
      kind: fc.oneof(fc.constantFrom("a", "b"), anyValue),
      list: fc.oneof(fc.array(anyItem, { maxLength: 8 }), fc.dictionary(fc.string(), anyItem), anyValue),
      meta: fc.oneof(fc.record({ version: fc.oneof(fc.integer(), anyValue) }), anyValue),
      byName: fc.oneof(fc.dictionary(fc.string(), anyItem, { maxKeys: 8 }), fc.array(anyItem), anyValue),
      extra: fc.oneof(fc.array(anyItem, { maxLength: 4 }), anyValue),
      status: fc.oneof(fc.string(), anyValue),
    });
    await fc.assert(
      fc.asyncProperty(anyPayload, async (input) => {
        expect(await sliced(input)).toStrictEqual(schema.safeParse(input));
      }),
      { numRuns: 300 },
    );
  });

  it("yields between items once a slice has spent its budget", async () => {
    let yields = 0;
    let clock = 0;
    const result = await parseInSlices(
      schema,
      payload(300),
      HEAVY,
      async () => {
        yields++;
      },
      4,
      // Every reading of the clock is a millisecond later: a slice is about four items.
      () => clock++,
    );
    expect(result).toStrictEqual(schema.safeParse(payload(300)));
    expect(yields).toBeGreaterThan(100);
  });

  it("gives the thread back for real between slices: other tasks run while it parses", async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(1), 0);
    try {
      await parseInSlices(schema, payload(200), HEAVY, () => new Promise((resume) => setTimeout(resume)), 0);
    } finally {
      clearInterval(timer);
    }
    expect(ticks.length).toBeGreaterThan(0);
  });

  it("does not yield while the budget is not spent", async () => {
    let yields = 0;
    const yieldNow = async () => {
      yields++;
    };
    await parseInSlices(schema, payload(300), HEAVY, yieldNow, 4, () => 0);
    await parseInSlices(schema, payload(300, { list: [{ id: 1 }] }), HEAVY, yieldNow, 4, () => 0);
    expect(yields).toBe(0);
  });
});
