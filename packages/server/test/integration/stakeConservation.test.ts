import { parseExpiryCode } from "@ux/core/expiry";
import { instrumentPairOf, quoteRedeem, quoteStake, quoteUnstake, rateText } from "@ux/core/stake";
import { expectedCombineActions, expectedSplitActions, STAKE_ERRORS } from "@ux/core/stake/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppAction, pushOwnTransaction, waitUntil } from "./support/ammUser";
import {
  advanceClock,
  DEVNET_CURVE,
  instrumentSupply,
  instrumentsOf,
  positionsOf,
  rewardPool,
  STAKE,
  type StakeNetwork,
  startStakeNetwork,
  unitsOf,
  utx,
  utxOf,
  utxTotal,
} from "./support/stakeNetwork";
import { StakeUser } from "./support/stakeUser";

/*
 * 200 random operations through the stake service and the users' own signatures on the real devnet (stakes
 * of every kind, early unstakes, locked unstakes refused, and after a clock advance redeems), mixed with the
 * manage view's own transactions (splits into TU and TC, combines back, TC alone after expiry, instrument
 * transfers between users): every operation moves exactly core's quote at its block's time, the chain always
 * matches a model of balances, positions, instruments and the reward pool, the UTX of the users, the operator
 * and the contract together never changes, and the contract holds exactly the pool, the positions and the
 * TC outstanding.
 */

const USERS = ["alice", "bob", "carol", "dave"] as const;
type Account = (typeof USERS)[number];
interface Position {
  liquid: bigint;
  locked: bigint;
}

let network: StakeNetwork;
const users = new Map<Account, StakeUser>();
const model = {
  balances: new Map<Account, bigint>(),
  positions: new Map<Account, Map<number, Position>>(),
  /** TU and TC held, by symbol (non-zero only). */
  instruments: new Map<Account, Map<string, bigint>>(),
  pool: { rewards: 0n, staked: 0n },
};

beforeAll(async () => {
  network = await startStakeNetwork({
    limits: {
      stakeRequestsPerConnection: { count: 10_000, windowMs: 60_000 },
      stakeRequestsPerAccount: { count: 10_000, windowMs: 60_000 },
    },
  });
  for (const account of USERS) {
    const user = await StakeUser.connect(network.stakeUrl, network.chainApi, network.chainId, account);
    users.set(account, user);
    model.balances.set(account, await utxOf(network.chainApi, account));
    model.positions.set(account, new Map());
    model.instruments.set(account, new Map());
  }
  model.pool = await rewardPool(network.chainApi);
  await waitUntil(() => (users.get("alice")?.rates.length ?? 0) > 0);
}, 60_000);

afterAll(async () => {
  for (const user of users.values()) user.close();
  await network?.services.stop();
  await network?.devnet.stop();
});

const operation = fc.record({
  user: fc.constantFrom(...USERS),
  kind: fc.constantFrom("stake", "stake", "unstake", "lockedUnstake", "redeem"),
  units: fc.bigInt({ min: 1n, max: 300_0000n }),
  expiryIndex: fc.nat({ max: 19 }),
  percent: fc.integer({ min: 1, max: 100 }),
  locked: fc.boolean(),
  restake: fc.boolean(),
});
const OPERATIONS = fc.sample(operation, { seed: 20_261_125, numRuns: 200 });
type Operation = (typeof OPERATIONS)[number];
/*
 * The manage view's operations, drawn from a stream of their own and run after the stake operation of the
 * same index: the service's sequence stays the one above (its co-signed transactions are never identical).
 */
const manageOperation = fc.record({
  user: fc.constantFrom(...USERS),
  kind: fc.constantFrom("none", "split", "combine", "combine", "transfer"),
  to: fc.constantFrom(...USERS),
  units: fc.bigInt({ min: 1n, max: 100_0000n }),
  expiryIndex: fc.nat({ max: 19 }),
  percent: fc.integer({ min: 1, max: 100 }),
  capital: fc.boolean(),
});
const MANAGE_OPERATIONS = fc.sample(manageOperation, { seed: 20_261_126, numRuns: 200 });
type ManageOperation = (typeof MANAGE_OPERATIONS)[number];

