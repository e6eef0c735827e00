import { AMM_ABI, AMM_DEPOSIT_MEMO } from "@ux/core/amm/contract";
import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import { ABI, Action, PrivateKey } from "@wharfkit/antelope";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AmmKeeper, DEFAULT_KEEPER_SETTINGS } from "../../src/amm/keeper/ammKeeper";
import { AbiCache } from "../../src/chain/abiCache";
import { signTransaction } from "../../src/chain/keySigning";
import type { OpenedDatabase } from "../../src/db/database";
import { reportDeliveries, type StoredReport } from "../../src/db/reportStore";
import { recordSettlement, settlementsByStatus } from "../../src/db/settlementStore";
import { AMM, TOKEN, testChain, USDT_CONTRACT } from "../support/ammFixtures";
import type { FakeNodeos } from "../support/fakeNodeos";
import { testDatabase } from "../support/testDatabase";
import { KEYS } from "../support/testKeys";

let chain: FakeNodeos;
let database: OpenedDatabase;

beforeAll(async () => {
  chain = testChain();
  await chain.start();
});
afterAll(async () => {
  await chain?.stop();
});
beforeEach(async () => {
  await database?.close();
  database = await testDatabase();
});

function keeper(key = KEYS.keeper, delivered: StoredReport[] = []) {
  const client = createChainClient(chain.url, { fetch });
  return new AmmKeeper({
    chain: client,
    abis: new AbiCache(client),
    db: database.db,
    config: {
      ...DEFAULT_KEEPER_SETTINGS,
      amm: AMM,
      account: "amm.keeper",
      permission: "active",
      privateKey: key,
    },
    onNewReports: async (reports) => {
      delivered.push(...reports);
    },
    valueTrades: (reports, time) =>
      reports.map((r) => ({
        order_id: r.order_id,
        pool_id: r.pool_id,
        time,
        volume_usd: "1.000000",
        fees_usd: "0.002000",
      })),
  });
}

/** Alice deposits and places `count` UTX -> USDT orders in pool 1 (signed by alice alone). */
async function placeOrders(count: number, quantity = "1.0000 UTX") {
  const client = createChainClient(chain.url, { fetch });
  const abi = ABI.from(AMM_ABI);
  const auth = [{ actor: "alice", permission: "active" }];
  const tokenAbi = await new AbiCache(client).get(TOKEN);
  const actions = [
    Action.from(
      {
        account: TOKEN,
        name: "transfer",
        authorization: auth,
        data: { from: "alice", to: AMM, quantity: `${count}.0000 UTX`, memo: AMM_DEPOSIT_MEMO },
      },
      tokenAbi,
    ),
    ...Array.from({ length: count }, () =>
      Action.from(
        {
          account: AMM,
          name: "placeorder",
          authorization: auth,
          data: {
            contract: TOKEN,
            outputs: [{ ext_symbol: { sym: "6,USDT", contract: USDT_CONTRACT }, proportion: 10_000 }],
            owner: "alice",
            pool_id: 1,
            quantity,
          },
        },
        abi,
      ),
    ),
  ];
  const { header, chainId } = await readTransactionHeader(client);
  const built = buildTransaction(header, actions);
  await client.sendTransaction(signedWith(built, [signTransaction(built.transaction, chainId, KEYS.alice)]));
}

