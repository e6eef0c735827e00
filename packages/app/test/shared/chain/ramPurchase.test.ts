import { describe, expect, it } from "vitest";
import { NOT_ENOUGH_UTXRAM_TEXT, RAM_RATE_TEXT, ramDialogData } from "../../../src/shared/chain/ramPurchase";

describe("insufficient RAM dialog data", () => {
  it("prices 1 KB at 1.0000 UTXRAM and offers Buy RAM when the balance covers it", () => {
    const data = ramDialogData(5n, 50_000n);
    expect(data).toMatchObject({
      kbNeeded: 5n,
      bytesNeeded: 5120n,
      canBuy: true,
      costText: "5.0000 UTXRAM",
      balanceText: "5.0000 UTXRAM",
    });
    expect(data.cost.amount).toBe(50_000n);
  });

  it("withholds Buy RAM when the balance is one unit short", () => {
    const data = ramDialogData(5n, 49_999n);
    expect(data.canBuy).toBe(false);
    expect(data.balanceText).toBe("4.9999 UTXRAM");
  });

  it("quotes the spec's texts exactly", () => {
    expect(RAM_RATE_TEXT).toBe("1 KB = 1 UTXRAM");
    expect(NOT_ENOUGH_UTXRAM_TEXT).toBe(
      "You also don't have enough UTXRAM to purchase RAM. You can use the AMM Swap to get some UTXRAM",
    );
  });

  it("refuses a non-positive KB count", () => {
    expect(() => ramDialogData(0n, 1n)).toThrow(RangeError);
  });
});
