import { describe, expect, it } from "vitest";
import { swapEstimate } from "../../src/features/swap/swapEstimate";
import { buildSwapIndex } from "../../src/features/swap/swapIndex";
import { swapOrderRequest } from "../../src/features/swap/swapOrder";
import { resolveSwapPair } from "../../src/features/swap/swapPair";
import { initialSelection, presetWaitsForPools, readSwapQuery } from "../../src/features/swap/swapQuery";
import { swapRouting, toTokenList } from "../../src/features/swap/swapRouting";
import { swapUnitPriceTexts } from "../../src/features/swap/swapUnitPrice";
import { filterTokenOptions } from "../../src/features/swap/tokenSearch";
import { ENTRIES, POOLS, TOKENS, tokenOf, USDT_UTX } from "./fixtures";

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

describe("query presets", () => {
  it("reads from and to upper-cased, and pool_name as written", () => {
    expect(readSwapQuery(new URLSearchParams("from=eos&to=Utx&pool_name=utx-eos"))).toEqual({
      from: "EOS",
      to: "UTX",
      poolName: "utx-eos",
    });
    expect(readSwapQuery(new URLSearchParams("from=&to=%20"))).toEqual({
      from: null,
      to: null,
      poolName: null,
    });
  });

  it("pool_name preselects the pool and its first two assets; from/to win; it waits for the pools", () => {
    const byPool = { from: null, to: null, poolName: "antelope" };
    expect(initialSelection(byPool, ENTRIES)).toEqual({ pair: { from: "UTX", to: "UTXRAM" }, poolId: 0 });
    expect(initialSelection({ ...byPool, to: "EOS" }, ENTRIES)).toEqual({
      pair: { from: "UTX", to: "EOS" },
      poolId: 0,
    });
    expect(initialSelection({ ...byPool, poolName: "missing" }, ENTRIES)).toEqual({
      pair: { from: null, to: null },
      poolId: null,
    });
    expect(presetWaitsForPools(byPool, undefined)).toBe(true);
    expect(presetWaitsForPools(byPool, ENTRIES)).toBe(false);
    expect(presetWaitsForPools({ from: "EOS", to: null, poolName: null }, undefined)).toBe(false);
  });
});

describe("unit price", () => {
  it("both ways at spot, 4 decimals, through the pool or the hop", () => {
    const direct = swapEstimate(index, tokenOf("EOS"), tokenOf("UTX"), "", "send").plan;
    if (direct === null) throw new Error("expected a plan");
    // antelope: 2,000,000 UTX / 250,000 EOS at equal weights.
    expect(swapUnitPriceTexts(direct, tokenOf("EOS"), tokenOf("UTX"))).toEqual([
      "1 EOS = 8.0000 UTX",
      "1 UTX = 0.1250 EOS",
    ]);
    const hop = swapEstimate(index, tokenOf("EOS"), tokenOf("USDT"), "", "send").plan;
    if (hop === null) throw new Error("expected a plan");
    // 1 EOS = 1.6 UFX (ufx-eos), 1 UFX = 0.5 USDT (ufx-usdt).
    expect(swapUnitPriceTexts(hop, tokenOf("EOS"), tokenOf("USDT"))).toEqual([
      "1 EOS = 0.8000 USDT",
      "1 USDT = 1.2500 EOS",
    ]);
  });
});

describe("the AMM Swap order", () => {
  const signer = { actor: "alice", permission: "active" };

  it("direct: opens the to-token, deposits, then placeorder to the pool with outputs [{to, 10000}]", () => {
    const estimate = swapEstimate(index, tokenOf("USDT"), tokenOf("UTX"), "10", "send");
    if (estimate.plan === null) throw new Error("expected a plan");
    const request = swapOrderRequest({
      amm: "amm.ux",
      from: tokenOf("USDT"),
      to: tokenOf("UTX"),
      plan: estimate.plan,
      send: 10_0000n,
      receive: 997_900n,
      openToToken: true,
    });
    expect(request).toMatchObject({
      type: "AMM Swap",
      poolId: 1,
      ufxHop: false,
      send: [{ token: tokenOf("USDT"), amount: 10_0000n }],
      receive: [{ token: tokenOf("UTX"), amount: 997_900n }],
    });
    const actions = request.buildActions(signer);
    expect(actions.map((a) => `${a.account}:${a.name}`)).toEqual([
      "eosio.token:open",
      "amm.ux:open",
      "tethertether:transfer",
      "amm.ux:placeorder",
    ]);
    expect(actions[0]?.data).toEqual({ owner: "alice", symbol: "4,UTX", ram_payer: "alice" });
    expect(actions[2]?.data).toEqual({
      from: "alice",
      to: "amm.ux",
      quantity: "10.0000 USDT",
      memo: "Transfer to AMM",
    });
    expect(actions[3]?.data).toEqual({
      contract: "tethertether",
      outputs: [{ ext_symbol: { sym: "4,UTX", contract: "eosio.token" }, proportion: 10_000 }],
      owner: "alice",
      pool_id: 1,
      quantity: "10.0000 USDT",
    });
  });

  it("hop: no open when the wallet holds the to-token, ufxhop queued in the from-token's UFX pool", () => {
    const hopPlan = swapEstimate(index, tokenOf("EOS"), tokenOf("USDT"), "", "send").plan;
    if (hopPlan === null) throw new Error("expected a plan");
    const request = swapOrderRequest({
      amm: "amm.ux",
      from: tokenOf("EOS"),
      to: tokenOf("USDT"),
      plan: hopPlan,
      send: 10_0000n,
      receive: 79_654n,
      openToToken: false,
    });
    expect([request.poolId, request.ufxHop]).toEqual([3, true]);
    const actions = request.buildActions(signer);
    expect(actions.map((a) => `${a.account}:${a.name}`)).toEqual([
      "amm.ux:open",
      "ibc.wt.eos:transfer",
      "amm.ux:ufxhop",
    ]);
    expect(actions[2]?.data).toEqual({
      contract: "ibc.wt.eos",
      quantity: "10.0000 EOS",
      output: { sym: "4,USDT", contract: "tethertether" },
      owner: "alice",
    });
  });
});

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