const amountText = (units: bigint) => `${units / 10_000n}.${String(units % 10_000n).padStart(4, "0")}`;
const positionOf = (account: Account, expiry: number): Position =>
  model.positions.get(account)?.get(expiry) ?? { liquid: 0n, locked: 0n };
const setPosition = (account: Account, expiry: number, position: Position) => {
  const positions = model.positions.get(account) as Map<number, Position>;
  if (position.liquid === 0n && position.locked === 0n) positions.delete(expiry);
  else positions.set(expiry, position);
};
const add = (account: Account, delta: bigint) =>
  model.balances.set(account, (model.balances.get(account) ?? 0n) + delta);
const heldOf = (account: Account, symbol: string) => model.instruments.get(account)?.get(symbol) ?? 0n;
const hold = (account: Account, symbol: string, delta: bigint) => {
  const held = model.instruments.get(account) as Map<string, bigint>;
  const units = heldOf(account, symbol) + delta;
  if (units === 0n) held.delete(symbol);
  else held.set(symbol, units);
};
const pairOf = (expiry: number) => {
  const parsed = parseExpiryCode(expiry);
  return parsed === null ? null : instrumentPairOf("UTX", parsed);
};
/** Every TC symbol a split issued, with its expiry (YYYYMM). */
const capitals = new Map<string, number>();
const tcOutstanding = () =>
  [...model.instruments.values()]
    .flatMap((held) => [...held.entries()])
    .filter(([symbol]) => symbol.startsWith("UTXC"))
    .reduce((sum, [, units]) => sum + units, 0n);
const signer = (account: Account) => ({ actor: account, permission: "active" });
const own = (account: Account, actions: AppAction[]) =>
  pushOwnTransaction(network.chainApi, account, actions);

async function expectChainMatches(account: Account): Promise<void> {
  expect(await utxOf(network.chainApi, account)).toBe(model.balances.get(account));
  const rows = await positionsOf(network.chainApi, account);
  const expected = [...(model.positions.get(account) ?? new Map<number, Position>()).entries()]
    .sort(([a], [b]) => a - b)
    .map(([expiry, position]) => ({ expiry, liquid: utx(position.liquid), locked: utx(position.locked) }));
  expect(rows).toEqual(expected);
  expect(await rewardPool(network.chainApi)).toEqual(model.pool);
  expect(await instrumentsOf(network.chainApi, account)).toEqual(model.instruments.get(account));
}

