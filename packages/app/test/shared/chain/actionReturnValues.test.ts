import type { ActionTrace } from "@ux/core/chainClient";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  contractReturnValues,
  uint64FromHex,
  uint64ReturnValue,
} from "../../../src/shared/chain/actionReturnValues";

const trace = (overrides: Partial<ActionTrace>): ActionTrace => ({
  receiver: "amm.ux",
  account: "amm.ux",
  name: "placeorder",
  data: undefined,
  returnValueHex: undefined,
  returnValueData: undefined,
  ...overrides,
});

describe("uint64 action return values", () => {
  it("reads packed little-endian uint64s", () => {
    expect(uint64FromHex("2a00000000000000")).toBe("42");
    expect(uint64FromHex("0001000000000000")).toBe("256");
    expect(uint64FromHex("ffffffffffffffff")).toBe("18446744073709551615");
    expect(() => uint64FromHex("2a")).toThrow(RangeError);
  });

  it("round-trips every uint64", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (value) => {
        const bytes = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
        const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
        expect(uint64FromHex(hex)).toBe(value.toString());
      }),
      { numRuns: 200 },
    );
  });

  it("falls back to nodeos' decoded value, and gives null when there is none", () => {
    expect(uint64ReturnValue(trace({ returnValueHex: "", returnValueData: 7 }))).toBe("7");
    expect(uint64ReturnValue(trace({ returnValueData: "18446744073709551615" }))).toBe(
      "18446744073709551615",
    );
    expect(uint64ReturnValue(trace({ returnValueData: "18446744073709551616" }))).toBeNull();
    expect(uint64ReturnValue(trace({ returnValueHex: "" }))).toBeNull();
    expect(uint64ReturnValue(trace({ returnValueData: -1 }))).toBeNull();
  });

  it("takes the contract's own order actions in execution order, skipping notifications and others", () => {
    const traces = [
      trace({ receiver: "ux.payer", account: "ux.payer", name: "noop" }),
      trace({
        account: "eosio.token",
        name: "transfer",
        receiver: "amm.ux",
        returnValueHex: "0100000000000000",
      }),
      trace({ returnValueHex: "2b00000000000000" }),
      trace({ receiver: "alice1111111", returnValueHex: "0900000000000000" }),
      trace({ name: "ufxhop", returnValueHex: "2c00000000000000" }),
      trace({ name: "placeorder" }),
    ];
    expect(contractReturnValues(traces, "amm.ux", ["placeorder", "ufxhop"])).toEqual(["43", "44", null]);
  });
});
