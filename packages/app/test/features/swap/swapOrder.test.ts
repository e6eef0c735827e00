import { describe, expect, it } from "vitest";
import { swapEstimate } from "../../../src/features/swap/swapEstimate";
import { buildSwapIndex } from "../../../src/features/swap/swapIndex";
import { swapOrderRequest } from "../../../src/features/swap/swapOrder";
import {
  depositData,
  orderOutput,
  placeorderData,
  tokenOpenData,
  withMinOutputs,
} from "../../shared/amm/ammActionData";
import { POOLS, tokenOf } from "./fixtures";

const index = buildSwapIndex(POOLS);

describe("the AMM Swap order", () => {
  const signer = { actor: "alice", permission: "active" };

  it("direct: opens the to-token, deposits, then placeorder to the pool with outputs [{to, 10000}] and the minimum", () => {
    const estimate = swapEstimate(index, tokenOf("USDT"), tokenOf("UTX"), "10", "send");
    if (estimate.plan === null) throw new Error("expected a plan");
    const request = swapOrderRequest({
      amm: "amm.ux",
      from: tokenOf("USDT"),
      to: tokenOf("UTX"),
      plan: estimate.plan,
      send: 10_0000n,
      receive: 997_900n,
      minReceive: 992_910n,
      openToToken: true,
    });
    expect(request).toMatchObject({
      type: "AMM Swap",
      pools: [{ id: 1, name: "usdt-utx" }],
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
    expect(actions[0]?.data).toEqual(tokenOpenData("4,UTX"));
    expect(actions[2]?.data).toEqual(depositData("10.0000 USDT"));
    expect(actions[3]?.data).toEqual(
      withMinOutputs(
        placeorderData(1, "tethertether", "10.0000 USDT", [orderOutput("4,UTX", "eosio.token", 10_000)]),
        "99.2910 UTX",
      ),
    );
  });

  it("hop: no open when the wallet holds the to-token, ufxhop queued in the from-token's UFX pool with its minimum", () => {
    const hopPlan = swapEstimate(index, tokenOf("EOS"), tokenOf("USDT"), "", "send").plan;
    if (hopPlan === null) throw new Error("expected a plan");
    const request = swapOrderRequest({
      amm: "amm.ux",
      from: tokenOf("EOS"),
      to: tokenOf("USDT"),
      plan: hopPlan,
      send: 10_0000n,
      receive: 79_654n,
      minReceive: 79_255n,
      openToToken: false,
    });
    // The report names both pools of the hop: EOS -> UFX, then UFX -> USDT.
    expect(request.pools).toEqual([
      { id: 3, name: "ufx-eos" },
      { id: 4, name: "ufx-usdt" },
    ]);
    expect(request.ufxHop).toBe(true);
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
      min_output: "7.9255 USDT",
    });
  });
});
