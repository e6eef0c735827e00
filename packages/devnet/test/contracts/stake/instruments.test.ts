import { expiryTimestamp, parseExpiryCode } from "@ux/core/expiry";
import { COMBINE_MEMO, STAKE_ERRORS } from "@ux/core/stake/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../../src/engine/chainEngine";
import { AmmChain, asserted } from "../amm/support/ammChain";
import {
  attemptCounted,
  deposit,
  depositsOf,
  expectConserved,
  instrument,
  instrumentSupply,
  ownerAction,
  pushRefused,
  STAKE,
  UTX,
  utx,
} from "./support/stakeChain";

/*
 * QuickStake as the token contract of its instruments (spec 1 §6 manage view): split turns a deposit into TU
 * and TC of an open expiry, combine burns them back into UTX (TC alone once the expiry has ended), and the
 * instruments move like any eosio.token token. Every refusal changes nothing; UTX is conserved throughout.
 */

const EXPIRY = 202609;
const TU = "UTXUTSG";
const TC = "UTXCTSG";
/** The instant an expiry ends. */
function endOf(code: number): number {
  const expiry = parseExpiryCode(code);
  if (expiry === null) throw new Error(`bad expiry ${code}`);
  return expiryTimestamp(expiry);
}
const END = endOf(EXPIRY);

const split = (owner: string, units: bigint, expiry = EXPIRY, signer = owner) =>
  ownerAction(owner, "split", { quantity: utx(units), expiry }, signer);
const combine = (owner: string, units: bigint, expiry = EXPIRY, signer = owner) =>
  ownerAction(owner, "combine", { quantity: utx(units), expiry }, signer);
const asset = (units: bigint, symbol: string) =>
  `${units / 10_000n}.${String(units % 10_000n).padStart(4, "0")} ${symbol}`;
/** A chain on which alice has deposited 5 UTX and split all of it into TU and TC of EXPIRY. */
function aliceSplitFive(): AmmChain {
  const chain = new AmmChain();
  chain.push([deposit("alice", 5_0000n), split("alice", 5_0000n)]);
  return chain;
}
const send = (from: string, to: string, units: bigint, symbol: string, memo = ""): JsonAction => ({
  account: STAKE,
  name: "transfer",
  authorization: [{ actor: from, permission: "active" }],
  data: { from, to, quantity: asset(units, symbol), memo },
});

describe("split", () => {
  it("turns the deposit into as much TU and TC, issued by the contract, read as any token", () => {
    const chain = new AmmChain();
    const before = chain.wallet("alice", UTX);
    chain.push([deposit("alice", 5_0000n), split("alice", 5_0000n)]);
    expect(chain.wallet("alice", UTX)).toBe(before - 5_0000n);
    expect(chain.engine.currencyBalances(STAKE, "alice")).toEqual(["5.0000 UTXCTSG", "5.0000 UTXUTSG"]);
    expect(chain.engine.currencyStats(STAKE, TC)).toEqual({
      [TC]: { supply: "5.0000 UTXCTSG", max_supply: "461168601842738.7903 UTXCTSG", issuer: STAKE },
    });
    expect(depositsOf(chain, "alice")).toEqual([]);
    chain.push([deposit("alice", 2_0000n), split("alice", 1_0000n)]);
    expect([instrument(chain, "alice", TU), instrumentSupply(chain, TU)]).toEqual([6_0000n, 6_0000n]);
    // What the split did not use stays a deposit.
    expect(depositsOf(chain, "alice")).toEqual([1_0000n]);
    expectConserved(chain, ["alice"], [TC]);
  });

  it.each([
    [
      "without the owner's authority",
      () => [deposit("bob", 1_0000n), split("alice", 1_0000n, EXPIRY, "bob")],
      "missing authority of alice",
    ],
    [
      "beyond the deposit",
      () => [deposit("alice", 1_0000n), split("alice", 2_0000n)],
      asserted(STAKE_ERRORS.splitDeposit),
    ],
    ["with no deposit", () => [split("alice", 1_0000n)], asserted(STAKE_ERRORS.splitDeposit)],
    [
      "for an ended expiry",
      () => [deposit("alice", 1_0000n), split("alice", 1_0000n, 202512)],
      asserted(STAKE_ERRORS.notSplittable),
    ],
    [
      "for a non-quarterly month",
      () => [deposit("alice", 1_0000n), split("alice", 1_0000n, 202608)],
      asserted(STAKE_ERRORS.notSplittable),
    ],
    [
      "for an open expiry without symbols",
      () => [deposit("alice", 1_0000n), split("alice", 1_0000n, 203003)],
      asserted(STAKE_ERRORS.noInstrument),
    ],
    ["of nothing", () => [deposit("alice", 1_0000n), split("alice", 0n)], asserted(STAKE_ERRORS.dust)],
    [
      "of another token",
      () => [ownerAction("alice", "split", { quantity: "1.0000 UFX", expiry: EXPIRY })],
      asserted("the quantity must be UTX with 4 decimals"),
    ],
  ])("is refused %s", (_what, actions, message) => {
    const chain = new AmmChain();
    expect(pushRefused(chain, actions())).toBe(message);
  });
});

