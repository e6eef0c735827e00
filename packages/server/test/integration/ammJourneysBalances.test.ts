import { placeorderData } from "@ux/core/amm/contract";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { describe, expect, it } from "vitest";
import { alice, chainApi, keyOf, USDT_UTX_POOL, useAmmJourneyNetwork } from "./support/ammJourneyNetwork";
import { ammAction, authOf, depositAction, pushOwnTransaction, waitUntil } from "./support/ammUser";
import { ammBalances, queuedOrderIds, readPool, walletBalances } from "./support/chainReads";
import { AMM } from "./support/realNetwork";

/*
 * The AMM journeys that trade nothing, end to end: refused orders leave everything as it was, and
 * withdrawall returns the AMM balances to the wallet. Tests run in order, alice the only user.
 */

const { USDT, UTX, EOS, TLOS } = AMM_TOKENS;

useAmmJourneyNetwork();

/** Everything a refused order must leave untouched: alice's wallet and AMM balances, the queue, the pool. */
async function ammState(poolId: number) {
  return {
    wallet: await walletBalances(chainApi, "alice", [USDT, EOS, UTX]),
    amm: await ammBalances(chainApi, "alice"),
    queue: await queuedOrderIds(chainApi),
    pool: await readPool(chainApi, poolId),
  };
}

describe("refusals change nothing", () => {
  it("payForResources refuses an order whose quantity has the wrong precision (msg event)", async () => {
    const before = await ammState(USDT_UTX_POOL);
    const order = {
      ...placeorderData({
        owner: "alice",
        pool_id: USDT_UTX_POOL,
        input: USDT,
        amount: 10_0000n,
        outputs: [{ token: UTX, proportion: 10_000 }],
      }),
      quantity: "10.00 USDT",
    };
    const messages = alice.messages.length;
    const answer = await alice.payForResources([
      depositAction("alice", USDT, 10_0000n),
      ammAction("alice", "placeorder", order),
    ]);
    const text = "Action 2 (amm.ux::placeorder): 10.00 USDT must have 4 decimals";
    expect(answer).toEqual({ error: text });
    await waitUntil(() => alice.messages.length > messages);
    expect(alice.messages.slice(messages)).toEqual([text]);
    expect(await ammState(USDT_UTX_POOL)).toEqual(before);
  });

  it("the chain refuses an order whose proportions do not sum to 10000: the deposit is rolled back too", async () => {
    const before = await ammState(USDT_UTX_POOL);
    const order = placeorderData({
      owner: "alice",
      pool_id: USDT_UTX_POOL,
      input: USDT,
      amount: 10_0000n,
      outputs: [{ token: UTX, proportion: 9_000 }],
    });
    const prepared = await alice.payForResources([
      depositAction("alice", USDT, 10_0000n),
      ammAction("alice", "placeorder", order),
    ]);
    if ("error" in prepared) throw new Error(prepared.error);
    const pushed = await alice.signAndPush(prepared);
    expect(pushed.ok).toBe(false);
    if (pushed.ok) return;
    expect(pushed.error.error?.details?.[0]?.message).toBe(
      "assertion failure with message: invalid outputs: proportions sum to 9000, not 10000",
    );
    expect(await ammState(USDT_UTX_POOL)).toEqual(before);
  });

  it("payForResources refuses a transaction with a foreign action", async () => {
    const foreign = {
      account: "eosio",
      name: "buyrambytes",
      authorization: authOf("alice"),
      data: { payer: "alice", receiver: "alice", bytes: 1_000 },
    };
    expect(await alice.payForResources([depositAction("alice", USDT, 1_0000n), foreign])).toEqual({
      error:
        "Action 2 (eosio::buyrambytes) is not an AMM deposit, open or order: the service does not pay for it",
    });
    const toBob = {
      ...depositAction("alice", USDT, 1_0000n),
      data: { from: "alice", to: "bob", quantity: "1.0000 USDT", memo: "Transfer to AMM" },
    };
    expect(await alice.payForResources([toBob])).toEqual({
      error: "Action 1 (tethertether::transfer): a deposit must be a transfer from alice to amm.ux",
    });
  });
});

describe("withdrawall", () => {
  it("returns every AMM balance to the wallet", async () => {
    const tokens = [EOS, TLOS, USDT];
    const walletBefore = await walletBalances(chainApi, "alice", tokens);
    // A paid deposit-only transaction leaves three AMM balances.
    const prepared = await alice.payForResources([
      depositAction("alice", EOS, 3_0000n),
      depositAction("alice", TLOS, 7_0000n),
      depositAction("alice", USDT, 2_5000n),
    ]);
    if ("error" in prepared) throw new Error(prepared.error);
    const pushed = await alice.signAndPush(prepared);
    if (!pushed.ok) throw new Error(JSON.stringify(pushed.error));
    const held = await ammBalances(chainApi, "alice");
    expect([keyOf(EOS), keyOf(TLOS), keyOf(USDT)].map((k) => held.get(k))).toEqual([
      3_0000n,
      7_0000n,
      2_5000n,
    ]);

    // withdrawall is not an order: alice signs and pays for it herself (confirmation depth 1 block).
    await pushOwnTransaction(chainApi, "alice", [
      { account: AMM, name: "withdrawall", authorization: authOf("alice"), data: { from: "alice" } },
    ]);
    const after = await ammBalances(chainApi, "alice");
    expect([...after.values()].every((units) => units === 0n)).toBe(true);
    expect(await walletBalances(chainApi, "alice", tokens)).toEqual(walletBefore);
  });
});
