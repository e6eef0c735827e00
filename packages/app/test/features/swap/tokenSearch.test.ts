import { describe, expect, it } from "vitest";
import { filterTokenOptions } from "../../../src/features/swap/tokenSearch";

const symbols = (list: readonly { symbol: string }[]) => list.map((t) => t.symbol);

describe("token search", () => {
  const options = [
    { symbol: "UTX", contract: "eosio.token", balanceText: null },
    { symbol: "EOS", contract: "ibc.wt.eos", balanceText: "20.0000" },
    { symbol: "TLOS", contract: "ibc.wt.telos", balanceText: null },
  ];
  it("matches symbols case-insensitively first, then contracts", () => {
    // 'eo' is in EOS (symbol) and in UTX's contract eosio.token.
    expect(symbols(filterTokenOptions(options, " eo"))).toEqual(["EOS", "UTX"]);
    expect(symbols(filterTokenOptions(options, "T"))).toEqual(["UTX", "TLOS", "EOS"]);
    expect(symbols(filterTokenOptions(options, "telos"))).toEqual(["TLOS"]);
    expect(symbols(filterTokenOptions(options, ""))).toEqual(["UTX", "EOS", "TLOS"]);
    expect(filterTokenOptions(options, "zzz")).toEqual([]);
  });
});
