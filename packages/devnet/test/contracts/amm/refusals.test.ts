import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../../src/engine/chainEngine";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { createpoolDataOf, GENESIS_POOLS } from "../../../src/genesis/amm/genesisPools";
import { chainErrorOf } from "../../engine/support/testChain";
import { AMM, AmmChain, ammActions, ammReport, asserted, stateOf } from "./support/ammChain";

const { EOS, UFX, USDT, UTX, WAX } = AMM_TOKENS;
const UTX_EOS = 3;
const chain = new AmmChain();

/** The refusal of a transaction, checked to have changed nothing at all. */
function refusal(actions: JsonAction[]): string {
  const before = stateOf(chain);
  const message = chainErrorOf(() => chain.push(actions)).message;
  expect(stateOf(chain)).toEqual(before);
  return message;
}

const order = (
  input: typeof EOS,
  units: bigint,
  outputs: readonly (readonly [typeof EOS, number])[],
  poolId = UTX_EOS,
): JsonAction[] => [
  ammActions.deposit("alice", input, units),
  ammActions.placeorder("alice", poolId, input, units, outputs),
];

describe("malformed orders are refused and change nothing", () => {
  it.each([
    [
      "proportions not summing to 10000",
      order(EOS, 1_0000n, [[UTX, 9999]]),
      "invalid outputs: proportions sum to 9999, not 10000",
    ],
    [
      "an output the pool does not have",
      order(EOS, 1_0000n, [
        [UTX, 5000],
        [USDT, 5000],
      ]),
      "invalid outputs: USDT@tethertether is not in pool utx-eos",
    ],
    [
      "a token twice",
      order(EOS, 1_0000n, [
        [UTX, 5000],
        [UTX, 5000],
      ]),
      "invalid outputs: UTX@eosio.token appears twice",
    ],
    ["no outputs", order(EOS, 1_0000n, []), "invalid outputs: no outputs"],
    [
      "a zero proportion",
      order(EOS, 1_0000n, [
        [UTX, 10_000],
        [EOS, 0],
      ]),
      "invalid outputs: proportion of EOS@ibc.wt.eos must be 1..10000",
    ],
    [
      "an output at the wrong precision",
      order(EOS, 1_0000n, [[{ ...UTX, decimals: 3 }, 10_000]]),
      "symbol precision mismatch for UTX@eosio.token",
    ],
    [
      "an input the pool does not have",
      order(USDT, 1_0000n, [[UTX, 10_000]]),
      "USDT@tethertether is not in pool utx-eos",
    ],
    [
      "an input below the minimum trade",
      order(EOS, 99n, [[UTX, 10_000]]),
      "0.0099 EOS is below the minimum trade of 0.0100 EOS in pool utx-eos",
    ],
    ["an unknown pool", order(EOS, 1_0000n, [[UTX, 10_000]], 99), "unknown pool 99"],
  ])("%s", (_label, actions, message) => {
    expect(refusal(actions)).toBe(asserted(message));
  });

  it("a zero quantity, an input beyond the AMM balance, another owner's order", () => {
    expect(refusal([ammActions.placeorder("alice", UTX_EOS, EOS, 0n, [[UTX, 10_000]])])).toBe(
      asserted("quantity must be positive"),
    );
    expect(
      refusal([
        ammActions.deposit("alice", EOS, 1_0000n),
        ammActions.placeorder("alice", UTX_EOS, EOS, 1_0001n, [[UTX, 10_000]]),
      ]),
    ).toBe(asserted("overdrawn AMM balance: alice holds 1.0000 EOS of ibc.wt.eos, needs 1.0001 EOS"));
    const forBob = {
      ...ammActions.placeorder("bob", UTX_EOS, EOS, 1_0000n, [[UTX, 10_000]]),
      authorization: [{ actor: "alice", permission: "active" }],
    };
    expect(refusal([forBob])).toBe("missing authority of bob");
  });

  it("ufxhop refusals", () => {
    const hop = (input: typeof EOS, output: typeof EOS, units = 1_0000n) => [
      ammActions.deposit("alice", input, units),
      ammActions.ufxhop("alice", input, units, output),
    ];
    expect(refusal(hop(UFX, WAX))).toBe(
      asserted("ufxhop is not for UFX itself: use placeorder in its UFX pool"),
    );
    expect(refusal(hop(EOS, UFX))).toBe(
      asserted("ufxhop is not for UFX itself: use placeorder in its UFX pool"),
    );
    expect(refusal(hop(EOS, EOS))).toBe(asserted("ufxhop needs two different tokens"));
    expect(refusal(hop(EOS, { ...WAX, decimals: 4 }))).toBe(asserted("no UFX pool for WAX@ibc.wt.wax"));
    // A UFX pool's LP token is not one of its assets: no hop starts from it.
    const lpOfUfxEos = { contract: "lptoken.ux", symbol: "LPI", decimals: 4 };
    expect(refusal(hop(lpOfUfxEos, WAX))).toBe(asserted("no UFX pool for LPI@lptoken.ux"));
    expect(refusal(hop(EOS, WAX, 99n))).toBe(
      asserted("0.0099 EOS is below the minimum trade of 0.0100 EOS in pool ufx-eos"),
    );
  });
});

