import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AMM_DEPOSIT_MEMO } from "@ux/core/amm/contract";
import { buildTransaction, createChainClient, readTransactionHeader, signedWith } from "@ux/core/chainClient";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import { AbiCache } from "../../src/chain/abiCache";
import { encodeAction } from "../../src/chain/actionData";
import { signTransaction } from "../../src/chain/keySigning";
import { openDatabase } from "../../src/db/database";
import { ordersOf } from "../../src/db/orderStore";
import { reportDeliveries } from "../../src/db/reportStore";
import { AMM, TOKEN, testChain, USDT_CONTRACT } from "../support/ammFixtures";
import { FAKE_CHAIN_ID, type FakeNodeos } from "../support/fakeNodeos";
import { bindProven } from "../support/provenSession";
import { connectClient, pause } from "../support/socketClient";
import { startTestServices } from "../support/startTestServices";
import { migratedTemplate } from "../support/testDatabase";
import { KEYS } from "../support/testKeys";

let chain: FakeNodeos;
let dataDir: string;

beforeAll(async () => {
  chain = testChain();
  await chain.start();
  dataDir = mkdtempSync(join(tmpdir(), "ux-amm-restart-"));
});

afterAll(async () => {
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function placeOrders(count: number): Promise<string> {
  const client = createChainClient(chain.url, { fetch });
  const abis = new AbiCache(client);
  const auth = [{ actor: "bob", permission: "active" }];
  const actions = [
    encodeAction(
      {
        account: USDT_CONTRACT,
        name: "transfer",
        authorization: auth,
        data: { from: "bob", to: AMM, quantity: `${count}.000000 USDT`, memo: AMM_DEPOSIT_MEMO },
      },
      await abis.get(USDT_CONTRACT),
    ),
  ];
  for (let i = 0; i < count; i++) {
    actions.push(
      encodeAction(
        {
          account: AMM,
          name: "placeorder",
          authorization: auth,
          data: {
            contract: USDT_CONTRACT,
            outputs: [{ ext_symbol: { sym: "4,UTX", contract: TOKEN }, proportion: 10_000 }],
            owner: "bob",
            pool_id: 1,
            quantity: "1.000000 USDT",
          },
        },
        await abis.get(AMM),
      ),
    );
  }
  const { header, chainId } = await readTransactionHeader(client);
  const built = buildTransaction(header, actions);
  const answer = await client.sendTransaction(
    signedWith(built, [signTransaction(built.transaction, chainId, KEYS.bob)]),
  );
  return answer.transactionId;
}

describe("a services restart in the middle of a batch", () => {
  it("loses no order and sends no report twice", async () => {
    const open = async () => openDatabase({ dataDir, pgliteTemplate: await migratedTemplate() });
    const orderTx = await placeOrders(3);

    // First run: the settle applies on chain but the answer is lost, then the services stop.
    const first = await startTestServices(chain, [], open);
    await first.indexer.refresh();
    chain.dropResponses = 1;
    expect(await first.keeper.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    expect(chain.queuedOrders()).toEqual([]);
    expect((await ordersOf(first.database.db, "bob")).map((o) => [o.order_id, o.status, o.tx_id])).toEqual([
      ["1", "queued", orderTx],
      ["2", "queued", orderTx],
      ["3", "queued", orderTx],
    ]);
    await first.stop();

    // Second run on the same data dir: the owner connects, the keeper recovers the batch from history.
    const second = await startTestServices(chain, [], open);
    try {
      await second.indexer.refresh();
      const socket = await connectClient(second.urls.ammSocket);
      const received: ReportEvent[] = [];
      socket.on("report", (event: ReportEvent, ack: (answer: unknown) => void) => {
        received.push(event);
        ack(true);
      });
      const token = await bindProven(socket, "bob", KEYS.bob, FAKE_CHAIN_ID);
      expect(await second.keeper.tick()).toEqual({ settledPools: [], newReports: 3, recovered: 1 });
      // Delivered over the socket after the tick: waited for, not assumed within a fixed pause (a loaded
      // machine takes longer).
      await expect
        .poll(() => received.map((r) => r.order_id).sort(), { timeout: 5_000 })
        .toEqual(["1", "2", "3"]);
      expect(received.every((r) => r.orderTxId === orderTx && r.report.status === "filled")).toBe(true);
      expect(await second.keeper.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
      await second.delivery.resendPending();
      socket.disconnect();
      const again = await connectClient(second.urls.ammSocket);
      await again.timeout(5_000).emitWithAck("setUser", { account: "bob", token });
      again.on("report", (event: ReportEvent) => received.push(event));
      await pause(150);
      again.disconnect();
      expect(received).toHaveLength(3);
      const deliveries = await reportDeliveries(second.database.db);
      expect(deliveries.map((d) => [d.order_id, d.push_count, d.acked_at !== null])).toEqual([
        ["1", 1, true],
        ["2", 1, true],
        ["3", 1, true],
      ]);
      expect((await ordersOf(second.database.db, "bob")).map((o) => o.status)).toEqual([
        "settled",
        "settled",
        "settled",
      ]);
    } finally {
      await second.stop();
    }
  });
});
