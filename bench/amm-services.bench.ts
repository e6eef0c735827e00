import type { PoolRowInput } from "@ux/core/amm/contract";
import { AMM_DEPOSIT_MEMO } from "@ux/core/amm/contract";
import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import { AmmIndexer } from "../packages/server/src/amm/indexer/ammIndexer";
import { summaryRoutes } from "../packages/server/src/amm/indexer/summaryRoutes";
import { AmmKeeper, DEFAULT_KEEPER_SETTINGS } from "../packages/server/src/amm/keeper/ammKeeper";
import { AbiCache } from "../packages/server/src/chain/abiCache";
import { encodeAction } from "../packages/server/src/chain/actionData";
import { signTransaction } from "../packages/server/src/chain/keySigning";
import { openDatabase } from "../packages/server/src/db/database";
import { insertTrades } from "../packages/server/src/db/tradeStore";
import { close, createJsonHttpServer, listen } from "../packages/server/src/http/jsonHttp";
import { testChain } from "../packages/server/test/support/ammFixtures";
import { KEYS } from "../packages/server/test/support/testKeys";
import { percentile } from "./percentile";
import { machineLoad } from "./support/machineLoad";
import { benchRuns, measureRuns, medianOfRuns, seriesOf } from "./support/measure";

// AMM services: GET /summary latency over HTTP with 100 pools indexed (and the refresh that builds it), and
// the keeper's settlement throughput (settle push + trace reports + database) against the small fake node.
// Each figure is the median of runs (min-max); the sizes on the wire are the same every time, read once.

const POOLS = 100;
/** GETs per run; each run gives one p50 and one p99. */
const REQUESTS = 200;
const REFRESHES = 4;
const SUMMARY_RUNS = benchRuns(5);
/** A keeper run places and settles 600 orders on a fresh fake node: the slow part, so fewer runs. */
const KEEPER_RUNS = benchRuns(3);
const load = machineLoad();
const ORDERS = 600;
const PER_TX = 50;
const SYMBOLS = ["UTX", "UTXRAM", "EOS", "TLOS", "WAX", "UFX", "ABC", "DEF"];

function poolRows(): PoolRowInput[] {
  return Array.from({ length: POOLS }, (_, id) => {
    const count = 2 + (id % 4);
    const picks = [
      SYMBOLS[id % SYMBOLS.length] as string,
      ...SYMBOLS.filter((_, i) => i !== id % SYMBOLS.length),
    ].slice(0, count - 1);
    const weights = Array.from({ length: count }, (_, i) =>
      i === 0 ? 10_000 - Math.floor(10_000 / count) * (count - 1) : Math.floor(10_000 / count),
    );
    const assets = [
      ...picks.map((symbol, i) => ({
        ext_symbol: { sym: `4,${symbol}`, contract: "eosio.token" },
        quantity: `${1_000 + id * 37 + i * 11}.0000 ${symbol}`,
        weight: weights[i] as number,
        min_trade: `0.0001 ${symbol}`,
      })),
      {
        ext_symbol: { sym: "6,USDT", contract: "tethertether" },
        quantity: `${500 + id}.000000 USDT`,
        weight: weights[count - 1] as number,
        min_trade: "0.000000 USDT",
      },
    ];
    return {
      id,
      pool_name: `pool${id}`,
      description: `bench pool ${id}`,
      assets,
      lp_symbol: {
        sym: "4,LP",
        contract: `lp${String.fromCharCode(97 + (id % 26))}${String.fromCharCode(97 + Math.floor(id / 26))}.ux`,
      },
      lp_supply: "1000.0000 LP",
      fee: 20,
      is_ufx_pool: false,
    };
  });
}

const ms = (n: number) => n.toFixed(2);

