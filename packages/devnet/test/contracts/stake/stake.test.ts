import { expiryTimestamp, parseExpiryCode } from "@ux/core/expiry";
import { quoteStake, quoteUnstake } from "@ux/core/stake";
import {
  STAKE_DEPOSIT_MEMO,
  STAKE_ERRORS,
  STAKE_OPERATOR_PERMISSION,
  stakeHistoryRowSchema,
  unstakeHistoryRowSchema,
} from "@ux/core/stake/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../../src/engine/chainEngine";
import { AmmChain, asserted, unitsOf } from "../amm/support/ammChain";
import {
  attemptCounted,
  CURVE,
  deposit,
  depositsOf,
  expectConserved,
  OPERATOR,
  ownerAction,
  pool,
  positions,
  pushRefused,
  rows,
  STAKE,
  stakeAction,
  UTX,
  utx,
} from "./support/stakeChain";

/*
 * QuickStake on the devnet's ux chain as genesis builds it, driven with signed transactions: the contract
 * pays exactly core's quotes, refuses what core refuses, and conserves every token.
 */

const EXPIRY = 202609;

describe("QuickStake contract", () => {
  it("stakes liquid without restaking: the reward is paid now, the position holds the quantity", () => {
    const chain = new AmmChain();
    const before = chain.wallet("alice", UTX);
    const poolBefore = unitsOf(pool(chain).rewards);
    const quote = quoteStake(CURVE, EXPIRY, chain.blocks.timeMs, 1000_0000n, false, false);
    if (!quote.ok) throw new Error(quote.error);
    chain.push([deposit("alice", 1000_0000n), stakeAction("alice", 1000_0000n, EXPIRY, false, false)]);
    expect(quote.value.reward).toBeGreaterThan(0n);
    expect(chain.wallet("alice", UTX)).toBe(before - 1000_0000n + quote.value.reward);
    expect(positions(chain, "alice")).toEqual([
      { expiry: EXPIRY, liquid: "1000.0000 UTX", locked: "0.0000 UTX" },
    ]);
    expect(unitsOf(pool(chain).rewards)).toBe(poolBefore - quote.value.reward);
    const [entry] = rows(chain, "alice", "stakes").map((row) => stakeHistoryRowSchema.parse(row));
    expect(entry).toMatchObject({
      id: "1",
      expiry: EXPIRY,
      quantity: "1000.0000 UTX",
      reward: utx(quote.value.reward),
      locked: false,
      restaked_rewards: "0.0000 UTX",
    });
    expect(depositsOf(chain, "alice")).toEqual([]);
    expectConserved(chain, ["alice"]);
  });

  it("restakes a locked stake's reward into the position, and refuses to unstake it before expiry", () => {
    const chain = new AmmChain();
    const quote = quoteStake(CURVE, EXPIRY, chain.blocks.timeMs, 500_0000n, true, true);
    if (!quote.ok) throw new Error(quote.error);
    const before = chain.wallet("bob", UTX);
    chain.push([deposit("bob", 500_0000n), stakeAction("bob", 500_0000n, EXPIRY, true, true)]);
    expect(chain.wallet("bob", UTX)).toBe(before - 500_0000n);
    expect(positions(chain, "bob")).toEqual([
      { expiry: EXPIRY, liquid: "0.0000 UTX", locked: utx(500_0000n + quote.value.restaked) },
    ]);
    expect(
      pushRefused(chain, [ownerAction("bob", "unstake", { quantity: "1.0000 UTX", expiry: EXPIRY })]),
    ).toBe(asserted(STAKE_ERRORS.lockedBeforeExpiry));
    expectConserved(chain, ["bob"]);
  });

  it("unwinds a liquid position early at today's unwind.tc, and redeems the rest 1:1 after expiry", () => {
    const chain = new AmmChain();
    chain.push([deposit("carol", 300_0000n), stakeAction("carol", 300_0000n, EXPIRY, false, false)]);
    const before = chain.wallet("carol", UTX);
    const quote = quoteUnstake(CURVE, EXPIRY, chain.blocks.timeMs, 100_0000n, false);
    if (!quote.ok) throw new Error(quote.error);
    chain.push([ownerAction("carol", "unstake", { quantity: "100.0000 UTX", expiry: EXPIRY })]);
    expect(chain.wallet("carol", UTX)).toBe(before + quote.value.received);
    expect(quote.value.received).toBeLessThan(100_0000n);
    const [unwound] = rows(chain, "carol", "unstakes").map((row) => unstakeHistoryRowSchema.parse(row));
    expect(unwound).toMatchObject({ quantity: "100.0000 UTX", unwind: quote.value.tc.toString() });
    expect(pushRefused(chain, [ownerAction("carol", "redeem", { expiry: EXPIRY })])).toBe(
      asserted(STAKE_ERRORS.notExpired),
    );
    expectConserved(chain, ["carol"]);

    const expiry = parseExpiryCode(EXPIRY);
    if (expiry === null) throw new Error("bad expiry");
    chain.blocks.timeMs = expiryTimestamp(expiry) + 1_000;
    expect(
      pushRefused(chain, [ownerAction("carol", "unstake", { quantity: "1.0000 UTX", expiry: EXPIRY })]),
    ).toBe(asserted(STAKE_ERRORS.expired));
    const beforeRedeem = chain.wallet("carol", UTX);
    chain.push([ownerAction("carol", "redeem", { expiry: EXPIRY })]);
    expect(chain.wallet("carol", UTX)).toBe(beforeRedeem + 200_0000n);
    expect(positions(chain, "carol")).toEqual([]);
    expectConserved(chain, ["carol"]);
  });

  it("refuses a stake without the operator, beyond the deposit, for a past or unknown expiry, or of dust", () => {
    const chain = new AmmChain();
    expect(
      pushRefused(chain, [
        deposit("alice", 10_0000n),
        stakeAction("alice", 10_0000n, EXPIRY, false, false, false),
      ]),
    ).toBe(`missing authority of ${OPERATOR}`);
    expect(
      pushRefused(chain, [deposit("alice", 10_0000n), stakeAction("alice", 20_0000n, EXPIRY, false, false)]),
    ).toBe(asserted(STAKE_ERRORS.deposit));
    for (const expiry of [202512, 202604, 203203]) {
      expect(
        pushRefused(chain, [
          deposit("alice", 10_0000n),
          stakeAction("alice", 10_0000n, expiry, false, false),
        ]),
      ).toBe(asserted(STAKE_ERRORS.notStakeable));
    }
    expect(pushRefused(chain, [deposit("alice", 1n), stakeAction("alice", 0n, EXPIRY, false, false)])).toBe(
      asserted(STAKE_ERRORS.dust),
    );
    expect(
      pushRefused(chain, [
        { ...deposit("alice", 1_0000n), data: { ...(deposit("alice", 1_0000n).data as object), memo: "hi" } },
      ]),
    ).toBe(asserted(`QuickStake only accepts deposits: the memo must be '${STAKE_DEPOSIT_MEMO}'`));
  });

  it("lets the operator's reward key sign stakes and nothing else", () => {
    const chain = new AmmChain();
    const message = pushRefused(chain, [
      {
        account: "eosio.token",
        name: "transfer",
        authorization: [{ actor: OPERATOR, permission: STAKE_OPERATOR_PERMISSION }],
        data: { from: OPERATOR, to: "alice", quantity: "1.0000 UTX", memo: "" },
      },
    ]);
    expect(message).toBe(
      `action declares irrelevant authority '{"actor":"${OPERATOR}","permission":"${STAKE_OPERATOR_PERMISSION}"}'; minimum authority is {"actor":"${OPERATOR}","permission":"active"}`,
    );
  });

  it("conserves every token over 200 random stakes, unstakes, redeems and withdrawals", () => {
    const owners = ["alice", "bob", "carol", "dave"];
    const expiries = [202603, 202606, 202609, 202612, 202703];
    const operation = fc.record({
      kind: fc.constantFrom("stake", "unstake", "redeem", "withdraw", "deposit", "advance"),
      owner: fc.constantFrom(...owners),
      expiry: fc.constantFrom(...expiries),
      units: fc.bigInt({ min: 1_0000n, max: 200_0000n }),
      locked: fc.boolean(),
      restake: fc.boolean(),
      days: fc.integer({ min: 1, max: 7 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { minLength: 200, maxLength: 200 }), (operations) => {
        const chain = new AmmChain();
        const total = () =>
          [...owners, OPERATOR, STAKE].reduce((sum, account) => sum + chain.wallet(account, UTX), 0n);
        const start = total();
        const applied = new Map<string, number>();
        for (const op of operations) {
          const attempt = (actions: JsonAction[]) => attemptCounted(chain, applied, op.kind, actions);
          if (op.kind === "advance") chain.blocks.timeMs += op.days * 86_400_000;
          else if (op.kind === "deposit") attempt([deposit(op.owner, op.units)]);
          else if (op.kind === "stake")
            attempt([
              deposit(op.owner, op.units),
              stakeAction(op.owner, op.units, op.expiry, op.locked, op.restake),
            ]);
          else if (op.kind === "unstake") {
            // Half of one of the owner's liquid positions (a random quantity would mostly be refused).
            const row = positions(chain, op.owner).find((p) => unitsOf(p.liquid) > 1n);
            const expiry = row?.expiry ?? op.expiry;
            const units = row === undefined ? op.units : unitsOf(row.liquid) / 2n;
            attempt([ownerAction(op.owner, "unstake", { quantity: utx(units), expiry })]);
          } else if (op.kind === "redeem") {
            const ended = positions(chain, op.owner).find((p) => {
              const expiry = parseExpiryCode(p.expiry);
              return expiry !== null && expiryTimestamp(expiry) <= chain.blocks.timeMs;
            });
            attempt([ownerAction(op.owner, "redeem", { expiry: ended?.expiry ?? op.expiry })]);
          } else attempt([ownerAction(op.owner, "withdraw", {})]);
        }
        expect(total()).toBe(start);
        expectConserved(chain, owners);
        // The run exercised the contract, not only its refusals.
        expect(applied.get("stake") ?? 0).toBeGreaterThan(10);
        expect((applied.get("unstake") ?? 0) + (applied.get("redeem") ?? 0)).toBeGreaterThan(2);
      }),
      { numRuns: 2, seed: 20261125, endOnFailure: true },
    );
  });
});