describe("settle is the keeper's alone", () => {
  it("refuses another account, a forged keeper field, an empty queue, an unknown pool, max_orders 0", () => {
    chain.push(order(EOS, 1_0000n, [[UTX, 10_000]]));
    expect(refusal([ammActions.settle(UTX_EOS, 10, "bob")])).toBe(asserted("only the AMM keeper may settle"));
    const forged = { ...ammActions.settle(UTX_EOS), authorization: [{ actor: "bob", permission: "active" }] };
    expect(refusal([forged])).toBe("missing authority of amm.keeper");
    expect(refusal([ammActions.settle(0)])).toBe(asserted("pool 0 has no queued orders"));
    expect(refusal([ammActions.settle(99)])).toBe(asserted("unknown pool 99"));
    expect(refusal([ammActions.settle(UTX_EOS, 0)])).toBe(asserted("max_orders must be positive"));
    chain.settle(UTX_EOS);
    expect(chain.orders()).toEqual([]);
  });

  it("a report can only come from the AMM itself", () => {
    const forged: JsonAction = {
      account: AMM,
      name: "report",
      authorization: [{ actor: "alice", permission: "active" }],
      data: ammReport({
        order_id: "1",
        pool_id: 0,
        order_trx_id: "00".repeat(32),
        status: "filled",
        input: { quantity: "1.0000 EOS", contract: "ibc.wt.eos" },
      }),
    };
    expect(refusal([forged])).toBe(`missing authority of ${AMM}`);
  });
});

describe("pool administration", () => {
  const spec = GENESIS_POOLS[3] as (typeof GENESIS_POOLS)[number];
  const createpool = (data: object, actor = "amm.admin"): JsonAction => ({
    account: AMM,
    name: "createpool",
    authorization: [{ actor, permission: "active" }],
    data: { ...createpoolDataOf(spec), ...data },
  });

  it("createpool: admin only, unique name, valid weights, an unused LP token issued by the AMM", () => {
    expect(refusal([createpool({ creator: "alice" }, "alice")])).toBe(
      asserted("only the AMM admin may create pools"),
    );
    expect(refusal([createpool({})])).toBe(asserted("pool name utx-eos already exists"));
    expect(refusal([createpool({ pool_name: "Bad Name" })])).toBe(
      asserted("pool name must be 1-32 lower-case letters, digits or dashes"),
    );
    const assets = createpoolDataOf(spec).assets.map((asset) => ({ ...asset, weight: 4000 }));
    expect(refusal([createpool({ pool_name: "new", assets })])).toBe(
      asserted("invalid pool: weights sum to 8000, not 10000"),
    );
    expect(refusal([createpool({ pool_name: "new" })])).toBe(
      asserted("LP token LPD@lptoken.ux is already in use"),
    );
    expect(
      refusal([
        createpool({
          pool_name: "new",
          lp_symbol: { sym: "4,LPZ", contract: "lptoken.ux" },
          initial_lp: "1.0000 LPZ",
        }),
      ]),
    ).toBe(asserted("LP token LPZ@lptoken.ux does not exist"));
  });

  it("setconfig needs the AMM's own authority", () => {
    const setconfig: JsonAction = {
      account: AMM,
      name: "setconfig",
      authorization: [{ actor: "alice", permission: "active" }],
      data: { admin: "alice", keeper: "alice", ufx: { sym: "4,UFX", contract: "eosio.token" } },
    };
    expect(refusal([setconfig])).toBe(`missing authority of ${AMM}`);
  });
});
