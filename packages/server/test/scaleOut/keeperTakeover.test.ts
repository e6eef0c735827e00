import { placeorderData, unitsOfAssetText } from "@ux/core/amm/contract";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportDeliveries } from "../../src/db/reportStore";
import { settlementsByStatus } from "../../src/db/settlementStore";
import type { RunningServices } from "../../src/startServices";
import { AmmUser, ammAction, depositAction } from "../integration/support/ammUser";
import { queuedOrderIds, walletBalance } from "../integration/support/chainReads";
import { AMM } from "../integration/support/realNetwork";
import { type ServicesProcess, startServicesProcess } from "../integration/support/servicesProcess";
import {
  instanceConfig,
  leaderOf,
  requirePostgres,
  startInstance,
  until,
  useSharedNetwork,
} from "./support/scaleOutNetwork";

/*
 * The keeper's instance dies mid-auction: B (its own process, leading the keeper) is killed with SIGKILL as
 * soon as it has recorded a settle, with more orders placed while nobody leads. PostgreSQL drops B's lock
 * with its connection; A, standing by, takes the lead within seconds and settles the rest. Every order is
 * settled exactly once on chain (one `report` action each, an empty queue, the wallet paid the sum of the
 * reports) and reported once in the database, with no settle left unresolved.
 */

const { USDT, UTX } = AMM_TOKENS;
const POOL = 1;
const binDir = requirePostgres("keeper takeover on PostgreSQL");

const orderAction = (amount: bigint) =>
  ammAction(
    "alice",
    "placeorder",
    placeorderData({
      owner: "alice",
      pool_id: POOL,
      input: USDT,
      amount,
      outputs: [{ token: UTX, proportion: 10_000 }],
    }),
  );

/** How many `report` actions the chain's history holds per order id (one per settled order). */
async function reportActionsOnChain(chainApi: string): Promise<Map<string, number>> {
  const url = `${chainApi}/v2/history/get_actions?account=${AMM}&filter=${AMM}:report&limit=1000`;
  const { actions } = (await (await fetch(url)).json()) as {
    actions: { global_sequence: number | string; act: { data: { order_id: string | number } } }[];
  };
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  for (const action of actions) {
    // One action, however many receivers history lists it under.
    if (seen.has(String(action.global_sequence))) continue;
    seen.add(String(action.global_sequence));
    const id = String(action.act.data.order_id);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

describe.runIf(binDir !== undefined)("the keeper's instance killed mid-auction", () => {
  const network = useSharedNetwork(binDir);
  let b: ServicesProcess;
  let a: RunningServices;
  const log: string[] = [];

  beforeAll(async () => {
    b = await startServicesProcess(
      instanceConfig(network.chainApi, network.databaseUrl, "b"),
      60_000,
      "amm services:",
    );
    await until("b leads the keeper", async () => (await leaderOf(network.databaseUrl, "ammKeeper")) === "b");
    a = await startInstance(network.chainApi, network.databaseUrl, "a", log, { reportResendMs: 1_000 });
  }, 90_000);

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it("is taken over within seconds; no order is settled twice or lost", async () => {
    expect(a.cluster.isLeading("ammKeeper")).toBe(false);
    const alice = await AmmUser.connect(a.urls.ammSocket, network.chainApi, "alice");
    const utxBefore = await walletBalance(network.chainApi, "alice", UTX);

    const first = await alice.placeOrders(POOL, [
      depositAction("alice", USDT, 6_0000n),
      orderAction(2_0000n),
      orderAction(1_5000n),
      orderAction(2_5000n),
    ]);
    // B is mid-auction once it has recorded its signed settle: killed then, without any cleanup.
    await until("b records a settle", async () => {
      const counts = await settlementsByStatus(a.database.db);
      return counts.pushing + counts.done + counts.failed > 0;
    });
    const atKill = await settlementsByStatus(a.database.db);
    await b.kill9();
    const killedAt = performance.now();

    // Placed while nobody leads: B is gone and A has not taken the lock yet.
    const second = await alice.placeOrders(POOL, [
      depositAction("alice", USDT, 3_0000n),
      orderAction(1_0000n),
      orderAction(2_0000n),
    ]);
    await until("a leads the keeper", () => a.cluster.isLeading("ammKeeper"), 10_000);
    const takeoverMs = performance.now() - killedAt;
    expect(await leaderOf(network.databaseUrl, "ammKeeper")).toBe("a");
    expect(takeoverMs).toBeLessThan(5_000);

    const orderIds = [...first.orderIds, ...second.orderIds];
    expect(orderIds).toHaveLength(5);
    const reports = await Promise.all(orderIds.map((id) => alice.waitForReport(id, 30_000)));
    console.log(
      `keeper takeover: kill -9 of the leader to the standby's lead in ${Math.round(takeoverMs)} ms ` +
        `(settlements at the kill: ${JSON.stringify(atKill)})`,
    );

    // On chain: the queue is empty, each order settled by exactly one report action, paid once.
    expect(await queuedOrderIds(network.chainApi)).toEqual([]);
    // History indexes the last block a moment after the reports arrived: wait until every order shows.
    let onChain = new Map<string, number>();
    await until("every settle in history", async () => {
      onChain = await reportActionsOnChain(network.chainApi);
      return orderIds.every((id) => onChain.has(id));
    });
    expect(orderIds.map((id) => onChain.get(id))).toEqual(orderIds.map(() => 1));
    const paid = reports.reduce(
      (sum, r) => sum + unitsOfAssetText(r.report.outputs[0]?.quantity ?? "", UTX, "report output"),
      0n,
    );
    expect(await walletBalance(network.chainApi, "alice", UTX)).toBe(utxBefore + paid);

    // In the database: one report per order, none lost, no settle left unresolved.
    const stored = await reportDeliveries(a.database.db);
    expect(stored.map((d) => d.order_id).sort()).toEqual([...orderIds].sort());
    expect((await settlementsByStatus(a.database.db)).pushing).toBe(0);
    alice.close();
  });
});