describe("combine", () => {
  it("burns TU and TC and pays the UTX back before the expiry ends", () => {
    const chain = aliceSplitFive();
    const before = chain.wallet("alice", UTX);
    const applied = chain.push([combine("alice", 3_0000n)]);
    expect(chain.wallet("alice", UTX)).toBe(before + 3_0000n);
    expect([instrument(chain, "alice", TU), instrument(chain, "alice", TC)]).toEqual([2_0000n, 2_0000n]);
    expect([instrumentSupply(chain, TU), instrumentSupply(chain, TC)]).toEqual([2_0000n, 2_0000n]);
    const paid = applied.trace.action_traces.find(
      (trace) => trace.act.account === "eosio.token" && trace.receiver === "eosio.token",
    );
    expect(paid?.act.data).toEqual({ from: STAKE, to: "alice", quantity: "3.0000 UTX", memo: COMBINE_MEMO });
    expectConserved(chain, ["alice"], [TC]);
  });

  it("takes TC alone from the expiry's end on: TU is worthless then and stays where it is", () => {
    const chain = aliceSplitFive();
    chain.push([send("alice", "bob", 5_0000n, TU)]);
    // Before the end, TC without TU does not combine.
    expect(pushRefused(chain, [combine("alice", 1_0000n)])).toBe(asserted(STAKE_ERRORS.combineHoldings));
    chain.blocks.timeMs = END;
    const before = chain.wallet("alice", UTX);
    chain.push([combine("alice", 5_0000n)]);
    expect(chain.wallet("alice", UTX)).toBe(before + 5_0000n);
    expect([instrument(chain, "alice", TC), instrumentSupply(chain, TC)]).toEqual([0n, 0n]);
    expect([instrument(chain, "bob", TU), instrumentSupply(chain, TU)]).toEqual([5_0000n, 5_0000n]);
    expectConserved(chain, ["alice", "bob"], [TC]);
  });

  it.each([
    ["without the owner's authority", combine("alice", 1_0000n, EXPIRY, "bob"), "missing authority of alice"],
    ["beyond the pair held", combine("alice", 5_0001n), asserted(STAKE_ERRORS.combineHoldings)],
    ["of an expiry not held", combine("alice", 1_0000n, 202612), asserted(STAKE_ERRORS.combineHoldings)],
    ["of an expiry without symbols", combine("alice", 1_0000n, 203003), asserted(STAKE_ERRORS.noInstrument)],
    ["of nothing", combine("alice", 0n), asserted(STAKE_ERRORS.dust)],
  ])("is refused %s", (_what, action, message) => {
    const chain = aliceSplitFive();
    expect(pushRefused(chain, [action])).toBe(message);
  });
});

