import type {
  ActionInput,
  SignedTransaction,
  TransactionHeader,
  TransactionSigner,
} from "@ux/core/chainClient";
import { createChainClient, TransactionError } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import { pollDelays } from "../../../src/shared/chain/pollingSchedule";
import { MAX_SEND_ATTEMPTS, submitTransaction } from "../../../src/shared/chain/submitTransaction";
import { FakeNode, nodeosError, recordingSleep } from "./fakeNode";

const TX_ID = "ab".repeat(32);
const ACTIONS: ActionInput[] = [
  {
    account: "eosio.token",
    name: "transfer",
    authorization: [{ actor: "alice", permission: "active" }],
    data: { from: "alice", to: "bob", quantity: "1.0000 UTX", memo: "" },
  },
];

/** Signs by recording what it was asked; the packed bytes start with the id so the fake node can file it. */
function fakeSigner(): TransactionSigner & { headers: TransactionHeader[] } {
  const headers: TransactionHeader[] = [];
  return {
    headers,
    async sign(header): Promise<SignedTransaction> {
      headers.push(header);
      return { id: TX_ID, packedTrx: `${TX_ID}00ff`, signatures: ["SIG_K1_fake"] };
    },
  };
}

function setup() {
  const node = new FakeNode();
  const api = createChainClient("http://devnet.test:8888/", { fetch: node.fetch });
  const { sleep, waits } = recordingSleep();
  return { node, api, sleep, waits, signer: fakeSigner() };
}

/** A client of `node` that runs `fork` once, just before the transaction's block is first checked. */
function forkingClient(node: FakeNode, fork: () => void) {
  let forked = false;
  return createChainClient("http://devnet.test:8888", {
    fetch: async (...args: Parameters<typeof node.fetch>) => {
      if (!forked && new URL(args[0]).pathname === "/v1/chain/get_block") {
        forked = true;
        fork();
      }
      return node.fetch(...args);
    },
  });
}

