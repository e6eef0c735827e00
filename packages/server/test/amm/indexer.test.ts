import { createChainClient } from "@ux/core/chainClient";
import { decimalToUnits, parseDecimal } from "@ux/core/money";
import { describe, expect, it } from "vitest";
import { parseAmmSummary } from "../../../app/src/shared/api/ammIndexer";
import { AmmIndexer } from "../../src/amm/indexer/ammIndexer";
import { insertSnapshots } from "../../src/db/snapshotStore";
import { insertTrades } from "../../src/db/tradeStore";
import { AMM } from "../support/ammFixtures";
import { useTestServices } from "../support/startTestServices";

const running = useTestServices();

/** An indexer of its own over the running chain and database, with the settings a test sets. */
function ownIndexer(settings: Omit<ConstructorParameters<typeof AmmIndexer>[0], "chain" | "db" | "amm">) {
  return new AmmIndexer({
    chain: createChainClient(running.chain.url, { fetch }),
    db: running.services.database.db,
    amm: AMM,
    ...settings,
  });
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function summary() {
  const response = await fetch(running.services.urls.ammIndexer);
  expect(response.status).toBe(200);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as {
    status: string;
    asset_prices_last_updated: string;
    pools: Record<string, unknown>[];
    min_trade_values: unknown[];
    metrics: Record<string, string>;
  };
}

describe("indexer summary", () => {
  it("prices tokens from the USDT anchor through pools and values liquidity exactly", async () => {
    const body = await summary();
    expect(body.status).toBe("ok");
    const byName = Object.fromEntries(body.pools.map((p) => [p.pool_name, p]));
    expect(byName.utxusdt?.asset_prices).toEqual([
      { symbol: "UTX", contract: "eosio.token", price: "0.1" },
      { symbol: "USDT", contract: "tethertether", price: "1" },
      { symbol: "LPB", contract: "lptoken.ux", price: "1" },
    ]);
    expect(byName.antelope?.asset_prices).toEqual([
      { symbol: "UTX", contract: "eosio.token", price: "0.1" },
      { symbol: "EOS", contract: "eosio.token", price: "0.5" },
      { symbol: "USDT", contract: "tethertether", price: "1" },
      { symbol: "LPA", contract: "lptoken.ux", price: "2" },
    ]);
    expect(byName.ufxutx?.asset_prices).toEqual([
      { symbol: "UFX", contract: "eosio.token", price: "0.05" },
      { symbol: "UTX", contract: "eosio.token", price: "0.1" },
      { symbol: "LPC", contract: "lptoken.ux", price: "4" },
    ]);
    // No route to USDT: no prices, liquidity 0, and its LP is not priced.
    expect(byName.island?.asset_prices).toEqual([]);
    expect(byName.island?.core_usd_value).toBeNull();
    expect(body.pools.map((p) => [p.pool_name, p.liquidity_usd_value])).toEqual([
      ["antelope", "20000.000000"],
      ["utxusdt", "40000.000000"],
      ["ufxutx", "4000.000000"],
      ["island", "0.000000"],
    ]);
    expect(byName.antelope).toMatchObject({
      id: 0,
      pool_description: "UTX, EOS and USDT",
      core_symbol: "LPA",
      core_contract: "lptoken.ux",
      core_decimals: 4,
      core_balance: "10000.0000",
      core_usd_value: "2",
      is_ufx_pool: false,
      tokens: [
        { symbol: "UTX", contract: "eosio.token", decimals: 4 },
        { symbol: "EOS", contract: "eosio.token", decimals: 4 },
        { symbol: "USDT", contract: "tethertether", decimals: 6 },
      ],
    });
    expect((byName.antelope?.assets as unknown[] | undefined)?.[0]).toEqual({
      ext_symbol: { contract: "eosio.token", sym: "4,UTX" },
      quantity: "100000.0000 UTX",
      weight: 5000,
      min_trade: "0.0100 UTX",
      wt: "50.00",
      plp: "50.00",
    });
    expect(byName.ufxutx?.is_ufx_pool).toBe(true);
    expect(body.metrics).toEqual({
      total_liquidity_usd_value: "64000.000000",
      volume_24h_usd_value: "0.000000",
      fees_24h_usd_value: "0.000000",
      pool_count: 4,
    });
    expect(body.min_trade_values).toContainEqual({
      symbol: "UTX",
      contract: "eosio.token",
      min_trade: "0.0500",
    });
    expect(body.min_trade_values).toContainEqual({
      symbol: "USDT",
      contract: "tethertether",
      min_trade: "0.010000",
    });
    expect(body.asset_prices_last_updated).toBe(
      new Date((running.services.indexer.chainTime() ?? 0) * 1000).toISOString(),
    );
  });

  it("is read by the app's own summary parser", async () => {
    const parsed = parseAmmSummary(await summary());
    expect(parsed.status).toBe("ok");
    expect(parsed.metrics?.total_liquidity_usd_value).toBe("64000.000000");
    expect(parsed.pools.map((p) => p.id)).toEqual(["0", "1", "2", "3"]);
  });

  it("derives 24h volume, fees, average trade, APR and percent changes from trades and the day-old snapshot", async () => {
    const now = running.services.indexer.chainTime() ?? 0;
    const db = running.services.database.db;
    await insertTrades(db, [
      { order_id: "101", pool_id: 1, time: now - 60, volume_usd: "3000", fees_usd: "6" },
      { order_id: "102", pool_id: 1, time: now - 3_600, volume_usd: "2000", fees_usd: "4" },
      { order_id: "90", pool_id: 1, time: now - 86_400 - 60, volume_usd: "1000", fees_usd: "5" },
    ]);
    await insertSnapshots(db, [
      {
        pool_id: 1,
        time: now - 86_400 - 100,
        liquidity_usd: "32000",
        volume_24h_usd: "0",
        fees_24h_usd: "0",
        prices: {},
      },
    ]);
    await running.services.indexer.refresh();
    const pool = (await summary()).pools.find((p) => p.id === 1);
    expect(pool).toMatchObject({
      volume_24h_usd_value: "5000.000000",
      fees_24h_usd_value: "10.000000",
      trades_24h_count: 2,
      trades_24h_average_usd_value: "2500.000000",
      // 10 / 40000 * 365 * 100 = 9.125% -> 9.12 (never overstated)
      apy_local_percent: "9.12",
      fees_24h_usd_value_percent_change: "100.00",
      trades_24h_average_usd_value_percent_change: "150.00",
      pools_liquidity_prior_snapshot_usd_value: "32000.000000",
      pools_liquidity_prior_snapshot_usd_value_percent_change: "25.00",
    });
    const others = (await summary()).pools.find((p) => p.id === 0);
    expect(others).toMatchObject({
      fees_24h_usd_value_percent_change: "0.00",
      pools_liquidity_prior_snapshot_usd_value: null,
      pools_liquidity_prior_snapshot_usd_value_percent_change: null,
    });
    expect((await summary()).metrics).toMatchObject({
      volume_24h_usd_value: "5000.000000",
      fees_24h_usd_value: "10.000000",
    });
  });

  it("turns 'delayed' when the chain head runs ahead of the index, and 'ok' again once it catches up", async () => {
    running.chain.tablesDown = true;
    running.chain.advanceBlocks(121 * 2);
    await expect(running.services.indexer.refresh()).rejects.toThrow("deadline exceeded");
    expect((await summary()).status).toBe("delayed");
    running.chain.tablesDown = false;
    await running.services.indexer.refresh();
    expect((await summary()).status).toBe("ok");
  });

  it("turns 'delayed' when it has not refreshed for longer than the lag, and before its first refresh", async () => {
    let now = 1_000_000;
    const indexer = ownIndexer({ maxLagSeconds: 60, now: () => now });
    expect(indexer.status()).toBe("delayed");
    expect(JSON.parse(indexer.summaryJson())).toEqual({
      status: "delayed",
      pools: [],
      min_trade_values: [],
      metrics: {},
    });
    await indexer.refresh();
    expect(indexer.status()).toBe("ok");
    now += 60_000;
    expect(indexer.status()).toBe("ok");
    now += 1;
    expect(indexer.status()).toBe("delayed");
  });

  it("reuses the trade totals between its loop's passes, and reads them again on refresh()", async () => {
    let passes = 0;
    const indexer = ownIndexer({
      now: () => {
        passes += 1;
        return Date.now();
      },
    });
    // The pool's 24h volume in micro-dollars (the summary's 6 decimals), exactly.
    const volume = () => {
      const text = indexer.poolSummaries().find((p) => p.id === 2)?.volume_24h_usd_value;
      const value = text === undefined ? null : parseDecimal(text);
      if (value === null) throw new Error(`pool 2 has no readable 24h volume: ${text}`);
      return decimalToUnits(value, 6, "down");
    };
    await indexer.refresh();
    const before = volume();
    const time = indexer.chainTime() ?? 0;
    await insertTrades(running.services.database.db, [
      { order_id: "201", pool_id: 2, time: time - 10, volume_usd: "700", fees_usd: "1" },
    ]);
    // A loop pass (idle: nobody said trades were stored) reads the chain, not the totals again...
    const counted = passes;
    indexer.start(60_000);
    try {
      await waitFor(() => passes > counted);
      expect(volume()).toBe(before);
      // ...a refresh (the keeper stored trades, here or on another instance) does.
      await indexer.refresh();
      expect(volume() - before).toBe(700_000_000n);
    } finally {
      await indexer.stop();
    }
  });
});
