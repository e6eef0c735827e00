import { Action, APIError, PrivateKey, SignedTransaction, Transaction } from "@wharfkit/antelope";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, genesisTestAccounts, startDevnet } from "../../src/index";
import { ChainClient, transfer } from "../integration/chainClient";

// Leap/Spring refuse every incoming transaction with delay_sec > 0 (deferred transactions are gone): the
// devnet does too, through each push endpoint, packed or JSON, and nothing changes.

let devnet: Devnet;
let client: ChainClient;
const alice = PrivateKey.from(
  genesisTestAccounts(["ux"]).find((entry) => entry.account === "alice")?.privateKey as string,
);

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir: null, repetitions: 1 });
  client = new ChainClient(devnet.chains.ux?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

/** A transfer from alice to bob signed with `delaySec` in its header. */
async function signedWithDelay(delaySec: number, memo: string): Promise<SignedTransaction> {
  const info = await client.api.v1.chain.get_info();
  const action = Action.from(transfer("alice", "bob", "1.0000 UTX", memo), await client.abi("eosio.token"));
  const transaction = Transaction.from({
    ...info.getTransactionHeader(120),
    delay_sec: delaySec,
    actions: [action],
  });
  const signature = alice.signDigest(transaction.signingDigest(info.chain_id));
  return SignedTransaction.from({ ...transaction, signatures: [signature] });
}

const REFUSED = {
  code: 500,
  message: "Internal Service Error",
  error: {
    code: 3040000,
    name: "transaction_exception",
    what: "Transaction exception",
    details: [{ message: "transaction cannot be delayed", file: "", line_number: 0, method: "" }],
  },
};

describe("a transaction with delay_sec > 0", () => {
  it("is refused by push, send, send2 (even asking for a failure trace) and compute, changing nothing", async () => {
    const before = { alice: await client.balances("alice"), bob: await client.balances("bob") };
    const signed = await signedWithDelay(1, "delayed");
    const packed = ChainClient.packed(signed);
    const answers = [
      await client.post("/v1/chain/push_transaction", packed),
      await client.post("/v1/chain/send_transaction", packed),
      await client.post("/v1/chain/send_transaction2", { return_failure_trace: true, transaction: packed }),
      await client.post("/v1/chain/send_transaction2", { return_failure_trace: false, transaction: packed }),
      await client.post("/v1/chain/compute_transaction", { transaction: packed }),
    ];
    for (const answer of answers) expect([answer.status, answer.json]).toEqual([500, REFUSED]);
    expect(await client.balances("alice")).toEqual(before.alice);
    expect(await client.balances("bob")).toEqual(before.bob);
    const history = await client.get(`/v2/history/get_transaction?id=${String(signed.id)}`);
    expect([history.json.executed, history.json.actions]).toEqual([false, []]);
  });

  it("is refused as JSON too, whatever the delay", async () => {
    const before = await client.balances("alice");
    for (const delay of [1, 3600, 0xffffffff]) {
      const signed = await signedWithDelay(delay, `json ${delay}`);
      const json = JSON.parse(JSON.stringify(signed));
      json.actions[0].data = { from: "alice", to: "bob", quantity: "1.0000 UTX", memo: `json ${delay}` };
      const answer = await client.post("/v1/chain/push_transaction", {
        signatures: json.signatures,
        compression: "none",
        packed_context_free_data: "",
        transaction: { ...json, signatures: undefined, context_free_data: undefined },
      });
      expect([delay, answer.status, answer.json]).toEqual([delay, 500, REFUSED]);
    }
    expect(await client.balances("alice")).toEqual(before);
  });

  it("is refused through WharfKit as nodeos' error, and the same transfer without a delay goes through", async () => {
    const refused = await client.api.v1.chain
      .push_transaction(await signedWithDelay(5, "wharfkit"))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(APIError);
    expect([(refused as APIError).code, (refused as APIError).name, (refused as APIError).details]).toEqual([
      3040000,
      "transaction_exception",
      REFUSED.error.details,
    ]);
    const undelayed = await client.push(await signedWithDelay(0, "no delay"));
    expect(undelayed.status).toBe(200);
    expect(undelayed.json.processed.receipt.status).toBe("executed");
  });
});
