import type { ActionInput } from "@ux/core/chainClient";
import { createChainClient, type TransactionError } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import type { CosignAnswer } from "../../../src/features/stake/socket/stakeSocketClient";
import { STAKE_SERVICE_SILENT } from "../../../src/features/stake/socket/stakeSocketClient";
import {
  type Cosigned,
  QUICKSTAKE_COMPLETE,
  runCosigned,
  STAKE_SIGNING_NOTICE_KEY,
  type StakeFlowDeps,
} from "../../../src/features/stake/stakeFlow";
import { createPackedTransactionPusher } from "../../../src/shared/chain/pushPackedTransaction";
import { SIGNING_NOTICE } from "../../../src/shared/notifications/notificationPolicy";
import { FakeNode, nodeosError, recordingSleep } from "../../shared/chain/fakeNode";

const TX_ID = "cd".repeat(32);
/** The fake node takes a pushed transaction's id from the first 32 bytes of its packed hex. */
const response: Cosigned = {
  tx: { actions: [] },
  signatures: ["SIG_K1_payer", "SIG_K1_operator"],
  serializedTransaction: `${TX_ID}00`,
};
const EXPECTED: ActionInput[] = [
  {
    account: "stake.ux",
    name: "stake",
    authorization: [{ actor: "alice.ux", permission: "active" }],
    data: { owner: "alice.ux" },
  },
];

/** The flow's dependencies on a fake node, recording what the user saw and what the wallet was asked. */
function harness(options: { walletRefuses?: unknown } = {}) {
  const node = new FakeNode();
  const client = createChainClient("http://127.0.0.1:8888", { fetch: node.fetch });
  const seen: string[] = [];
  const signedWith: { packedHex: string; expected: readonly ActionInput[] }[] = [];
  const errors: TransactionError[] = [];
  const { sleep, waits } = recordingSleep();
  const deps: StakeFlowDeps = {
    node: client,
    push: createPackedTransactionPusher(client),
    pushOptions: {},
    async signPrepared(packedHex, expected) {
      signedWith.push({ packedHex, expected });
      if (options.walletRefuses !== undefined) throw options.walletRefuses;
      return {
        id: TX_ID,
        signatures: ["SIG_K1_wallet"],
        expiration: node.blockTime(node.head + 600).slice(0, 19),
        refBlockNum: (node.head - 3) & 0xffff,
      };
    },
    async presentError(failure) {
      errors.push(failure);
      seen.push(`presentError: ${failure.message}`);
    },
    notify: {
      success: (message) => seen.push(`success: ${message}`),
      error: (message) => seen.push(`error: ${message}`),
      persistent: (key, message) => seen.push(`persistent ${key}: ${message}`),
      dismiss: (key) => seen.push(`dismiss ${key}`),
    },
    async invalidate() {
      seen.push("invalidate");
    },
    sleep,
  };
  return { node, deps, seen, signedWith, errors, waits };
}

const run = (answer: CosignAnswer<Cosigned>, expected: readonly ActionInput[] | string = EXPECTED) => ({
  request: async () => answer,
  expected: () => expected,
  depth: 2,
  completeText: QUICKSTAKE_COMPLETE,
});

describe("a co-signed stake transaction (runCosigned)", () => {
  it("signs exactly the service's bytes, pushes both signature sets, confirms, refreshes, then says so", async () => {
    const { node, deps, seen, signedWith } = harness();
    const result = await runCosigned(deps, run({ kind: "cosigned", response }));
    expect(result).toBe(response);
    expect(signedWith).toEqual([{ packedHex: response.serializedTransaction, expected: EXPECTED }]);
    const send = node.requests.find((request) => request.path === "/v1/chain/send_transaction");
    expect(send?.body).toMatchObject({
      packed_trx: response.serializedTransaction,
      signatures: ["SIG_K1_payer", "SIG_K1_operator", "SIG_K1_wallet"],
    });
    expect(seen).toEqual([
      `persistent ${STAKE_SIGNING_NOTICE_KEY}: ${SIGNING_NOTICE}`,
      `dismiss ${STAKE_SIGNING_NOTICE_KEY}`,
      "invalidate",
      `success: ${QUICKSTAKE_COMPLETE}`,
    ]);
  });

  it("does not report success before the transaction is the asked depth deep", async () => {
    const { node, deps, seen } = harness();
    node.blocksPerPoll = 1;
    await runCosigned(deps, run({ kind: "cosigned", response }));
    const included = [...node.blocks].find(([, ids]) => ids.includes(TX_ID))?.[0];
    expect(included).toBeDefined();
    // Success is shown only after a get_info saw the head at least `depth` blocks past the transaction's.
    expect(node.head).toBeGreaterThanOrEqual((included ?? 0) + 2);
    expect(seen.at(-1)).toBe(`success: ${QUICKSTAKE_COMPLETE}`);
  });

  it("a silent service: 'did not answer', nothing signed", async () => {
    const { deps, seen, signedWith } = harness();
    expect(await runCosigned(deps, run({ kind: "noAnswer" }))).toBeNull();
    expect(seen).toEqual([`error: ${STAKE_SERVICE_SILENT}`]);
    expect(signedWith).toEqual([]);
  });

  it("a refusal: nothing more shown (the service's msg already was), nothing signed", async () => {
    const { deps, seen, signedWith } = harness();
    expect(await runCosigned(deps, run({ kind: "refused", message: "no" }))).toBeNull();
    expect(seen).toEqual([]);
    expect(signedWith).toEqual([]);
  });

  it("an answer without the user's expected actions is shown as an error and never reaches the wallet", async () => {
    const { node, deps, seen, signedWith } = harness();
    const problem = "The stake service's transaction has no co-signed stake action";
    expect(await runCosigned(deps, run({ kind: "cosigned", response }, problem))).toBeNull();
    expect(seen).toEqual([`presentError: ${problem}`]);
    expect(signedWith).toEqual([]);
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("a declined signature: the notice closes, the wallet's reason is shown, nothing is pushed", async () => {
    const { node, deps, seen } = harness({
      walletRefuses: { code: 4001, message: "User rejected signature" },
    });
    expect(await runCosigned(deps, run({ kind: "cosigned", response }))).toBeNull();
    expect(seen).toEqual([
      `persistent ${STAKE_SIGNING_NOTICE_KEY}: ${SIGNING_NOTICE}`,
      `dismiss ${STAKE_SIGNING_NOTICE_KEY}`,
      "presentError: User rejected signature",
    ]);
    expect(node.count("/v1/chain/send_transaction")).toBe(0);
  });

  it("a transaction the chain refuses: its assertion shown, no refresh, no success", async () => {
    const { node, deps, seen, errors } = harness();
    node.sendAnswers.push(
      nodeosError(
        "eosio_assert_message_exception",
        3050003,
        "assertion failure with message: a locked stake cannot be unstaken before its expiry",
      ),
    );
    expect(await runCosigned(deps, run({ kind: "cosigned", response }))).toBeNull();
    expect(seen.at(-1)).toBe(
      "presentError: assertion failure with message: a locked stake cannot be unstaken before its expiry",
    );
    expect(seen).not.toContain("invalidate");
    expect(errors[0]?.cause).toBeDefined();
  });
});
