import { placeorderData, unitsOfAssetText } from "@ux/core/amm/contract";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import { reportDeliveries } from "../../src/db/reportStore";
import type { RunningServices } from "../../src/startServices";
import { AmmUser, ammAction, depositAction } from "../integration/support/ammUser";
import { queuedOrderIds, walletBalance } from "../integration/support/chainReads";
import { connectClient, pause } from "../support/socketClient";
import { leaderOf, requirePostgres, startInstance, until, useSharedNetwork } from "./support/scaleOutNetwork";

/*
 * Two service instances on one real PostgreSQL against a real devnet chain: B leads the keeper, A stands by.
 * A user proven on A places an order there; B's keeper settles it, and the report reaches the user on A
 * through the PostgreSQL adapter (and nobody else: another account on A hears nothing). A session token
 * issued by A binds on B, since tokens live in the shared database. A's summary counts the trade at once
 * (B's announcement makes A read the trade totals again: its own passes reuse them up to a minute).
 */

const { USDT, UTX } = AMM_TOKENS;
const POOL = 1;
const binDir = requirePostgres("services on two instances");

describe.runIf(binDir !== undefined)("two service instances on one PostgreSQL", () => {
  const network = useSharedNetwork(binDir);
  let a: RunningServices;
  let b: RunningServices;
  const log: string[] = [];

  beforeAll(async () => {
    // B first, so it takes the keeper's lock; A then finds it held and stands by.
    b = await startInstance(network.chainApi, network.databaseUrl, "b", log);
    await until("b leads the keeper", () => b.cluster.isLeading("ammKeeper"));
    a = await startInstance(network.chainApi, network.databaseUrl, "a", log);
  }, 60_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
  });

  it("delivers to a user on A the report of an order B's keeper settled, to that user only", async () => {
    expect(await leaderOf(network.databaseUrl, "ammKeeper")).toBe("b");
    expect(a.cluster.isLeading("ammKeeper")).toBe(false);
    expect(a.cluster.isLeading("swapWorker")).toBe(false);

    const alice = await AmmUser.connect(a.urls.ammSocket, network.chainApi, "alice");
    const bob = await AmmUser.connect(a.urls.ammSocket, network.chainApi, "bob");
    // A token issued on A binds on B without a new signature: sessions live in the shared database.
    const onB = await connectClient(b.urls.ammSocket);
    expect(
      await onB.timeout(5_000).emitWithAck("setUser", { account: "alice", token: alice.sessionToken }),
    ).toEqual({ ok: true, account: "alice" });
    onB.disconnect();

    const tradesOnA = () => a.indexer.poolSummaries().find((p) => p.id === POOL)?.trades_24h_count ?? 0;
    await a.indexer.refresh();
    const tradesBefore = tradesOnA();
    const utxBefore = await walletBalance(network.chainApi, "alice", UTX);
    const outputs = [{ token: UTX, proportion: 10_000 }];
    const { orderIds, txId } = await alice.placeOrders(POOL, [
      depositAction("alice", USDT, 2_0000n),
      ammAction(
        "alice",
        "placeorder",
        placeorderData({ owner: "alice", pool_id: POOL, input: USDT, amount: 2_0000n, outputs }),
      ),
    ]);
    expect(orderIds).toHaveLength(1);
    const orderId = orderIds[0] as string;

    const report: ReportEvent = await alice.waitForReport(orderId, 20_000);
    expect(report.orderTxId).toBe(txId);
    expect(report.report.owner).toBe("alice");
    const received = unitsOfAssetText(report.report.outputs[0]?.quantity ?? "", UTX, "report output");
    expect(received).toBeGreaterThan(0n);
    expect(await walletBalance(network.chainApi, "alice", UTX)).toBe(utxBefore + received);
    expect(await queuedOrderIds(network.chainApi)).toEqual([]);
    // The keeper never moved: B settled, A (the instance the user is on) only delivered.
    expect(await leaderOf(network.databaseUrl, "ammKeeper")).toBe("b");
    expect(a.cluster.isLeading("ammKeeper")).toBe(false);
    await until("A's summary counts the trade", () => tradesOnA() === tradesBefore + 1, 10_000);

    await until("the report is acknowledged", async () => {
      const delivery = (await reportDeliveries(a.database.db)).find((d) => d.order_id === orderId);
      return delivery?.acked_at !== null && delivery !== undefined;
    });
    const delivery = (await reportDeliveries(a.database.db)).find((d) => d.order_id === orderId);
    // Pushed once, by A, the only instance alice is connected to.
    expect(delivery?.push_count).toBe(1);
    await pause(300);
    expect(alice.reports.map((r) => r.order_id)).toEqual([orderId]);
    expect(bob.reports).toEqual([]);
    alice.close();
    bob.close();
  });
});