/** The manage view's own transactions (split, combine, transfer); null when the user has nothing for it. */
async function runManage(
  op: ManageOperation,
  codes: readonly number[],
  expired: ReadonlySet<number>,
): Promise<string | null> {
  const user = op.user;
  if (op.kind === "split") {
    const open = codes.filter((code) => pairOf(code) !== null);
    const expiry = open[op.expiryIndex % open.length] as number;
    const pair = pairOf(expiry) as NonNullable<ReturnType<typeof pairOf>>;
    const contracts = { stake: STAKE, token: "eosio.token" };
    await own(user, expectedSplitActions(contracts, signer(user), utx(op.units), expiry));
    add(user, -op.units);
    hold(user, pair.utility, op.units);
    hold(user, pair.capital, op.units);
    capitals.set(pair.capital, expiry);
    return "split";
  }
  const held = [...(model.instruments.get(user) ?? new Map<string, bigint>()).keys()];
  if (op.kind === "combine") {
    const target = held
      .filter((symbol) => symbol.startsWith("UTXC"))
      .map((capital) => {
        const expiry = capitals.get(capital) as number;
        const tu = heldOf(user, capital.replace("UTXC", "UTXU"));
        const tc = heldOf(user, capital);
        const ended = expired.has(expiry);
        return { capital, expiry, ended, max: ended ? tc : tu < tc ? tu : tc };
      })
      // An ended expiry's TC first: it combines alone.
      .sort((a, b) => Number(b.ended) - Number(a.ended))
      .find((candidate) => candidate.max > 0n);
    if (target === undefined) return null;
    const units = (target.max * BigInt(op.percent)) / 100n || target.max;
    await own(user, expectedCombineActions(STAKE, signer(user), utx(units), target.expiry));
    add(user, units);
    hold(user, target.capital, -units);
    if (!target.ended) hold(user, target.capital.replace("UTXC", "UTXU"), -units);
    return target.ended ? "combine after expiry" : "combine";
  }
  const symbol = held.find((candidate) => candidate.startsWith(op.capital ? "UTXC" : "UTXU")) ?? held[0];
  if (symbol === undefined || op.to === user) return null;
  const units = (heldOf(user, symbol) * BigInt(op.percent)) / 100n || heldOf(user, symbol);
  const quantity = `${utx(units).split(" ")[0]} ${symbol}`;
  await own(user, [
    {
      account: STAKE,
      name: "transfer",
      authorization: [signer(user)],
      data: { from: user, to: op.to, quantity, memo: "instrument" },
    },
  ]);
  hold(user, symbol, -units);
  hold(op.to, symbol, units);
  return "transfer";
}

/** Runs one operation through the service (or checks its refusal); returns what it did. */
async function run(op: Operation, codes: readonly number[], expired: ReadonlySet<number>): Promise<string> {
  const user = users.get(op.user) as StakeUser;
  const held = [...(model.positions.get(op.user) ?? new Map<number, Position>()).entries()];
  if (op.kind === "redeem") {
    const target = held.find(([expiry]) => expired.has(expiry));
    if (target) {
      const [expiry, position] = target;
      const { cosigned, pushed } = await user.cosignAndPush("requestRedeem", {
        authorization: op.user,
        expiry,
      });
      const total = position.liquid + position.locked;
      const quote = quoteRedeem(expiry, pushed.blockTime, total);
      if (!quote.ok) throw new Error(quote.error);
      expect(cosigned.quote).toEqual({ quantity: utx(total), tc: "1.000000000000", received: utx(total) });
      add(op.user, total);
      setPosition(op.user, expiry, { liquid: 0n, locked: 0n });
      model.pool.staked -= total;
      return "redeem";
    }
  }
  if (op.kind === "lockedUnstake") {
    const target = held.find(([expiry, position]) => !expired.has(expiry) && position.liquid === 0n);
    if (target) {
      const answer = await user.request("requestUnstake", {
        authorization: op.user,
        amount: "1",
        expiry: target[0],
      });
      expect(answer).toEqual({ error: STAKE_ERRORS.lockedBeforeExpiry });
      return "locked unstake refused";
    }
  }
  if (op.kind === "unstake") {
    const target = held.find(([expiry, position]) => !expired.has(expiry) && position.liquid > 0n);
    if (target) {
      const [expiry, position] = target;
      const units = (position.liquid * BigInt(op.percent)) / 100n || position.liquid;
      const { cosigned, pushed } = await user.cosignAndPush("requestUnstake", {
        authorization: op.user,
        amount: amountText(units),
        expiry,
      });
      const quote = quoteUnstake(DEVNET_CURVE, expiry, pushed.blockTime, units, false);
      if (!quote.ok) throw new Error(quote.error);
      expect(cosigned.quote).toEqual({
        quantity: utx(units),
        tc: rateText(quote.value.tc),
        received: utx(quote.value.received),
      });
      add(op.user, quote.value.received);
      setPosition(op.user, expiry, { ...position, liquid: position.liquid - units });
      model.pool.rewards += quote.value.toPool;
      model.pool.staked -= units;
      return "unstake";
    }
  }
  const expiry = codes[op.expiryIndex % codes.length] as number;
  const { cosigned, pushed } = await user.cosignAndPush("requestStake", {
    authorization: op.user,
    amount: amountText(op.units),
    expiry,
    stakeRewards: op.restake,
    allowUnwinding: !op.locked,
  });
  const quote = quoteStake(DEVNET_CURVE, expiry, pushed.blockTime, op.units, op.locked, op.restake);
  if (!quote.ok) throw new Error(quote.error);
  expect(unitsOf(cosigned.quote.position as string)).toBe(quote.value.position);
  expect(unitsOf(cosigned.quote.reward as string)).toBe(quote.value.reward);
  add(op.user, quote.value.reward - op.units);
  const position = positionOf(op.user, expiry);
  setPosition(op.user, expiry, {
    liquid: position.liquid + (op.locked ? 0n : quote.value.position),
    locked: position.locked + (op.locked ? quote.value.position : 0n),
  });
  model.pool.rewards -= quote.value.reward + quote.value.restaked;
  model.pool.staked += quote.value.position;
  return "stake";
}

