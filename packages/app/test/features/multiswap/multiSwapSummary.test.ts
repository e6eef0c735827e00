import { describe, expect, it } from "vitest";
import { receiveEntriesOf, sendEntriesOf } from "../../../src/features/multiswap/multiSwapEntries";
import { multiSwapSummary, wouldBeRefunded } from "../../../src/features/multiswap/multiSwapSummary";
import { BALANCES, MAIN_POOL } from "./fixtures";
import { summaryOf, MAIN_TOKENS as tokens } from "./summaryFixtures";

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
