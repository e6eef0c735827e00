import { describe, expect, it } from "vitest";
import { multiSwapOrderOf, multiSwapOrderRequest } from "../../../src/features/multiswap/multiSwapOrder";
import { depositData, orderOutput, placeorderData, tokenOpenData } from "../../shared/amm/ammActionData";
import { BALANCES, MAIN_POOL } from "./fixtures";
import { summaryOf } from "./summaryFixtures";

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
    expect(actions[5]?.data).toEqual(placeorderData(3, "eosio.token", "1.5000 EOS", outputs));
    expect(actions[6]?.data).toEqual(placeorderData(3, "eosio.token", "10.0000 UTX", outputs));
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