describe("submitTransaction", () => {
  it("signs 3 blocks behind head with a 360 s expiry, sends, and polls until irreversible", async () => {
    const { node, api, sleep, waits, signer } = setup();
    const confirmed = await submitTransaction({ api, signer, actions: ACTIONS, sleep });
    // The first get_info saw head 1002: the reference block is 999.
    expect(node.requests[1]).toEqual({
      path: "/v1/chain/get_block_info",
      method: "POST",
      body: { block_num: 999 },
    });
    expect(signer.headers).toEqual([
      { expiration: "2026-03-01T12:06:01", ref_block_num: 999, ref_block_prefix: 0x04030201 },
    ]);
    const send = node.requests.find((r) => r.path === "/v1/chain/send_transaction");
    expect(send?.body).toEqual({
      signatures: ["SIG_K1_fake"],
      compression: 0,
      packed_context_free_data: "",
      packed_trx: `${TX_ID}00ff`,
    });
    // Sent into block 1003; head grows 2 per poll and LIB trails by 8: irreversible at the 5th poll (1012-8).
    expect(confirmed).toEqual({ transactionId: TX_ID, blockNum: 1003, resends: 0, polls: 5 });
    expect(waits).toEqual(pollDelays(5));
    expect(node.count("/v1/chain/get_block")).toBe(1);
  });

  it("uses send_transaction2 when the network has the guaranteed-push flag", async () => {
    const { node, api, sleep, signer } = setup();
    await submitTransaction({ api, signer, actions: ACTIONS, sleep, pushGuarantee: true, confirmations: 2 });
    const send = node.requests.find((r) => r.path === "/v1/chain/send_transaction2");
    expect(send?.body).toEqual({
      return_failure_trace: false,
      retry_trx: true,
      retry_trx_num_blocks: 2,
      transaction: {
        signatures: ["SIG_K1_fake"],
        compression: 0,
        packed_context_free_data: "",
        packed_trx: `${TX_ID}00ff`,
      },
    });
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("stops after `confirmations` blocks when a confirmation depth is given", async () => {
    const { api, sleep, waits, signer } = setup();
    const confirmed = await submitTransaction({ api, signer, actions: ACTIONS, sleep, confirmations: 1 });
    // Block 1003; the first poll already sees head 1004.
    expect(confirmed.polls).toBe(1);
    expect(waits).toEqual([500]);
  });

  it("re-sends the same signed bytes when a fork dropped the transaction from its block", async () => {
    const { node, sleep, signer } = setup();
    const resends: number[] = [];
    const confirmed = await submitTransaction({
      api: forkingClient(node, () => node.forkOut(TX_ID)),
      signer,
      actions: ACTIONS,
      sleep,
      onResend: (n) => resends.push(n),
    });
    const sends = node.requests.filter((r) => r.path === "/v1/chain/send_transaction");
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toEqual(sends[0]?.body);
    expect(resends).toEqual([1]);
    expect(confirmed.resends).toBe(1);
    // Re-sent after the 5th poll (head 1012) into block 1013, irreversible 5 polls later.
    expect(confirmed.blockNum).toBe(1013);
    expect(signer.headers).toHaveLength(1);
  });

  it("finds a re-sent transaction the node already re-applied on the new fork (duplicate)", async () => {
    const { node, sleep, signer } = setup();
    const confirmed = await submitTransaction({
      api: forkingClient(node, () => {
        node.forkOut(TX_ID);
        node.include(TX_ID, 1006);
        node.sendAnswers.push("duplicate");
      }),
      signer,
      actions: ACTIONS,
      sleep,
    });
    expect(confirmed).toMatchObject({ transactionId: TX_ID, blockNum: 1006, resends: 1 });
  });

  it("retries silently while the network is lost during polling", async () => {
    const { node, api, sleep, waits, signer } = setup();
    let polls = 0;
    const flaky = async (...args: Parameters<typeof node.fetch>) => {
      if (new URL(args[0]).pathname === "/v1/chain/get_info" && ++polls >= 2 && polls <= 4) {
        throw new TypeError("Failed to fetch");
      }
      return node.fetch(...args);
    };
    const api2 = createChainClient(api.url, { fetch: flaky });
    const confirmed = await submitTransaction({ api: api2, signer, actions: ACTIONS, sleep });
    expect(confirmed.blockNum).toBe(1003);
    // Three lost polls come on top of the five that see the chain move.
    expect(waits).toEqual(pollDelays(8));
  });

  it("retries a send lost to the network and accepts the node's duplicate as 'already sent'", async () => {
    const { node, api, sleep, signer } = setup();
    node.sendAnswers.push("offline", "duplicate");
    node.include(TX_ID, 1004);
    const confirmed = await submitTransaction({ api, signer, actions: ACTIONS, sleep });
    expect(node.count("/v1/chain/send_transaction")).toBe(2);
    expect(confirmed.blockNum).toBe(1004);
  });

  it("gives up sending after 10 network losses with a readable error", async () => {
    const { node, api, sleep, signer } = setup();
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) node.sendAnswers.push("offline");
    const updates: string[] = [];
    await expect(
      submitTransaction({ api, signer, actions: ACTIONS, sleep, onUpdateError: (m) => updates.push(m) }),
    ).rejects.toThrow("/v1/chain/send_transaction could not be reached: Failed to fetch");
    expect(node.count("/v1/chain/send_transaction")).toBe(MAX_SEND_ATTEMPTS);
    expect(updates).toHaveLength(1);
  });

  it("rejects with the node's first detail message and sends it as an update-error first", async () => {
    const { node, api, sleep, signer } = setup();
    node.sendAnswers.push(
      nodeosError(
        "ram_usage_exceeded",
        3080001,
        "account alice has insufficient ram; needs 5234 bytes has 1000 bytes",
      ),
    );
    const updates: string[] = [];
    const error = await submitTransaction({
      api,
      signer,
      actions: ACTIONS,
      sleep,
      onUpdateError: (m) => updates.push(m),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as TransactionError).message).toBe(
      "account alice has insufficient ram; needs 5234 bytes has 1000 bytes",
    );
    expect((error as TransactionError).nodeErrorName).toBe("ram_usage_exceeded");
    expect(updates).toEqual(["account alice has insufficient ram; needs 5234 bytes has 1000 bytes"]);
  });

  it("ends with an error when a re-send after a fork is refused (expired)", async () => {
    const { node, sleep, signer } = setup();
    await expect(
      submitTransaction({
        api: forkingClient(node, () => {
          node.forkOut(TX_ID);
          node.sendAnswers.push(nodeosError("expired_tx_exception", 3040005, "expired transaction abab..."));
        }),
        signer,
        actions: ACTIONS,
        sleep,
      }),
    ).rejects.toThrow("expired transaction abab...");
  });

  it("passes the wallet's refusal on as the error", async () => {
    const { api, sleep } = setup();
    const refusing: TransactionSigner = {
      sign: async () => {
        throw new Error("User canceled request");
      },
    };
    await expect(submitTransaction({ api, signer: refusing, actions: ACTIONS, sleep })).rejects.toThrow(
      "User canceled request",
    );
  });

  it("stops polling when aborted, with the abort reason", async () => {
    const { api, signer } = setup();
    const controller = new AbortController();
    const reason = new Error("left the page");
    let waits = 0;
    const sleep = async () => {
      if (++waits === 2) controller.abort(reason);
      if (controller.signal.aborted) throw controller.signal.reason;
    };
    await expect(
      submitTransaction({ api, signer, actions: ACTIONS, sleep, signal: controller.signal }),
    ).rejects.toBe(reason);
  });

  it("gives up on a transaction the node calls known but that no block holds by its expiry", async () => {
    const { node, api, sleep, signer } = setup();
    node.sendAnswers.push("offline", "duplicate");
    // 100 s of blocks per poll: the 360 s expiry passes on the 4th poll.
    node.blocksPerPoll = 200;
    await expect(submitTransaction({ api, signer, actions: ACTIONS, sleep })).rejects.toThrow(
      `Transaction ${TX_ID} expired before it was included in a block`,
    );
    expect(node.count("/v1/chain/get_info")).toBe(5);
  });
});