describe("QuickStake through the service", () => {
  it("conserves every UTX over 200 random operations and their splits, combines and transfers", async () => {
    const total = await utxTotal(network.chainApi, USERS);
    const alice = users.get("alice") as StakeUser;
    const done = new Map<string, number>();
    let expired = new Set<number>();
    for (const [index, op] of OPERATIONS.entries()) {
      if (index === 100) {
        // Past the two nearest expiries: their positions can only be redeemed now.
        const table = alice.rates.at(-1) ?? [];
        const tables = alice.rates.length;
        expired = new Set(table.slice(0, 2).map((entry) => entry.expiry));
        await advanceClock(network, ((table[1]?.days as number) + 1) * 86_400);
        await waitUntil(() => alice.rates.length > tables);
      }
      const codes = (alice.rates.at(-1) ?? []).map((entry) => entry.expiry);
      const what = await run(op, codes, expired);
      done.set(what, (done.get(what) ?? 0) + 1);
      await expectChainMatches(op.user);
      expect(await utxTotal(network.chainApi, USERS)).toBe(total);
      const manage = MANAGE_OPERATIONS[index] as ManageOperation;
      if (manage.kind === "none") continue;
      const managed = (await runManage(manage, codes, expired)) ?? "nothing to manage";
      done.set(managed, (done.get(managed) ?? 0) + 1);
      await expectChainMatches(manage.user);
      await expectChainMatches(manage.to);
      expect(await utxTotal(network.chainApi, USERS)).toBe(total);
    }
    for (const account of USERS) await expectChainMatches(account);
    // The contract holds exactly the reward pool, the positions and the TC outstanding.
    expect(await utxOf(network.chainApi, STAKE)).toBe(
      model.pool.rewards + model.pool.staked + tcOutstanding(),
    );
    const supplies = await Promise.all(
      [...capitals.keys()].map((tc) => instrumentSupply(network.chainApi, tc)),
    );
    expect(supplies.reduce((a, b) => a + b, 0n)).toBe(tcOutstanding());
    const positions = [...model.positions.values()].flatMap((map) => [...map.values()]);
    expect(positions.reduce((sum, p) => sum + p.liquid + p.locked, 0n)).toBe(model.pool.staked);
    // Every kind of operation happened.
    const kinds = [...done.keys()].filter((kind) => kind !== "nothing to manage");
    expect(kinds.sort()).toEqual([
      "combine",
      "combine after expiry",
      "locked unstake refused",
      "redeem",
      "split",
      "stake",
      "transfer",
      "unstake",
    ]);
    const manageRuns = MANAGE_OPERATIONS.filter((op) => op.kind !== "none").length;
    expect([...done.values()].reduce((a, b) => a + b, 0)).toBe(200 + manageRuns);
  }, 180_000);
});
