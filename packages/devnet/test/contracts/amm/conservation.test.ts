import { minTradeOf, type Pool, sameToken, tokenKey } from "@ux/core/amm";
import type { ReportData, TokenWithDecimals } from "@ux/core/amm/contract";
import { describe, expect, it } from "vitest";
import type { JsonAction } from "../../../src/engine/chainEngine";
import { AMM_TOKENS } from "../../../src/genesis/amm/ammTokens";
import { genesisTokens } from "../../../src/genesis/amm/genesisPools";
import { AMM, AmmChain, ammActions, orderIdsOf, reportsOf, stateOf, unitsOf } from "./support/ammChain";

const OWNERS = ["alice", "bob", "carol", "dave"];
const ORDERS = 1_000;

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    units: (low: bigint, high: bigint) =>
      high <= low ? low : low + BigInt(Math.floor(next() * Number(high - low))),
  };
}
type Random = ReturnType<typeof generator>;

/** Proportions of `count` outputs summing to 10000, each at least 1. */
function proportions(random: Random, count: number): number[] {
  const cuts = Array.from({ length: count - 1 }, () => 1 + random.int(9999)).sort((a, b) => a - b);
  const unique = [...new Set(cuts)];
  if (unique.length !== count - 1) return proportions(random, count);
  return [...unique, 10_000].map((cut, i) => cut - (i === 0 ? 0 : (unique[i - 1] ?? 0)));
}

/** Per token: what holders outside the AMM account have, and what the AMM account holds and owes. */
function ledger(chain: AmmChain) {
  const tokens = genesisTokens();
  const pools = chain.poolRows().map((row) => chain.pool(row.id));
  const outside = new Map<string, bigint>();
  const custody = new Map<string, bigint>();
  const owed = new Map<string, bigint>();
  const add = (map: Map<string, bigint>, key: string, amount: bigint) =>
    map.set(key, (map.get(key) ?? 0n) + amount);
  for (const token of tokens.values()) {
    const key = tokenKey(token);
    outside.set(key, 0n);
    owed.set(key, 0n);
    custody.set(key, chain.wallet(AMM, token));
    for (const { scope } of chain.engine.getTableByScope({
      code: token.contract,
      table: "accounts",
      limit: 10_000,
    }).rows) {
      if (scope !== AMM) add(outside, key, chain.wallet(scope, token));
    }
  }
  for (const pool of pools) for (const asset of pool.assets) add(owed, tokenKey(asset), asset.balance);
  for (const { scope } of chain.engine.getTableByScope({ code: AMM, table: "accounts", limit: 10_000 })
    .rows) {
    for (const row of chain.ammBalances(scope)) {
      add(owed, `${row.balance.split(" ")[1]}@${row.contract}`, unitsOf(row.balance));
    }
  }
  for (const order of chain.orders())
    add(owed, `${order.quantity.split(" ")[1]}@${order.contract}`, unitsOf(order.quantity));
  return { tokens, pools, outside, custody, owed };
}

function checkInvariants(chain: AmmChain, totalsBefore: Map<string, bigint>): void {
  const { tokens, pools, outside, custody, owed } = ledger(chain);
  for (const [key, token] of tokens) {
    // The AMM account holds exactly what it owes: pools, AMM balances and queued inputs.
    expect(custody.get(key), `custody of ${key}`).toBe(owed.get(key));
    const lpOf = pools.find((pool) => sameToken(pool.lp, token));
    if (lpOf === undefined) {
      expect((outside.get(key) ?? 0n) + (owed.get(key) ?? 0n), `total of ${key}`).toBe(totalsBefore.get(key));
    } else {
      // LP is minted and burned by orders: its supply always equals the pool's.
      expect(chain.supply(token), `supply of ${key}`).toBe(lpOf.lp.supply);
    }
  }
  for (const pool of pools) for (const asset of pool.assets) expect(asset.balance).toBeGreaterThan(0n);
}

