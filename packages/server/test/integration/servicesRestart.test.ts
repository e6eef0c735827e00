import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { multiSwap } from "@ux/core/amm";
import { assetTextOf, placeorderData } from "@ux/core/amm/contract";
import type { Devnet } from "@ux/devnet";
import { AMM_TOKENS } from "@ux/devnet/genesis/amm/ammTokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database";
import { ordersOf } from "../../src/db/orderStore";
import { reportDeliveries } from "../../src/db/reportStore";
import { pause } from "../support/socketClient";
import { migratedTemplate } from "../support/testDatabase";
import { AmmUser, ammAction, depositAction } from "./support/ammUser";
import { queuedOrderIds, readPool, walletBalance } from "./support/chainReads";
import { startRealServices, startUxDevnet } from "./support/realNetwork";

/*
 * The services stop after placedorder and before the keeper settles; a new instance on the same PGlite
 * folder must settle the batch, deliver each report once, and never again. Loops are off (manual) so the
 * test decides when the keeper runs.
 */

const { USDT, UTX } = AMM_TOKENS;
const POOL = 1;

let devnet: Devnet;
let chainApi: string;
let dataDir: string;

beforeAll(async () => {
  ({ devnet, chainApi } = await startUxDevnet());
  dataDir = mkdtempSync(join(tmpdir(), "ux-amm-integration-restart-"));
}, 30_000);

afterAll(async () => {
  await devnet?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const openSameFolder = async () => openDatabase({ dataDir, pgliteTemplate: await migratedTemplate() });

describe("a services restart in the middle of a batch", () => {
  it("loses no order and sends no report twice", async () => {
    const outputs = [{ token: UTX, proportion: 10_000 }];
    const amounts = [5_0000n, 3_0000n];
    const estimate = multiSwap(
      await readPool(chainApi, POOL),
      amounts.map((amount) => ({ token: USDT, amount })),
      outputs,
    );
    const utxBefore = await walletBalance(chainApi, "alice", UTX);

    // First instance: the batch is paid, pushed and announced with placedorder, then the services stop.
    const first = await startRealServices(chainApi, { manual: true, openDb: openSameFolder });
    const firstUser = await AmmUser.connect(first.urls.ammSocket, chainApi, "alice");
    const { orderIds, txId } = await firstUser.placeOrders(POOL, [
      depositAction("alice", USDT, 8_0000n),
      ...amounts.map((amount) =>
        ammAction(
          "alice",
          "placeorder",
          placeorderData({ owner: "alice", pool_id: POOL, input: USDT, amount, outputs }),
        ),
      ),
    ]);
    expect(orderIds).toHaveLength(2);
    firstUser.close();
    await first.stop();
    expect(await queuedOrderIds(chainApi)).toEqual(orderIds);

    // Second instance on the same folder: the orders are still known, the keeper settles, reports go once.
    const second = await startRealServices(chainApi, { manual: true, openDb: openSameFolder });
    try {
      expect(
        (await ordersOf(second.database.db, "alice")).map((o) => [o.order_id, o.status, o.tx_id]),
      ).toEqual(orderIds.map((id) => [id, "placed", txId]));
      const user = await AmmUser.connect(second.urls.ammSocket, chainApi, "alice");
      await second.indexer.refresh();
      const tick = await second.keeper.tick();
      expect(tick).toEqual({ settledPools: [POOL], newReports: 2, recovered: 0 });
      const reports = await Promise.all(orderIds.map((id) => user.waitForReport(id)));
      expect(reports.map((r) => r.report.outputs)).toEqual(
        estimate.orders.map((order) => [
          {
            quantity: assetTextOf(order.ok ? (order.outputs[0]?.amount ?? 0n) : -1n, UTX),
            contract: UTX.contract,
          },
        ]),
      );
      expect(reports.every((r) => r.orderTxId === txId)).toBe(true);
      expect(await walletBalance(chainApi, "alice", UTX)).toBe(
        utxBefore + (estimate.totals[0]?.amount ?? 0n),
      );
      expect(await queuedOrderIds(chainApi)).toEqual([]);

      // Nothing is sent again: another tick, a resend pass, and a reconnection bring no report.
      expect(await second.keeper.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
      await second.delivery.resendPending();
      user.close();
      const again = await AmmUser.connect(second.urls.ammSocket, chainApi, "alice");
      await pause(200);
      again.close();
      expect(user.reports).toHaveLength(2);
      expect(again.reports).toEqual([]);
      const deliveries = await reportDeliveries(second.database.db);
      expect(deliveries.map((d) => [d.order_id, d.push_count, d.acked_at !== null])).toEqual(
        orderIds.map((id) => [id, 1, true]),
      );
      expect((await ordersOf(second.database.db, "alice")).map((o) => o.status)).toEqual([
        "settled",
        "settled",
      ]);
    } finally {
      await second.stop();
    }
  });
});
