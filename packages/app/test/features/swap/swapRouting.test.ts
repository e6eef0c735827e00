import { describe, expect, it } from "vitest";
import { buildSwapIndex } from "../../../src/features/swap/swapIndex";
import { resolveSwapPair } from "../../../src/features/swap/swapPair";
import { swapRouting, toTokenList } from "../../../src/features/swap/swapRouting";
import { POOLS, TOKENS, tokenOf, USDT_UTX } from "./fixtures";

const index = buildSwapIndex(POOLS);
const assets = TOKENS.filter((t) => t.lpOfPool === undefined);
const symbols = (list: readonly { symbol: string }[]) => list.map((t) => t.symbol);

describe("routing and token lists", () => {
  it("finds UFX from the UFX pools, and no hop without them", () => {
    expect(index.ufx).toEqual({ contract: "eosio.token", symbol: "UFX" });
    const noUfx = buildSwapIndex([USDT_UTX]);
    expect(noUfx.ufx).toBeNull();
    expect(swapRouting(noUfx, tokenOf("USDT"), tokenOf("EOS")).route).toBe("none");
  });

  it("direct pools in pool order, a hop only when both tokens have a UFX pool, nothing for one token", () => {
    expect(swapRouting(index, tokenOf("EOS"), tokenOf("UTX")).direct.map((p) => p.pool_name)).toEqual([
      "antelope",
      "utx-eos",
    ]);
    const hop = swapRouting(index, tokenOf("TLOS"), tokenOf("EOS"));
    expect([hop.route, hop.hop?.first.pool_name, hop.hop?.second.pool_name]).toEqual([
      "ufx-hop",
      "ufx-tlos",
      "ufx-eos",
    ]);
    expect(swapRouting(index, tokenOf("TLOS"), tokenOf("UTX")).route).toBe("none");
    expect(swapRouting(index, tokenOf("EOS"), tokenOf("EOS")).route).toBe("none");
  });

  it("the to-token list: every token, except that UFX lists only the tokens sharing a pool with it", () => {
    expect(symbols(toTokenList(index, assets, null))).toEqual([
      "UTX",
      "UTXRAM",
      "EOS",
      "WAX",
      "USDT",
      "UFX",
      "TLOS",
    ]);
    expect(symbols(toTokenList(index, assets, tokenOf("UTX")))).toEqual(symbols(assets));
    expect(symbols(toTokenList(index, assets, tokenOf("UFX")))).toEqual(["EOS", "USDT", "TLOS"]);
  });

  it("resolves the chosen symbols: fallback to the list's second entry, unknown and duplicate symbols", () => {
    expect(
      symbols([resolveSwapPair({ from: "UFX", to: "UTX" }, assets, index).to ?? { symbol: "-" }]),
    ).toEqual(["USDT"]);
    const kept = resolveSwapPair({ from: "UFX", to: "TLOS" }, assets, index);
    expect([kept.from?.symbol, kept.to?.symbol]).toEqual(["UFX", "TLOS"]);
    const open = resolveSwapPair({ from: "EOS", to: null }, assets, index);
    expect([open.from?.symbol, open.to]).toEqual(["EOS", null]);
    const unknownFrom = resolveSwapPair({ from: "NOPE", to: "EOS" }, assets, index);
    expect([unknownFrom.from, unknownFrom.to?.symbol]).toEqual([null, "EOS"]);
    // An unknown to-token is missing from the list: it falls back too.
    expect(resolveSwapPair({ from: "UTX", to: "NOPE" }, assets, index).to?.symbol).toBe("UTXRAM");
    expect(resolveSwapPair({ from: "EOS", to: "EOS" }, assets, index).to).toBeNull();
    // Before the tokens load nothing resolves (the symbols stay in the form's state).
    expect(resolveSwapPair({ from: "EOS", to: "UTX" }, [], index)).toEqual({
      from: null,
      to: null,
      toList: [],
    });
  });
});