/** A random order valid at placement (it may still be refunded at settlement), or null if the owner is short. */
function randomOrder(
  chain: AmmChain,
  random: Random,
  owner: string,
  pools: readonly Pool[],
  spent: Map<string, bigint>,
) {
  const tokens = genesisTokens();
  const decimals = (token: { contract: string; symbol: string }) =>
    tokens.get(tokenKey(token)) as TokenWithDecimals;
  const available = (token: TokenWithDecimals) =>
    chain.wallet(owner, token) - (spent.get(tokenKey(token)) ?? 0n);
  const amountFor = (pool: Pool, token: TokenWithDecimals): bigint | null => {
    const min = minTradeOf(pool, token) ?? 1n;
    const have = available(token);
    if (have < min) return null;
    // One order in five spends just the minimum: split into several outputs it is usually refunded.
    return random.int(5) === 0 ? min : random.units(min, min + have / 20n);
  };
  const take = (token: TokenWithDecimals, amount: bigint) =>
    spent.set(tokenKey(token), (spent.get(tokenKey(token)) ?? 0n) + amount);
  if (random.int(10) === 0) {
    const names = ["UTX", "UTXRAM", "EOS", "TLOS", "WAX", "USDT"] as const;
    const from = AMM_TOKENS[random.pick(names)];
    const to = AMM_TOKENS[random.pick(names.filter((name) => AMM_TOKENS[name] !== from))];
    const first = pools.find(
      (pool) => pool.is_ufx_pool && pool.assets.some((asset) => sameToken(asset, from)),
    );
    const amount = first && amountFor(first, from);
    if (!amount) return null;
    take(from, amount);
    return { input: from, amount, action: ammActions.ufxhop(owner, from, amount, to) };
  }
  const pool = random.pick(pools);
  const poolTokens = [...pool.assets, pool.lp].map(decimals);
  const input = random.pick(poolTokens);
  const amount = amountFor(pool, input);
  if (!amount) return null;
  const count = 1 + random.int(Math.min(3, poolTokens.length));
  const outputs = [...poolTokens].sort(() => random.next() - 0.5).slice(0, count);
  const shares = proportions(random, count);
  take(input, amount);
  return {
    input,
    amount,
    action: ammActions.placeorder(
      owner,
      pool.id,
      input,
      amount,
      outputs.map((token, i) => [token, shares[i] ?? 0] as const),
    ),
  };
}

describe("conservation under 1,000 random orders", () => {
  it("keeps every token's total, the AMM's custody and LP supplies, and reports every order exactly once", () => {
    const chain = new AmmChain();
    const random = generator(20_260_101);
    const before = ledger(chain);
    const totalsBefore = new Map(
      [...before.outside].map(([key, amount]) => [key, amount + (before.owed.get(key) ?? 0n)]),
    );
    const placed: string[] = [];
    const reports: ReportData[] = [];
    let refused = 0;
    const settleAll = () => {
      for (const poolId of new Set(chain.orders().map((order) => order.pool_id))) {
        while (chain.orders().some((order) => order.pool_id === poolId))
          reports.push(...reportsOf(chain.settle(poolId, 60)));
      }
    };
    while (placed.length < ORDERS) {
      const owner = random.pick(OWNERS);
      const pools = chain.poolRows().map((row) => chain.pool(row.id));
      const spent = new Map<string, bigint>();
      const orders = Array.from({ length: 1 + random.int(8) }, () =>
        randomOrder(chain, random, owner, pools, spent),
      )
        .filter((order) => order !== null)
        .slice(0, ORDERS - placed.length);
      if (orders.length === 0) continue;
      const actions: JsonAction[] = [
        ...orders.map((order) => ammActions.deposit(owner, order.input, order.amount)),
        ...orders.map((order) => order.action),
      ];
      if (random.int(20) === 0) {
        // A malformed order spoils its whole transaction: nothing of it may stay.
        const bad = structuredClone(actions.at(-1) as JsonAction);
        (bad.data as { outputs?: { proportion: number }[] }).outputs?.forEach((output) => {
          output.proportion = 1;
        });
        const snapshot = stateOf(chain);
        expect(() => chain.push([...actions, bad])).toThrow();
        expect(stateOf(chain)).toEqual(snapshot);
        refused += 1;
      }
      placed.push(...orderIdsOf(chain.push(actions)));
      if (chain.orders().length >= 150) {
        settleAll();
        checkInvariants(chain, totalsBefore);
      }
    }
    settleAll();
    for (const owner of OWNERS.slice(0, 2))
      if (chain.ammBalances(owner).length > 0) chain.push([ammActions.withdrawall(owner)]);
    checkInvariants(chain, totalsBefore);

    expect(placed).toHaveLength(ORDERS);
    expect(new Set(placed).size).toBe(ORDERS);
    expect(reports.map((report) => report.order_id).sort()).toEqual([...placed].sort());
    const refunded = reports.filter((report) => report.status === "refunded").length;
    expect(refunded).toBeGreaterThan(50);
    expect(ORDERS - refunded).toBeGreaterThan(500);
    expect(
      reports.filter((report) => report.hop_pool_id !== null && report.status === "filled").length,
    ).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(0);
    expect(chain.orders()).toEqual([]);
  });
});
