import { describe, expect, it } from "vitest";
import {
  chosenReceiveLabels,
  chosenSendLabels,
  receiveEntriesOf,
  sendEntriesOf,
} from "../../src/features/multiswap/multiSwapEntries";
import { multiSwapOrderOf, multiSwapOrderRequest } from "../../src/features/multiswap/multiSwapOrder";
import { multiSwapPoolOptions, multiSwapPools } from "../../src/features/multiswap/multiSwapPools";
import { multiSwapSummary, wouldBeRefunded } from "../../src/features/multiswap/multiSwapSummary";
import { poolTokens } from "../../src/shared/amm/ammTokens";
import { usdPricesFor } from "../../src/shared/amm/usdPrices";
import { BALANCES, ENTRIES, MAIN_POOL, SUMMARY_POOLS } from "./fixtures";

const main = ENTRIES[0];
if (main === undefined) throw new Error("fixture");
const tokens = poolTokens(main);
const prices = usdPricesFor(SUMMARY_POOLS, MAIN_POOL);

function summaryOf(amounts: Record<string, string>, percents: Record<string, string>) {
  return multiSwapSummary({
    pool: MAIN_POOL,
    tokens,
    send: sendEntriesOf(tokens, BALANCES, amounts),
    receive: receiveEntriesOf(tokens, percents),
    prices,
  });
}

