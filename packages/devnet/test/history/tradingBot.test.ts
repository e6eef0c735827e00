import { createChainClient } from "@ux/core/chainClient";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENESIS_POOLS } from "../../src/genesis/amm/genesisPools";
import { genesisBotPairs, TradingBot } from "../../src/history/tradingBot";
import { type Devnet, startDevnet } from "../../src/index";

// The history bot against the real ux chain (in memory, over HTTP): real signed orders, queued in the AMM.

let devnet: Devnet;
let chainApi: string;

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], dataDir: null, ports: { ux: 0 } });
  chainApi = devnet.chains.ux?.url ?? "";
}, 30_000);

afterAll(async () => {
  await devnet?.stop();
});

interface OrderRowJson {
  id: string | number;
  owner: string;
  pool_id: number;
  quantity: { quantity: string; contract: string } | string;
}

async function queuedOrders(): Promise<OrderRowJson[]> {
  const client = createChainClient(chainApi, { fetch });
  return (await client.allTableRows({ code: "amm.ux", scope: "amm.ux", table: "orders" })) as OrderRowJson[];
}

describe("trading bot", () => {
  it("trades every ordered pair of the standard genesis pools, none of a UFX pool", () => {
    const pairs = genesisBotPairs();
    expect(pairs.length).toBeGreaterThan(10);
    for (const pair of pairs) {
      const spec = GENESIS_POOLS[pair.poolId];
      expect(spec?.is_ufx_pool).toBe(false);
      expect(pair.input).not.toEqual(pair.output);
      expect(pair.minUnits).toBeGreaterThan(0n);
    }
  });

  it("places real signed orders, bounded per round, in all, and by the trader's balance", async () => {
    const bot = new TradingBot({ chainApi, seed: 7, ordersPerRound: 3, maxOrders: 5, maxShareBps: 100 });
    const placed = [];
    for (let round = 0; round < 10; round++) {
      const orders = await bot.round();
      expect(orders.length).toBeLessThanOrEqual(3);
      placed.push(...orders);
    }
    expect(placed).toHaveLength(5);
    expect(bot.placed).toBe(5);
    expect(await bot.round()).toEqual([]);
    const queued = await queuedOrders();
    for (const order of placed) {
      expect(order.transactionId).toMatch(/^[0-9a-f]{64}$/);
      const row = queued.find((candidate) => String(candidate.id) === order.orderId);
      expect(row?.owner).toBe(order.owner);
      expect(row?.pool_id).toBe(order.poolId);
      expect(["alice", "bob", "carol", "dave"]).toContain(order.owner);
    }
  });

  it("is deterministic for a seed", async () => {
    const shape = (orders: { owner: string; poolId: number; output: unknown }[]) =>
      orders.map((o) => [o.owner, o.poolId, o.output]);
    const a = new TradingBot({ chainApi, seed: 42, maxOrders: 4 });
    const b = new TradingBot({ chainApi, seed: 42, maxOrders: 4 });
    expect(shape(await a.round())).toEqual(shape(await b.round()));
  });

  it("spends at most its share of a balance and skips a pair the trader cannot afford", async () => {
    const usdtUtx = genesisBotPairs().filter((p) => p.poolId === 1);
    // 0.01% of a balance below the minimum trade: nothing is forced.
    const poor = new TradingBot({
      chainApi,
      pairs: usdtUtx.map((p) => ({ ...p, minUnits: 10n ** 15n })),
      maxShareBps: 1,
    });
    expect(await poor.round()).toEqual([]);
    const bot = new TradingBot({ chainApi, traders: ["bob"], pairs: usdtUtx, seed: 3, maxShareBps: 50 });
    const client = createChainClient(chainApi, { fetch });
    for (const order of await bot.round()) {
      const [, symbol] = order.quantity.split(" ");
      const [after = "0"] = await client.getCurrencyBalance(
        symbol === "USDT" ? "tethertether" : "eosio.token",
        "bob",
        symbol,
      );
      const spent = Number(order.quantity.split(" ")[0]);
      // The balance after is what was left: the order spent at most 0.5% of what bob had before it.
      expect(spent).toBeLessThanOrEqual(((Number(after.split(" ")[0]) + spent) * 50) / 10_000 + 1e-4);
    }
  });
});