describe("instrument transfers", () => {
  it("move TU and TC as eosio.token does, notifying both parties; the receiver can combine", () => {
    const chain = aliceSplitFive();
    const applied = chain.push([send("alice", "bob", 2_0000n, TU, "tu"), send("alice", "bob", 2_0000n, TC)]);
    const receivers = applied.trace.action_traces
      .filter((trace) => trace.act.name === "transfer")
      .map((trace) => trace.receiver)
      .sort();
    expect(receivers).toEqual(["alice", "alice", "bob", "bob", STAKE, STAKE]);
    expect(chain.engine.currencyBalances(STAKE, "bob")).toEqual(["2.0000 UTXCTSG", "2.0000 UTXUTSG"]);
    const before = chain.wallet("bob", UTX);
    chain.push([combine("bob", 2_0000n)]);
    expect(chain.wallet("bob", UTX)).toBe(before + 2_0000n);
    expectConserved(chain, ["alice", "bob"], [TC]);
  });

  it.each([
    ["to the contract", send("alice", STAKE, 1n, TU), asserted(STAKE_ERRORS.instrumentToContract)],
    ["to oneself", send("alice", "alice", 1n, TU), asserted("cannot transfer to self")],
    ["beyond the balance", send("alice", "bob", 5_0001n, TC), asserted("overdrawn balance")],
    [
      "by someone else",
      { ...send("alice", "bob", 1n, TC), authorization: [{ actor: "bob", permission: "active" }] },
      "missing authority of alice",
    ],
    ["of a symbol never split", send("alice", "bob", 1n, "UTXCTDG"), asserted("unable to find key")],
    [
      "of a wrong precision",
      {
        ...send("alice", "bob", 1n, TC),
        data: { from: "alice", to: "bob", quantity: "1.00 UTXCTSG", memo: "" },
      },
      asserted("symbol precision mismatch"),
    ],
  ])("are refused %s", (_what, action, message) => {
    const chain = aliceSplitFive();
    expect(pushRefused(chain, [action])).toBe(message);
  });
});

describe("conservation", () => {
  it("holds over 200 random splits, combines, transfers, deposits, withdrawals and clock jumps", () => {
    const owners = ["alice", "bob", "carol", "dave"];
    const expiries = [202603, 202606, 202609];
    const capitals = ["UTXCTMG", "UTXCTJG", "UTXCTSG"];
    const symbolsOf = (expiry: number) => {
      const index = expiries.indexOf(expiry);
      return { tc: capitals[index] as string, tu: (capitals[index] as string).replace("CT", "UT") };
    };
    const operation = fc.record({
      kind: fc.constantFrom(
        "split",
        "split",
        "combine",
        "combine",
        "transfer",
        "deposit",
        "withdraw",
        "advance",
      ),
      owner: fc.constantFrom(...owners),
      to: fc.constantFrom(...owners),
      expiry: fc.constantFrom(...expiries),
      units: fc.bigInt({ min: 1n, max: 50_0000n }),
      capital: fc.boolean(),
      days: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(operation, { minLength: 200, maxLength: 200 }), (operations) => {
        const chain = new AmmChain();
        const total = () => [...owners, STAKE].reduce((sum, account) => sum + chain.wallet(account, UTX), 0n);
        const start = total();
        const applied = new Map<string, number>();
        for (const op of operations) {
          const { tc, tu } = symbolsOf(op.expiry);
          const attempt = (actions: JsonAction[]) => attemptCounted(chain, applied, op.kind, actions);
          if (op.kind === "advance") chain.blocks.timeMs += op.days * 86_400_000;
          else if (op.kind === "deposit") attempt([deposit(op.owner, op.units)]);
          else if (op.kind === "withdraw") attempt([ownerAction(op.owner, "withdraw", {})]);
          else if (op.kind === "split")
            attempt([deposit(op.owner, op.units), split(op.owner, op.units, op.expiry)]);
          else if (op.kind === "combine") {
            // Half of what the owner can combine (a random quantity would mostly be refused).
            const ended = chain.blocks.timeMs >= endOf(op.expiry);
            const held = instrument(chain, op.owner, tc);
            const max = ended
              ? held
              : [held, instrument(chain, op.owner, tu)].reduce((a, b) => (a < b ? a : b));
            attempt([combine(op.owner, max > 1n ? max / 2n : op.units, op.expiry)]);
          } else {
            const symbol = op.capital ? tc : tu;
            const units = instrument(chain, op.owner, symbol) / 2n || op.units;
            attempt([send(op.owner, op.to, units, symbol)]);
          }
          expect(total()).toBe(start);
        }
        expectConserved(chain, owners, capitals);
        for (const symbol of capitals) {
          const held = owners.reduce((sum, owner) => sum + instrument(chain, owner, symbol), 0n);
          expect(held).toBe(instrumentSupply(chain, symbol));
        }
        expect(applied.get("split") ?? 0).toBeGreaterThan(10);
        expect(applied.get("combine") ?? 0).toBeGreaterThan(5);
        expect(applied.get("transfer") ?? 0).toBeGreaterThan(5);
      }),
      { numRuns: 2, seed: 20261125, endOnFailure: true },
    );
  });
});