describe("multiSwapPools", () => {
  it("hides UFX pools and keeps the others in order", () => {
    expect(multiSwapPools(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope"]);
    expect(multiSwapPools([])).toEqual([]);
  });

  it("offers pools by id, named by pool_name, described in the tooltip", () => {
    expect(multiSwapPoolOptions(ENTRIES)).toEqual([
      { value: "3", label: "antelope", title: "EOS and UTX" },
      { value: "7", label: "ufx-eos", title: "UFX pair" },
    ]);
  });
});

describe("entries and side labels", () => {
  it("lists the pool tokens then the LP token with wallet balances (0 when unknown)", () => {
    expect(sendEntriesOf(tokens, BALANCES, { EOS: "1.5" })).toEqual([
      { symbol: "EOS", decimals: 4, available: 200_000n, amountText: "1.5" },
      { symbol: "UTX", decimals: 4, available: 1_000_000n, amountText: "" },
      { symbol: "UXLP", decimals: 4, available: 50_000n, amountText: "" },
    ]);
    expect(sendEntriesOf(tokens, undefined, {}).map((e) => e.available)).toEqual([0n, 0n, 0n]);
  });

  it("labels only entries with a non-zero amount or percentage", () => {
    const send = sendEntriesOf(tokens, BALANCES, { EOS: "1.5", UTX: "0", UXLP: "2" });
    expect(chosenSendLabels(send)).toEqual(["1.5 EOS", "2 UXLP"]);
    const receive = receiveEntriesOf(tokens, { EOS: "0", UTX: "33.50", UXLP: "66.5" });
    expect(chosenReceiveLabels(receive)).toEqual(["33.5% UTX", "66.5% UXLP"]);
  });
});

describe("multiSwapSummary", () => {
  it("values sends at indexer prices and shares the total by percentage, exactly", () => {
    const summary = summaryOf({ EOS: "1.5", UTX: "10" }, { EOS: "25", UXLP: "75" });
    expect(summary.send.map((r) => [r.token.symbol, r.amount, r.usd])).toEqual([
      ["EOS", 15_000n, 3_750_000n],
      ["UTX", 100_000n, 1_000_000n],
    ]);
    expect(summary.sendTotalUsd).toBe(4_750_000n);
    expect(summary.receive.map((r) => [r.token.symbol, r.basisPoints, r.usd, r.estimate])).toEqual([
      ["EOS", 2500n, 1_187_500n, 28_665n],
      ["UXLP", 7500n, 3_562_500n, 42_913n],
    ]);
    expect(summary.receiveTotalBasisPoints).toBe(10_000n);
    expect(summary.refunds).toEqual([]);
  });

  it("estimates a single swap on the live pool (1.5 EOS -> 1.4947 UTX at 0.2% fee)", () => {
    const summary = summaryOf({ EOS: "1.5" }, { UTX: "100" });
    expect(summary.receive[0]?.estimate).toBe(14_947n);
  });

  it("has no estimate until the percentages total 100, but still shows the shares", () => {
    const summary = summaryOf({ EOS: "1.5" }, { UTX: "60" });
    expect(summary.receive).toHaveLength(1);
    expect(summary.receive[0]?.estimate).toBeNull();
    expect(summary.receive[0]?.usd).toBe(2_250_000n);
    expect(summary.receiveTotalBasisPoints).toBe(6000n);
  });

  it("leaves the USD total unknown when a sent token has no price", () => {
    const summary = multiSwapSummary({
      pool: MAIN_POOL,
      tokens,
      send: sendEntriesOf(tokens, BALANCES, { EOS: "1", UXLP: "1" }),
      receive: receiveEntriesOf(tokens, { UTX: "100" }),
      prices: new Map([["EOS@eosio.token", "2.5"]]),
    });
    expect(summary.send.map((r) => r.usd)).toEqual([2_500_000n, null]);
    expect(summary.sendTotalUsd).toBeNull();
    expect(summary.receive[0]?.usd).toBeNull();
  });

  it("says when an order would be refunded: input below the pool minimum, or another reason", () => {
    expect(summaryOf({ EOS: "0.005" }, { UTX: "100" }).refunds).toEqual(["Minimum is 0.01 EOS"]);
    const drained = summaryOf({ UXLP: "1000" }, { EOS: "100" });
    expect(drained.refunds).toEqual([
      wouldBeRefunded("UXLP", "pool antelope cannot pay out EOS@eosio.token"),
    ]);
    expect(wouldBeRefunded("UXLP", "x")).toBe("The UXLP order would be refunded: x");
  });
});

describe("the Multi Swap order", () => {
  const signer = { actor: "alice", permission: "active" };

  it("is null until there is something to send and a complete estimate", () => {
    expect(multiSwapOrderOf(MAIN_POOL, summaryOf({}, { UTX: "100" }))).toBeNull();
    expect(multiSwapOrderOf(MAIN_POOL, summaryOf({ EOS: "1" }, { UTX: "50" }))).toBeNull();
    expect(multiSwapOrderOf(MAIN_POOL, summaryOf({ EOS: "1" }, {}))).toBeNull();
  });

  it("opens unheld receive tokens first, then one deposit and one placeorder per sent token", () => {
    const order = multiSwapOrderOf(
      MAIN_POOL,
      summaryOf({ EOS: "1.5", UTX: "10" }, { EOS: "25", UXLP: "75" }),
    );
    if (order === null) throw new Error("expected an order");
    // alice holds EOS but no UXLP: only UXLP is opened.
    const noLp = new Map(BALANCES);
    noLp.delete("UXLP@lp.token");
    const request = multiSwapOrderRequest(order, "amm.ux", noLp);
    expect(request.type).toBe("Multi Swap");
    expect(request.poolId).toBe(3);
    expect(request.poolName).toBe("antelope");
    expect(request.ufxHop).toBe(false);
    expect(request.send.map((l) => [l.token.symbol, l.amount])).toEqual([
      ["EOS", 15_000n],
      ["UTX", 100_000n],
    ]);
    expect(request.receive.map((l) => [l.token.symbol, l.amount])).toEqual([
      ["EOS", 28_665n],
      ["UXLP", 42_913n],
    ]);
    const actions = request.buildActions(signer);
    expect(actions.map((a) => `${a.account}:${a.name}`)).toEqual([
      "lp.token:open",
      "amm.ux:open",
      "amm.ux:open",
      "eosio.token:transfer",
      "eosio.token:transfer",
      "amm.ux:placeorder",
      "amm.ux:placeorder",
    ]);
    expect(actions[0]?.data).toEqual({ owner: "alice", symbol: "4,UXLP", ram_payer: "alice" });
    expect(actions[3]?.data).toEqual({
      from: "alice",
      to: "amm.ux",
      quantity: "1.5000 EOS",
      memo: "Transfer to AMM",
    });
    const outputs = [
      { ext_symbol: { sym: "4,EOS", contract: "eosio.token" }, proportion: 2500 },
      { ext_symbol: { sym: "4,UXLP", contract: "lp.token" }, proportion: 7500 },
    ];
    expect(actions[5]?.data).toEqual({
      contract: "eosio.token",
      outputs,
      owner: "alice",
      pool_id: 3,
      quantity: "1.5000 EOS",
    });
    expect(actions[6]?.data).toEqual({
      contract: "eosio.token",
      outputs,
      owner: "alice",
      pool_id: 3,
      quantity: "10.0000 UTX",
    });
    expect(actions.every((a) => a.authorization[0] === signer)).toBe(true);
  });

  it("opens nothing when every receive token is already held", () => {
    const order = multiSwapOrderOf(MAIN_POOL, summaryOf({ EOS: "1" }, { UTX: "100" }));
    if (order === null) throw new Error("expected an order");
    const names = multiSwapOrderRequest(order, "amm.ux", BALANCES)
      .buildActions(signer)
      .map((a) => a.name);
    expect(names).toEqual(["open", "transfer", "placeorder"]);
  });
});