describe("AMM keeper", () => {
  it("settles queued orders, stores one report per order, and hands only new ones on", async () => {
    await placeOrders(3);
    const delivered: StoredReport[] = [];
    const k = keeper(KEYS.keeper, delivered);
    expect(await k.tick()).toEqual({ settledPools: [1], newReports: 3, recovered: 0 });
    expect(chain.queuedOrders()).toEqual([]);
    expect(delivered.map((r) => r.report.status)).toEqual(["filled", "filled", "filled"]);
    expect(new Set(delivered.map((r) => r.forwardTxId)).size).toBe(1);
    expect(await k.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    expect(await settlementsByStatus(database.db)).toEqual({ pushing: 0, done: 1, failed: 0, expired: 0 });
    const trades = await database.db.selectFrom("trades").select(["order_id", "pool_id"]).execute();
    expect(trades).toHaveLength(3);
  });

  it("recovers a settle whose answer was lost, after a restart, from history: no report lost or stored twice", async () => {
    await placeOrders(2);
    chain.dropResponses = 1;
    const delivered: StoredReport[] = [];
    const beforeCrash = keeper(KEYS.keeper, delivered);
    expect(await beforeCrash.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    // The chain applied it; the keeper does not know the outcome and does not settle that pool again.
    expect(chain.queuedOrders()).toEqual([]);
    expect(await settlementsByStatus(database.db)).toMatchObject({ pushing: 1, done: 0 });
    await beforeCrash.stop();

    const afterRestart = keeper(KEYS.keeper, delivered);
    expect(await afterRestart.tick()).toEqual({ settledPools: [], newReports: 2, recovered: 1 });
    expect(await afterRestart.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    expect(delivered.map((r) => r.order_id).sort()).toHaveLength(2);
    expect((await reportDeliveries(database.db)).map((d) => d.push_count)).toEqual([0, 0]);
    expect(await settlementsByStatus(database.db)).toMatchObject({ pushing: 0, done: 1 });
  });

  it("recovers a lost answer on its own next tick: it reads the settlements while one is unknown", async () => {
    await placeOrders(2);
    chain.dropResponses = 1;
    const k = keeper();
    expect(await k.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    expect(await k.tick()).toEqual({ settledPools: [], newReports: 2, recovered: 1 });
    expect(await settlementsByStatus(database.db)).toMatchObject({ pushing: 0, done: 1 });
  });

  it("reads the settlements again when it starts leading (another instance may have left one)", async () => {
    const k = keeper();
    expect(await k.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    // What a leader on another instance left unfinished: this keeper's idle ticks do not look for it...
    await placeOrders(1);
    chain.dropResponses = 1;
    expect(await keeper().tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    expect(await k.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    // ...until it leads again.
    k.start(60_000);
    try {
      expect(await k.tick()).toEqual({ settledPools: [], newReports: 1, recovered: 1 });
    } finally {
      await k.stop();
    }
  });

  it("re-pushes a recorded settle the chain never saw, and expires one that can no longer apply", async () => {
    await placeOrders(1);
    const client = createChainClient(chain.url, { fetch });
    const abi = ABI.from(AMM_ABI);
    const settleTx = async (expireSeconds: number) => {
      const { header, chainId } = await readTransactionHeader(client, { expireSeconds: expireSeconds });
      const action = Action.from(
        {
          account: AMM,
          name: "settle",
          authorization: [{ actor: "amm.keeper", permission: "active" }],
          data: { keeper: "amm.keeper", pool_id: 1, max_orders: 50 },
        },
        abi,
      );
      const built = buildTransaction(header, [action]);
      return {
        tx_id: built.id,
        pool_id: 1,
        packed_trx: built.packedTrx,
        signatures: [signTransaction(built.transaction, chainId, KEYS.keeper)],
        expiration: Math.floor(Date.parse(`${header.expiration}Z`) / 1000),
      };
    };
    // Crashed after recording, before pushing: the next tick pushes the very same transaction.
    const unsent = await settleTx(60);
    await recordSettlement(database.db, unsent, 1);
    expect(await keeper().tick()).toEqual({ settledPools: [], newReports: 1, recovered: 1 });
    expect(chain.history.has(unsent.tx_id)).toBe(true);

    // A recorded settle past its expiration (and margin) that history never saw is dead: expired.
    const dead = await settleTx(10);
    await recordSettlement(database.db, { ...dead, tx_id: "ee".repeat(32) }, 2);
    chain.advanceBlocks(2 * (10 + 30 + 5));
    expect(await keeper().tick()).toEqual({ settledPools: [], newReports: 0, recovered: 1 });
    expect(await settlementsByStatus(database.db)).toEqual({ pushing: 0, done: 1, failed: 0, expired: 1 });
  });

  it("marks a settle the chain refuses as failed and settles again next tick", async () => {
    await placeOrders(1);
    const wrongKey = PrivateKey.from(KEYS.bob.toWif());
    expect(await keeper(wrongKey).tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    const failed = await database.db.selectFrom("settlements").select(["status", "error"]).execute();
    expect(failed).toEqual([
      {
        status: "failed",
        error: "transaction declares authority 'amm.keeper@active', but does not have signatures for it.",
      },
    ]);
    expect(chain.queuedOrders()).toHaveLength(1);
    expect(await keeper().tick()).toEqual({ settledPools: [1], newReports: 1, recovered: 0 });
  });

  it("reports a refunded order with the whole input back in the AMM balance", async () => {
    const before = chain.ammBalance("alice", "UTX@eosio.token");
    await placeOrders(1, "0.0001 UTX"); // below pool 1's 0.0500 UTX minimum
    const delivered: StoredReport[] = [];
    expect(await keeper(KEYS.keeper, delivered).tick()).toMatchObject({ newReports: 1 });
    expect(delivered[0]?.report).toMatchObject({
      status: "refunded",
      reason: "below_min_trade",
      refund: { quantity: "0.0001 UTX", contract: TOKEN },
      outputs: [],
    });
    // 1.0000 UTX deposited, 0.0001 ordered and refunded: the whole deposit is back in the AMM balance.
    expect(chain.ammBalance("alice", "UTX@eosio.token") - before).toBe(10_000n);
  });
});
