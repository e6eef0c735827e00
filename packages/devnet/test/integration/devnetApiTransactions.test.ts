import { APIError, type PrivateKey, SignedTransaction } from "@wharfkit/antelope";
import { Session } from "@wharfkit/session";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";
import { describe, expect, it } from "vitest";
import { deterministicKey } from "../../src/genesis/deterministicKey";
import { ChainClient, tamperedSignature, transfer } from "./chainClient";
import {
  alice,
  bob,
  devnet,
  keyOf,
  shift,
  useDevnetOverHttp,
  utxOf,
  ux,
  waitForHead,
} from "./support/devnetOverHttp";

// Transactions through the devnet's HTTP API: accepted ones and their traces, refused ones and their errors.

useDevnetOverHttp();

describe("transactions", () => {
  it("a signed transfer moves tokens and shows in blocks, tables and history", async () => {
    const before = { alice: await ux.balances("alice"), bob: await ux.balances("bob") };
    const signed = await ux.sign([transfer("alice", "bob", "1.2345 UTX", "integration")], [alice()]);
    const result = await ux.api.v1.chain.push_transaction(signed);
    expect(result.processed.receipt.status).toBe("executed");
    const utx = (list: string[]) => list.find((b) => b.endsWith(" UTX"));
    expect(utx(await ux.balances("alice"))).toBe(shift(utx(before.alice), -12345n));
    expect(utx(await ux.balances("bob"))).toBe(shift(utx(before.bob), 12345n));
    const rows = await ux.post("/v1/chain/get_table_rows", {
      code: "eosio.token",
      scope: "bob",
      table: "accounts",
      json: true,
      lower_bound: "UTX",
      upper_bound: "UTX",
    });
    expect(rows.json).toEqual({
      rows: [{ balance: shift(utx(before.bob), 12345n) }],
      more: false,
      next_key: "",
    });

    const blockNum = result.processed.block_num;
    await waitForHead(ux, blockNum);
    const block = await ux.api.v1.chain.get_block(blockNum);
    expect(block.transactions.map((trx) => String(trx.id))).toContain(result.transaction_id);
    const rawBlock = await ux.post("/v1/chain/get_block", { block_num_or_id: blockNum });
    const trx = rawBlock.json.transactions.find(
      (t: { trx: { id: string } }) => t.trx.id === result.transaction_id,
    );
    expect(trx).toMatchObject({
      status: "executed",
      trx: {
        // WharfKit's push_transaction sends zlib-compressed packed_trx.
        compression: "zlib",
        signatures: [String(signed.signatures[0])],
        transaction: {
          actions: [
            {
              account: "eosio.token",
              name: "transfer",
              data: { from: "alice", to: "bob", quantity: "1.2345 UTX", memo: "integration" },
            },
          ],
        },
      },
    });
    const byId = await ux.post("/v1/chain/get_block", { block_num_or_id: rawBlock.json.id });
    expect(byId.json.block_num).toBe(blockNum);
    const info = await ux.post("/v1/chain/get_block_info", { block_num: blockNum });
    expect(info.json).toMatchObject({
      block_num: blockNum,
      id: rawBlock.json.id,
      ref_block_num: blockNum & 0xffff,
    });

    const history = await ux.get(`/v2/history/get_transaction?id=${result.transaction_id}`);
    expect(history.json).toMatchObject({ executed: true, trx_id: result.transaction_id });
    expect(history.json.actions[0].notified).toEqual(["eosio.token", "alice", "bob"]);
    const actions = await ux.get(
      "/v2/history/get_actions?account=bob&filter=eosio.token:transfer&transfer.from=alice&limit=1",
    );
    expect(actions.json.actions[0].trx_id).toBe(result.transaction_id);
    const state = await ux.get("/v0/state/table?account=eosio.token&scope=bob&table=accounts&json=true");
    expect(state.json.rows.map((row: { json: { balance: string } }) => row.json.balance)).toContain(
      shift(utx(before.bob), 12345n),
    );
  });

  it("a WharfKit Session with the private key wallet plugin transacts unchanged", async () => {
    const session = new Session({
      chain: { id: devnet.chains.ux?.chainId as string, url: devnet.chains.ux?.url as string },
      actor: "carol",
      permission: "active",
      walletPlugin: new WalletPluginPrivateKey(keyOf("carol").toWif()),
    });
    const before = utxOf(await ux.balances("dave"));
    const result = await session.transact(
      { action: transfer("carol", "dave", "0.5000 UTX", "from a session") },
      { broadcast: true },
    );
    expect(result.response?.processed.receipt.status).toBe("executed");
    expect(utxOf(await ux.balances("dave"))).toBe(shift(before, 5000n));
  });

  it("send_transaction2 with retry_trx answers once the transaction is in a block", async () => {
    const signed = await ux.sign([transfer("bob", "alice", "0.0001 UTX", "retry")], [bob()]);
    const result = await ux.api.v1.chain.send_transaction2(signed, {
      retry_trx: true,
      retry_trx_num_blocks: 1,
    });
    const head = (await ux.api.v1.chain.get_info()).head_block_num.toNumber();
    expect(head).toBeGreaterThanOrEqual(result.processed.block_num + 1);
  });

  it("push_transaction also takes the transaction as JSON, action data encoded with the contract's ABI", async () => {
    const signed = await ux.sign([transfer("bob", "carol", "0.0100 UTX", "as json")], [bob()]);
    const json = JSON.parse(JSON.stringify(SignedTransaction.from(signed)));
    json.actions[0].data = { from: "bob", to: "carol", quantity: "0.0100 UTX", memo: "as json" };
    const before = await ux.balances("carol");
    const response = await ux.post("/v1/chain/push_transaction", {
      signatures: json.signatures,
      compression: "none",
      packed_context_free_data: "",
      transaction: { ...json, signatures: undefined, context_free_data: undefined },
    });
    expect(response.status).toBe(200);
    expect(response.json.transaction_id).toBe(String(signed.id));
    expect(utxOf(await ux.balances("carol"))).toBe(shift(utxOf(before), 100n));
  });

  it("compute_transaction runs without changing anything", async () => {
    const before = await ux.balances("alice");
    const signed = await ux.sign([transfer("alice", "bob", "5.0000 UTX", "dry run")], [alice()]);
    const result = await ux.post("/v1/chain/compute_transaction", {
      transaction: ChainClient.packed(signed),
    });
    expect(result.status).toBe(200);
    // The transfer as it would have run: the token contract, then the notified sender and recipient.
    expect(
      result.json.processed.action_traces.map((trace: { receiver: string; act: { data: unknown } }) => [
        trace.receiver,
        trace.act.data,
      ]),
    ).toEqual(
      ["eosio.token", "alice", "bob"].map((receiver) => [
        receiver,
        { from: "alice", to: "bob", quantity: "5.0000 UTX", memo: "dry run" },
      ]),
    );
    expect(await ux.balances("alice")).toEqual(before);
    expect((await ux.push(signed)).status).toBe(200);
  });

  it("get_required_keys picks the keys the declared authorities need", async () => {
    const signed = await ux.sign([transfer("alice", "bob", "0.0001 UTX")], []);
    const transaction = JSON.parse(JSON.stringify(SignedTransaction.from(signed)));
    const result = await ux.post("/v1/chain/get_required_keys", {
      transaction,
      available_keys: [bob().toPublic().toLegacyString(), alice().toPublic().toLegacyString()],
    });
    expect(result.json).toEqual({ required_keys: [alice().toPublic().toLegacyString()] });
    const none = await ux.post("/v1/chain/get_required_keys", {
      transaction,
      available_keys: [bob().toPublic().toLegacyString()],
    });
    expect(none.status).toBe(401);
    expect(none.json.error.name).toBe("unsatisfied_authorization");
  });
});

