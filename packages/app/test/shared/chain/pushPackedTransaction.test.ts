import { createChainClient, NodeosError, NodeUnreachableError } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { contractReturnValues } from "../../../src/shared/chain/actionReturnValues";
import { createPackedTransactionPusher } from "../../../src/shared/chain/pushPackedTransaction";
import { PACKED, TX_ID, tracingNode } from "../../features/orders/amm/fakeAmm";
import { nodeosError } from "./fakeNode";

describe("pushing a co-signed transaction", () => {
  const signed = { id: TX_ID, packedTrx: PACKED, signatures: ["SIG_K1_a", "SIG_K1_b"] };

  it("returns where it went and the AMM traces", async () => {
    const { fetch } = tracingNode([{ name: "placeorder", hex: "2a00000000000000" }]);
    const pushed = await createPackedTransactionPusher(
      createChainClient("http://127.0.0.1:8888/", { fetch }),
    )(signed);
    expect(pushed.transactionId).toBe(TX_ID);
    expect(pushed.blockNum).toBe(1001);
    expect(contractReturnValues(pushed.actionTraces, "amm.ux", ["placeorder"])).toEqual(["42"]);
    expect(pushed.actionTraces[0]).toMatchObject({ receiver: "ux.payer", name: "noop" });
  });

  it("uses send_transaction2 with retry_trx and the confirmation depth when asked", async () => {
    const { node, fetch } = tracingNode([]);
    await createPackedTransactionPusher(createChainClient("http://127.0.0.1:8888", { fetch }))(signed, {
      pushGuarantee: true,
      retryTrxNumBlocks: 1,
    });
    expect(node.requests.at(-1)).toEqual({
      path: "/v1/chain/send_transaction2",
      method: "POST",
      body: {
        return_failure_trace: false,
        retry_trx: true,
        retry_trx_num_blocks: 1,
        transaction: {
          signatures: ["SIG_K1_a", "SIG_K1_b"],
          compression: 0,
          packed_context_free_data: "",
          packed_trx: PACKED,
        },
      },
    });
  });

  it("rejects with NodeosError (the node's detail) or NodeUnreachableError like the node client", async () => {
    const { node, fetch } = tracingNode([]);
    node.sendAnswers.push(
      nodeosError("tx_cpu_usage_exceeded", 3080004, "billed CPU time (900 us) is greater"),
    );
    const push = createPackedTransactionPusher(createChainClient("http://127.0.0.1:8888", { fetch }));
    const refused = push(signed);
    await expect(refused).rejects.toBeInstanceOf(NodeosError);
    await expect(refused).rejects.toThrow("billed CPU time (900 us) is greater");
    node.sendAnswers.push("offline");
    await expect(push(signed)).rejects.toBeInstanceOf(NodeUnreachableError);
  });
});
