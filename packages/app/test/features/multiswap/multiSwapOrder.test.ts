import { describe, expect, it } from "vitest";
import { multiSwapOrderOf, multiSwapOrderRequest } from "../../../src/features/multiswap/multiSwapOrder";
import { multiSwapProtection } from "../../../src/features/multiswap/multiSwapProtection";
import type { MultiSwapSummary } from "../../../src/features/multiswap/multiSwapSummary";
import {
  depositData,
  orderOutput,
  placeorderData,
  tokenOpenData,
  withMinOutputs,
} from "../../shared/amm/ammActionData";
import { BALANCES, MAIN_POOL } from "./fixtures";
import { summaryOf } from "./summaryFixtures";

/** The order of a summary at a tolerance (0.5% unless given), as the form builds it. */
function orderOf(summary: MultiSwapSummary, toleranceBps = 50n) {
  return multiSwapOrderOf(MAIN_POOL, summary, multiSwapProtection(MAIN_POOL, summary, toleranceBps));
}

describe("the Multi Swap order", () => {
  const signer = { actor: "alice", permission: "active" };

  it("is null until there is something to send and a complete estimate", () => {
    expect(orderOf(summaryOf({}, { UTX: "100" }))).toBeNull();
    expect(orderOf(summaryOf({ EOS: "1" }, { UTX: "50" }))).toBeNull();
    expect(orderOf(summaryOf({ EOS: "1" }, {}))).toBeNull();
  });

  it("opens unheld receive tokens first, then one deposit and one placeorder per sent token", () => {
    const order = orderOf(summaryOf({ EOS: "1.5", UTX: "10" }, { EOS: "25", UXLP: "75" }));
    if (order === null) throw new Error("expected an order");
    // alice holds EOS but no UXLP: only UXLP is opened.
    const noLp = new Map(BALANCES);
    noLp.delete("UXLP@lp.token");
    const request = multiSwapOrderRequest(order, "amm.ux", noLp);
    expect(request.type).toBe("Multi Swap");
    expect(request.pools).toEqual([{ id: 3, name: "antelope" }]);
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
    expect(actions[0]?.data).toEqual(tokenOpenData("4,UXLP"));
    expect(actions[3]?.data).toEqual(depositData("1.5000 EOS"));
    const outputs = [orderOutput("4,EOS", "eosio.token", 2500), orderOutput("4,UXLP", "lp.token", 7500)];
    // Each placeorder carries the minimums of its own estimate at 0.5%.
    expect(actions[5]?.data).toEqual(
      withMinOutputs(placeorderData(3, "eosio.token", "1.5000 EOS", outputs), "0.3731 EOS", "0.5586 UXLP"),
    );
    expect(actions[6]?.data).toEqual(
      withMinOutputs(placeorderData(3, "eosio.token", "10.0000 UTX", outputs), "2.4790 EOS", "3.7111 UXLP"),
    );
    expect(actions.every((a) => a.authorization[0] === signer)).toBe(true);
  });

  it("the minimums shown are the sums of the orders' minimums, each order's from its own estimate", () => {
    const summary = summaryOf({ EOS: "1.5", UTX: "10" }, { EOS: "25", UXLP: "75" });
    const protection = multiSwapProtection(MAIN_POOL, summary, 50n);
    expect(protection?.orderMinimums).toEqual([
      [3731n, 5586n],
      [24_790n, 37_111n],
    ]);
    // 2.8665 EOS and 4.2913 UXLP estimated: each order rounds its own minimum down, so the UXLP total is one
    // unit under minimumReceived of the total (42,698); what is shown is what the orders guarantee together.
    expect(protection?.outputs.map((o) => [o.minimum, o.minimumText])).toEqual([
      [28_521n, "2.8521 EOS"],
      [42_697n, "4.2697 UXLP"],
    ]);
    expect(orderOf(summary)?.minOutputs).toEqual(protection?.orderMinimums);
    // A wider tolerance lowers every minimum sent.
    expect(orderOf(summary, 300n)?.minOutputs).toEqual([
      [3637n, 5446n],
      [24_167n, 36_179n],
    ]);
  });

  it("opens nothing when every receive token is already held", () => {
    const order = orderOf(summaryOf({ EOS: "1" }, { UTX: "100" }));
    if (order === null) throw new Error("expected an order");
    const names = multiSwapOrderRequest(order, "amm.ux", BALANCES)
      .buildActions(signer)
      .map((a) => a.name);
    expect(names).toEqual(["open", "transfer", "placeorder"]);
  });
});