async function summaryLatency(): Promise<void> {
  const database = await openDatabase();
  const rows = poolRows();
  const chain = {
    getInfo: async () => ({
      chain_id: "0".repeat(64),
      head_block_num: 1000,
      head_block_id: "0".repeat(64),
      head_block_time: "2026-01-01T00:00:00.000",
      last_irreversible_block_num: 998,
    }),
    allTableRows: async <Row>() => rows as Row[],
  };
  const indexer = new AmmIndexer({ chain, db: database.db, amm: "amm.ux", maxLagSeconds: 3600 });
  await insertTrades(
    database.db,
    Array.from({ length: 2_000 }, (_, i) => ({
      order_id: String(i),
      pool_id: i % POOLS,
      time: 1767225600 - (i % 80_000),
      volume_usd: "12.5",
      fees_usd: "0.025",
    })),
  );
  const server = createJsonHttpServer(summaryRoutes(indexer));
  const port = await listen(server, 0);
  const url = `http://127.0.0.1:${port}/summary`;
  let bytes = 0;
  for (let i = 0; i < 50; i++) await (await fetch(url)).text();
  // One run: REFRESHES refreshes (their median), then REQUESTS GETs (their p50 and p99).
  const runs = { refresh: [] as number[], p50: [] as number[], p99: [] as number[] };
  for (let run = 0; run < SUMMARY_RUNS; run++) {
    const refreshTimes: number[] = [];
    for (let i = 0; i < REFRESHES; i++) {
      const start = performance.now();
      await indexer.refresh();
      refreshTimes.push(performance.now() - start);
    }
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      const body = await (await fetch(url)).text();
      times.push(performance.now() - start);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    runs.refresh.push(seriesOf(refreshTimes).median);
    runs.p50.push(percentile(times, 0.5));
    runs.p99.push(percentile(times, 0.99));
  }
  // What a browser receives: the same summary on the wire as it is, gzip and brotli (fetch decodes, so the
  // wire size is the content-length).
  const wireKb = async (encoding: string) => {
    const res = await fetch(url, { headers: { "accept-encoding": encoding } });
    const length = Number(res.headers.get("content-length") ?? (await res.text()).length);
    return (length / 1024).toFixed(1);
  };
  const [plainKb, gzipKb, brKb] = [await wireKb("identity"), await wireKb("gzip"), await wireKb("br")];
  console.log(
    `amm-services: indexer summary (${POOLS} pools, ${Math.round(bytes / 1024)} kB, ${REQUESTS} GETs a run): ` +
      `p50 ${medianOfRuns(seriesOf(runs.p50), ms, " ms")}; p99 ${medianOfRuns(seriesOf(runs.p99), ms, " ms")}`,
  );
  console.log(
    `amm-services: summary on the wire: ${plainKb} kB as it is, ${gzipKb} kB gzip, ${brKb} kB brotli (ratio ${(Number(brKb) / Number(plainKb)).toFixed(3)}; deterministic, read once)`,
  );
  console.log(
    `amm-services: indexer refresh (${POOLS} pools, prices + 24h stats + summary), median of ${REFRESHES} a run: ` +
      medianOfRuns(seriesOf(runs.refresh), ms, " ms"),
  );
  await close(server);
  await database.close();
}

/** Orders per second the keeper settles: one run, on a fresh fake node and database. */
async function keeperRun(): Promise<number> {
  const chain = testChain();
  await chain.start();
  const database = await openDatabase();
  const client = createChainClient(chain.url, { fetch });
  const abis = new AbiCache(client);
  const auth = [{ actor: "bob", permission: "active" }];
  for (let placed = 0; placed < ORDERS; placed += PER_TX) {
    const actions = [
      encodeAction(
        {
          account: "tethertether",
          name: "transfer",
          authorization: auth,
          data: { from: "bob", to: "amm.ux", quantity: `${PER_TX / 10}.000000 USDT`, memo: AMM_DEPOSIT_MEMO },
        },
        await abis.get("tethertether"),
      ),
    ];
    for (let i = 0; i < PER_TX; i++) {
      actions.push(
        encodeAction(
          {
            account: "amm.ux",
            name: "placeorder",
            authorization: auth,
            data: {
              contract: "tethertether",
              outputs: [{ ext_symbol: { sym: "4,UTX", contract: "eosio.token" }, proportion: 10_000 }],
              owner: "bob",
              pool_id: 1,
              quantity: "0.100000 USDT",
            },
          },
          await abis.get("amm.ux"),
        ),
      );
    }
    const { header, chainId } = await readTransactionHeader(client);
    const built = buildTransaction(header, actions);
    await client.sendTransaction(signedWith(built, [signTransaction(built.transaction, chainId, KEYS.bob)]));
  }
  const keeper = new AmmKeeper({
    chain: client,
    abis,
    db: database.db,
    config: {
      ...DEFAULT_KEEPER_SETTINGS,
      amm: "amm.ux",
      account: "amm.keeper",
      permission: "active",
      privateKey: KEYS.keeper,
      maxOrdersPerSettle: PER_TX,
    },
  });
  let settled = 0;
  const start = performance.now();
  while (settled < ORDERS) {
    const tick = await keeper.tick();
    if (tick.newReports === 0) throw new Error("keeper made no progress");
    settled += tick.newReports;
  }
  const seconds = (performance.now() - start) / 1000;
  await database.close();
  await chain.stop();
  return settled / seconds;
}

await summaryLatency();
const keeper = await measureRuns(KEEPER_RUNS, { ordersPerSecond: keeperRun });
console.log(
  `amm-services: keeper settled ${medianOfRuns(keeper.ordersPerSecond, (n) => Math.round(n).toString(), " orders/s")} ` +
    `(${ORDERS} orders a run, ${PER_TX} per settle, fake node + PGlite)`,
);
console.log(`amm-services: ${load.line()}`);
