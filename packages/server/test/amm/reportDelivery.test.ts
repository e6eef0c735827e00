import { placeOrder } from "@ux/core/amm";
import { AMM_DEPOSIT_MEMO, poolFromRow, poolRowSchema } from "@ux/core/amm/contract";
import { Bytes, Serializer, Transaction } from "@wharfkit/antelope";
import { describe, expect, it } from "vitest";
import type { ReportEvent } from "../../src/amm/socket/reportDelivery";
import { ordersOf } from "../../src/db/orderStore";
import { reportDeliveries } from "../../src/db/reportStore";
import { AMM, TOKEN, USDT_CONTRACT } from "../support/ammFixtures";
import { FAKE_CHAIN_ID } from "../support/fakeNodeos";
import { bindProven } from "../support/provenSession";
import { connectClient, nextEvent, pause } from "../support/socketClient";
import { useTestServices } from "../support/startTestServices";
import { KEYS } from "../support/testKeys";

const running = useTestServices();

const auth = [{ actor: "alice", permission: "active" }];
const order = {
  account: AMM,
  name: "placeorder",
  authorization: auth,
  data: {
    contract: TOKEN,
    outputs: [
      { ext_symbol: { sym: "6,USDT", contract: USDT_CONTRACT }, proportion: 7_000 },
      { ext_symbol: { sym: "4,EOS", contract: TOKEN }, proportion: 3_000 },
    ],
    owner: "alice",
    pool_id: 0,
    quantity: "250.0000 UTX",
  },
};

