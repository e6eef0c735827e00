import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packedTransaction, parsePackedTransaction, parseRequest } from "../../src/api/requestSchemas";

// push_transaction reads the usual body without the schema; it must give what the schema gives, and the
// schema's own error for anything else.

function outcome(parse: () => unknown): unknown {
  try {
    return { value: parse() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const hexText = fc.constantFrom("", "00", "AbCd", "abc", "zz", "0a1B2c");
const field = (values: fc.Arbitrary<unknown>) => fc.option(values, { nil: undefined });

describe("parsePackedTransaction", () => {
  it("equals the schema's result or error for usual and unusual bodies", () => {
    const body = fc.record(
      {
        signatures: field(
          fc.oneof(fc.array(fc.constantFrom("SIG_K1_abc", "SIG_R1_x", "sig", 5)), fc.constant("SIG_K1_a")),
        ),
        compression: field(fc.constantFrom(0, 1, 2, "none", "zlib", "gzip", null, true)),
        packed_context_free_data: field(fc.oneof(hexText, fc.constant(null), fc.constant(7))),
        packed_trx: field(fc.oneof(hexText, fc.constant(null))),
        extra: field(fc.string()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.oneof(body, fc.constant(undefined), fc.constant(null), fc.constant([]), fc.string()),
        (value) => {
          expect(outcome(() => parsePackedTransaction(value))).toEqual(
            outcome(() => parseRequest(packedTransaction, value)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("reads the usual body: lowercase hex, compression as 0 or 1, no other fields", () => {
    expect(
      parsePackedTransaction({
        signatures: ["SIG_K1_x"],
        compression: "zlib",
        packed_context_free_data: "AB",
        packed_trx: "CDef",
        extra: 1,
      }),
    ).toEqual({
      signatures: ["SIG_K1_x"],
      compression: 1,
      packed_context_free_data: "ab",
      packed_trx: "cdef",
    });
  });
});