describe("refused transactions change nothing and answer nodeos' error JSON", () => {
  async function expectRefused(
    signed: SignedTransaction,
    expected: { status: number; name: string; code: number; what: string; message: RegExp | string },
  ): Promise<void> {
    const before = { alice: await ux.balances("alice"), bob: await ux.balances("bob") };
    const response = await ux.push(signed);
    expect(response.status).toBe(expected.status);
    expect(response.json.code).toBe(expected.status);
    expect(response.json.error).toMatchObject({
      name: expected.name,
      code: expected.code,
      what: expected.what,
    });
    const message = response.json.error.details[0].message as string;
    if (typeof expected.message === "string") expect(message).toBe(expected.message);
    else expect(message).toMatch(expected.message);
    expect({ alice: await ux.balances("alice"), bob: await ux.balances("bob") }).toEqual(before);
  }

  const unsatisfied = {
    status: 401,
    name: "unsatisfied_authorization",
    code: 3090003,
    what: "Provided keys, permissions, and delays do not satisfy declared authorizations",
    message: `transaction declares authority '{"actor":"alice","permission":"active"}', but does not have signatures for it.`,
  };

  it("a tampered signature", async () => {
    const signed = await ux.sign([transfer("alice", "bob", "1.0000 UTX")], [alice()]);
    const digest = signed.signingDigest(devnet.chains.ux?.chainId as string);
    const tampered = SignedTransaction.from({
      ...signed,
      signatures: [tamperedSignature(signed.signatures[0] as never, digest)],
    });
    await expectRefused(tampered, unsatisfied);
  });

  it("a signature by the wrong key", async () => {
    await expectRefused(await ux.sign([transfer("alice", "bob", "1.0000 UTX")], [bob()]), unsatisfied);
  });

  it("an action without the authority it needs", async () => {
    await expectRefused(await ux.sign([transfer("alice", "bob", "1.0000 UTX", "", "bob")], [bob()]), {
      status: 500,
      name: "missing_auth_exception",
      code: 3090004,
      what: "Missing required authority",
      message: "missing authority of alice",
    });
  });

  it("an expired transaction", async () => {
    const past = new Date(Date.now() - 60_000).toISOString().slice(0, 19);
    await expectRefused(
      await ux.sign([transfer("alice", "bob", "1.0000 UTX")], [alice()], { expiration: past }),
      {
        status: 500,
        name: "expired_tx_exception",
        code: 3040005,
        what: "Expired Transaction",
        // Leap prints the expiration as a time_point (with milliseconds).
        message: new RegExp(
          `^expired transaction ${"[0-9a-f]{64}"}, expiration ${past}\\.000, block time \\d{4}-`,
        ),
      },
    );
  });

  it("a duplicate", async () => {
    const signed = await ux.sign([transfer("alice", "bob", "0.0002 UTX", "once")], [alice()]);
    expect((await ux.push(signed)).status).toBe(200);
    await expectRefused(signed, {
      status: 409,
      name: "tx_duplicate",
      code: 3040008,
      what: "Duplicate transaction",
      message: `duplicate transaction ${signed.id}`,
    });
  });

  it("an overdrawn balance", async () => {
    await expectRefused(await ux.sign([transfer("alice", "bob", "99999999.0000 UTX")], [alice()]), {
      status: 500,
      name: "eosio_assert_message_exception",
      code: 3050003,
      what: "eosio_assert_message assertion failure",
      message: "assertion failure with message: overdrawn balance",
    });
  });

  it("an account without RAM, and one without CPU", async () => {
    const key = deterministicKey("integration/newaccount").toPublic().toLegacyString();
    const authority = { threshold: 1, keys: [{ key, weight: 1 }], accounts: [], waits: [] };
    const newaccount = (name: string) => ({
      account: "eosio",
      name: "newaccount",
      authorization: [{ actor: "alice", permission: "active" }],
      data: { creator: "alice", name, owner: authority, active: authority },
    });
    await expectRefused(await ux.sign([newaccount("noramaccount")], [alice()]), {
      status: 500,
      name: "ram_usage_exceeded",
      code: 3080001,
      what: "Account using more than allotted RAM usage",
      message: /^account noramaccount has insufficient ram; needs \d+ bytes has 0 bytes$/,
    });

    const setup = await ux.sign(
      [
        newaccount("nocpuaccount"),
        {
          account: "eosio",
          name: "buyrambytes",
          authorization: [{ actor: "alice", permission: "active" }],
          data: { payer: "alice", receiver: "nocpuaccount", bytes: 8192 },
        },
        {
          account: "eosio",
          name: "delegatebw",
          authorization: [{ actor: "alice", permission: "active" }],
          data: {
            from: "alice",
            receiver: "nocpuaccount",
            stake_net_quantity: "1.0000 UTX",
            stake_cpu_quantity: "0.0000 UTX",
            transfer: true,
          },
        },
        transfer("alice", "nocpuaccount", "1.0000 UTX"),
      ],
      [alice()],
    );
    expect((await ux.push(setup)).status).toBe(200);
    const spender = deterministicKey("integration/newaccount") as unknown as PrivateKey;
    await expectRefused(await ux.sign([transfer("nocpuaccount", "bob", "0.5000 UTX")], [spender]), {
      status: 500,
      name: "tx_cpu_usage_exceeded",
      code: 3080004,
      what: "Transaction exceeded the current CPU usage limit imposed on the transaction",
      message:
        /^billed CPU time \(\d+ us\) is greater than the maximum billable CPU time for the transaction \(0 us\)$/,
    });
    expect(await ux.balances("nocpuaccount")).toEqual(["1.0000 UTX"]);
  });

  it("send_transaction2 returns the failure trace, which WharfKit turns into an APIError", async () => {
    const signed = await ux.sign([transfer("alice", "bob", "99999999.0000 UTX")], [alice()]);
    const raw = await ux.post("/v1/chain/send_transaction2", {
      return_failure_trace: true,
      transaction: ChainClient.packed(signed),
    });
    expect(raw.status).toBe(200);
    expect(raw.json.transaction_id).toBe(String(signed.id));
    expect(raw.json.processed.except).toMatchObject({
      code: 3050003,
      name: "eosio_assert_message_exception",
    });
    const error = await ux.api.v1.chain.send_transaction2(signed).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIError);
    expect((error as APIError).details[0]?.message).toBe("assertion failure with message: overdrawn balance");
  });
});