describe("placedorder -> keeper settle -> report", () => {
  it("pushes exactly one report equal to the estimate, re-sent after a reconnect until acknowledged", async () => {
    const first = await connectClient(running.services.urls.ammSocket);
    const token = await bindProven(first, "alice", KEYS.alice, FAKE_CHAIN_ID);

    // The estimate the app makes before ordering, from the pool as the chain shows it.
    const poolBefore = poolFromRow(poolRowSchema.parse(running.chain.pool(0)));
    const estimate = placeOrder(
      poolBefore,
      { token: { contract: TOKEN, symbol: "UTX" }, amount: 2_500_000n },
      [
        { token: { contract: USDT_CONTRACT, symbol: "USDT" }, proportion: 7_000 },
        { token: { contract: TOKEN, symbol: "EOS" }, proportion: 3_000 },
      ],
    );
    if (!estimate.ok) throw new Error(estimate.detail);

    // payForResources, the user's signature, send_transaction, then placedorder with the returned order id.
    const depositAction = {
      account: TOKEN,
      name: "transfer",
      authorization: auth,
      data: { from: "alice", to: AMM, quantity: "250.0000 UTX", memo: AMM_DEPOSIT_MEMO },
    };
    const prepared = (await first.timeout(5_000).emitWithAck("payForResources", [depositAction, order])) as {
      signatures: string[];
      serializedTransactionX: string;
    };
    const trx = Serializer.decode({
      data: Bytes.from(prepared.serializedTransactionX, "hex"),
      type: Transaction,
    });
    const userSignature = KEYS.alice.signDigest(trx.signingDigest(FAKE_CHAIN_ID)).toString();
    const pushed = (await (
      await fetch(`${running.chain.url}/v1/chain/send_transaction`, {
        method: "POST",
        body: JSON.stringify({
          signatures: [...prepared.signatures, userSignature],
          packed_trx: prepared.serializedTransactionX,
        }),
      })
    ).json()) as {
      transaction_id: string;
      processed: { action_traces: { act: { name: string }; return_value_data?: string }[] };
    };
    const orderId = pushed.processed.action_traces.find(
      (t) => t.act.name === "placeorder",
    )?.return_value_data;
    expect(orderId).toBe("1");
    expect(
      await first.timeout(5_000).emitWithAck("placedorder", {
        pool_id: 0,
        actions: [order],
        order_ids: [orderId],
        tx_id: pushed.transaction_id,
      }),
    ).toEqual({ ok: true });
    expect(
      (await ordersOf(running.services.database.db, "alice")).map((o) => [o.order_id, o.status, o.tx_id]),
    ).toEqual([["1", "placed", pushed.transaction_id]]);

    // The first push is not acknowledged (the handler ignores the ack callback).
    const firstReport = nextEvent<ReportEvent>(first, "report");
    const tick = await running.services.keeper.tick();
    expect(tick).toEqual({ settledPools: [0], newReports: 1, recovered: 0 });
    const report = await firstReport;
    expect(report.order_id).toBe("1");
    expect(report.pool_id).toBe(0);
    expect(report.orderTxId).toBe(pushed.transaction_id);
    expect(report.forwardTxId).toMatch(/^[0-9a-f]{64}$/);
    expect(report.forwardTxId).not.toBe(pushed.transaction_id);
    expect(report.report.input.quantity).toBe("250.0000 UTX");
    const [usdt, eos] = estimate.outputs;
    expect(report.report.outputs.map((o) => o.quantity)).toEqual([
      `${(usdt?.amount ?? 0n) / 1_000_000n}.${String((usdt?.amount ?? 0n) % 1_000_000n).padStart(6, "0")} USDT`,
      `${(eos?.amount ?? 0n) / 10_000n}.${String((eos?.amount ?? 0n) % 10_000n).padStart(4, "0")} EOS`,
    ]);
    expect(running.chain.wallet("alice", "USDT@tethertether")).toBe(usdt?.amount);
    first.disconnect();

    // A reconnect gets the report again; this time the client acknowledges it.
    const second = await connectClient(running.services.urls.ammSocket);
    const again = new Promise<ReportEvent>((resolve) => {
      second.once("report", (event: ReportEvent, ack: (answer: unknown) => void) => {
        ack({ ok: true });
        resolve(event);
      });
    });
    // The reconnection binds again with the proof's session token: no new signature.
    expect(await second.timeout(5_000).emitWithAck("setUser", { account: "alice", token })).toEqual({
      ok: true,
      account: "alice",
    });
    expect(await again).toEqual(report);
    await pause(100);
    second.disconnect();

    // Acknowledged: the next connection gets nothing, and a second keeper pass settles nothing new.
    const third = await connectClient(running.services.urls.ammSocket);
    let extra = 0;
    third.on("report", () => {
      extra += 1;
    });
    await third.timeout(5_000).emitWithAck("setUser", { account: "alice", token });
    expect(await running.services.keeper.tick()).toEqual({ settledPools: [], newReports: 0, recovered: 0 });
    await pause(150);
    third.disconnect();
    expect(extra).toBe(0);
    const deliveries = await reportDeliveries(running.services.database.db);
    expect(deliveries.map((d) => [d.order_id, d.owner, d.push_count, d.acked_at !== null])).toEqual([
      ["1", "alice", 2, true],
    ]);
    expect((await ordersOf(running.services.database.db, "alice")).map((o) => o.status)).toEqual(["settled"]);
  });

  it("acknowledges through reportReceived too, and validates placedorder", async () => {
    const socket = await connectClient(running.services.urls.ammSocket);
    try {
      await bindProven(socket, "bob", KEYS.bob, FAKE_CHAIN_ID);
      expect(
        await socket.timeout(5_000).emitWithAck("placedorder", {
          pool_id: 0,
          actions: [order],
          order_ids: ["9"],
          tx_id: "ab".repeat(32),
        }),
      ).toEqual({
        error: "placedorder action 1 is not a placeorder or ufxhop of bob on amm.ux",
      });
      expect(
        await socket.timeout(5_000).emitWithAck("placedorder", {
          pool_id: 0,
          actions: [order],
          order_ids: ["9", "10"],
          tx_id: "ab".repeat(32),
        }),
      ).toEqual({ error: "Invalid placedorder payload: one order id per placeorder action" });
      expect(
        await socket
          .timeout(5_000)
          .emitWithAck("placedorder", { pool_id: 0, actions: [order], order_ids: ["9"], tx_id: "xyz" }),
      ).toEqual({
        error: "Invalid placedorder payload at tx_id: tx_id must be 64 hex digits",
      });
      expect(await socket.timeout(5_000).emitWithAck("reportReceived", { order_id: "1" })).toEqual({
        ok: true,
        acknowledged: false,
      });
      expect(await socket.timeout(5_000).emitWithAck("reportReceived", "x")).toEqual({
        error: "Invalid reportReceived payload: Invalid input",
      });
    } finally {
      socket.disconnect();
    }
  });
});
