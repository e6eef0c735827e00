import { Serializer, Transaction } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import { decodePackedTransaction } from "../../src/chainClient/packedTransaction";

const transaction = Transaction.from({
  expiration: "2026-11-25T02:00:00",
  ref_block_num: 1,
  ref_block_prefix: 2,
  actions: [],
});
const packed = Serializer.encode({ object: transaction }).hexString;

describe("decodePackedTransaction", () => {
  it("reads a packed transaction, in either case of hex", () => {
    expect(decodePackedTransaction(packed)?.id.equals(transaction.id)).toBe(true);
    expect(decodePackedTransaction(packed.toUpperCase())?.id.equals(transaction.id)).toBe(true);
  });

  it("refuses trailing bytes, a truncation and text that is not hex", () => {
    expect(decodePackedTransaction(`${packed}00`)).toBeNull();
    expect(decodePackedTransaction(packed.slice(0, -4))).toBeNull();
    expect(decodePackedTransaction("not hex")).toBeNull();
  });
});
