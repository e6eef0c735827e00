import { nameToUint64 } from "@ux/core/names";
import { APIError, PrivateKey, SignedTransaction } from "@wharfkit/antelope";
import { Session } from "@wharfkit/session";
import { WalletPluginPrivateKey } from "@wharfkit/wallet-plugin-privatekey";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deterministicKey } from "../../src/genesis/deterministicKey";
import { type Devnet, genesisTestAccounts, startDevnet, systemAccountKey } from "../../src/index";
import { ChainClient, tamperedSignature, transfer } from "./chainClient";

// The whole devnet through HTTP, as WharfKit and the app see it: one ux and one eos chain in memory.

let devnet: Devnet;
let ux: ChainClient;
let eos: ChainClient;

const keyOf = (account: string) =>
  PrivateKey.from(
    genesisTestAccounts(["ux"]).find((entry) => entry.account === account)?.privateKey as string,
  );
const alice = () => keyOf("alice");
const bob = () => keyOf("bob");

async function waitForHead(client: ChainClient, blockNum: number): Promise<void> {
  for (;;) {
    const info = await client.api.v1.chain.get_info();
    if (info.head_block_num.toNumber() >= blockNum) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  devnet = await startDevnet({
    chains: ["ux", "eos"],
    ports: { ux: 0, eos: 0 },
    dataDir: null,
    repetitions: 1,
  });
  ux = new ChainClient(devnet.chains.ux?.url as string);
  eos = new ChainClient(devnet.chains.eos?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

describe("chain info and accounts", () => {
  it("get_info reports the chain id, head and a last irreversible block behind it", async () => {
    const info = await ux.api.v1.chain.get_info();
    expect(String(info.chain_id)).toBe("7578000000000000000000000000000000000000000000000000000000000001");
    expect(String((await eos.api.v1.chain.get_info()).chain_id)).toBe(
      "656f730000000000000000000000000000000000000000000000000000000002",
    );
    expect(info.last_irreversible_block_num.toNumber()).toBe(Math.max(1, info.head_block_num.toNumber() - 8));
    const raw = await ux.get("/v1/chain/get_info");
    expect(raw.status).toBe(200);
    expect(Object.keys(raw.json)).toEqual(
      expect.arrayContaining([
        "server_version",
        "head_block_id",
        "head_block_time",
        "virtual_block_cpu_limit",
        "block_net_limit",
      ]),
    );
  });

  it("get_account shows the test account's balance, resources and permissions", async () => {
    const account = await ux.api.v1.chain.get_account("alice");
    expect(String(account.core_liquid_balance)).toBe(
      String((await ux.api.v1.chain.get_currency_balance("eosio.token", "alice", "UTX"))[0]),
    );
    expect(account.ram_quota.toNumber()).toBe(65536);
    expect(account.cpu_weight.toNumber()).toBe(10_000_000);
    expect(account.net_limit.max.toNumber()).toBeGreaterThan(0);
    expect(account.permissions.map((p) => String(p.perm_name))).toEqual(["active", "owner"]);
    expect(String(account.getPermission("active").required_auth.keys[0]?.key)).toBe(
      alice().toPublic().toString(),
    );
    expect(String((await eos.api.v1.chain.get_account("alice")).core_liquid_balance)).toBe("10000.0000 EOS");
    // Without a userres row (a system account), total_resources is built from the limits in the core token.
    const system = await ux.post("/v1/chain/get_account", { account_name: "eosio.token" });
    expect(system.json.total_resources).toEqual({
      owner: "eosio.token",
      net_weight: "0.0000 UTX",
      cpu_weight: "0.0000 UTX",
      ram_bytes: -1,
    });
    const missing = await ux.post("/v1/chain/get_account", { account_name: "nobody" });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({
      name: "account_query_exception",
      details: [{ message: "Fail to retrieve account for nobody" }],
    });
  });

  it("get_accounts_by_authorizers finds the accounts a key or an account controls", async () => {
    const byKey = await ux.api.v1.chain.get_accounts_by_authorizers({ keys: [alice().toPublic()] });
    expect(byKey.accounts.map((row) => `${row.account_name}@${row.permission_name}`)).toEqual([
      "alice@owner",
      "alice@active",
    ]);
    expect(String(byKey.accounts[0]?.authorizing_key)).toBe(alice().toPublic().toString());
    expect(byKey.accounts[0]?.weight.toNumber()).toBe(1);
    const byAccount = await ux.post("/v1/chain/get_accounts_by_authorizers", { accounts: ["nobody"] });
    expect(byAccount.json).toEqual({ accounts: [] });
  });

  it("serves ABIs raw and as JSON, and the token's stats", async () => {
    const raw = await ux.api.v1.chain.get_raw_abi("eosio.token");
    expect(String(raw.account_name)).toBe("eosio.token");
    expect(raw.abi.array.length).toBeGreaterThan(100);
    const abi = await ux.abi("eosio.token");
    expect(abi.tables.map((table) => String(table.name))).toEqual(["accounts", "stat"]);
    const stats = await ux.api.v1.chain.get_currency_stats("eosio.token", "UTX");
    expect(String(stats.UTX?.issuer)).toBe("eosio");
    expect(String(stats.UTX?.max_supply)).toBe("10000000000.0000 UTX");
    expect((await ux.post("/v1/chain/get_abi", { account_name: "alice" })).json).toEqual({
      account_name: "alice",
    });
  });

  it("get_producer_schedule lists four producers with K1 keys", async () => {
    const schedule = await ux.api.v1.chain.get_producer_schedule();
    expect(schedule.active.version.toNumber()).toBe(0);
    expect(schedule.active.producers.map((p) => String(p.producer_name))).toEqual([
      "producer1",
      "producer2",
      "producer3",
      "producer4",
    ]);
    const raw = await ux.post("/v1/chain/get_producer_schedule", {});
    expect(raw.json.pending).toBeNull();
    expect(raw.json.active.producers[0].authority[1].keys[0].key).toMatch(/^EOS/);
  });
});

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

const utxOf = (list: string[]) => list.find((balance) => balance.endsWith(" UTX"));

/** Adds `units` (fixed point, 4 decimals) to an "x.xxxx SYM" balance. */
function shift(balance: string | undefined, units: bigint): string {
  const [amount, symbol] = (balance ?? "0.0000 UTX").split(" ");
  const value = BigInt((amount as string).replace(".", "")) + units;
  const digits = value.toString().padStart(5, "0");
  return `${digits.slice(0, -4)}.${digits.slice(-4)} ${symbol}`;
}

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

describe("tables", () => {
  beforeAll(async () => {
    const registry = systemAccountKey("ux");
    const verify = (account: string) => ({
      account: "kyc.ux",
      name: "verify",
      authorization: [{ actor: "kyc.ux", permission: "active" }],
      data: { account },
    });
    const signed = await ux.sign(["alice", "bob", "carol", "dave", "etheraccount"].map(verify), [registry]);
    expect((await ux.push(signed)).status).toBe(200);
  });

  const rows = (body: Record<string, unknown>) =>
    ux.post("/v1/chain/get_table_rows", {
      code: "kyc.ux",
      scope: "kyc.ux",
      table: "verified",
      json: true,
      ...body,
    });
  const accounts = (json: { rows: { account: string }[] }) => json.rows.map((row) => row.account);

  it("get_table_rows pages with limit, more and next_key, forwards and in reverse", async () => {
    const first = await rows({ limit: 2 });
    expect(accounts(first.json)).toEqual(["alice", "bob"]);
    expect(first.json).toMatchObject({ more: true, next_key: nameToUint64("carol").toString() });
    const second = await rows({ limit: 2, lower_bound: first.json.next_key });
    expect(accounts(second.json)).toEqual(["carol", "dave"]);
    const last = await rows({ limit: 2, lower_bound: second.json.next_key });
    expect(last.json).toMatchObject({ more: false, next_key: "" });
    expect(accounts(last.json)).toEqual(["etheraccount"]);
    expect(accounts((await rows({ lower_bound: "bob", upper_bound: "dave" })).json)).toEqual([
      "bob",
      "carol",
      "dave",
    ]);
    const reversed = await rows({ reverse: true, limit: 2, upper_bound: "dave" });
    expect(accounts(reversed.json)).toEqual(["dave", "carol"]);
    expect(reversed.json.next_key).toBe(nameToUint64("bob").toString());
    expect((await rows({ limit: 1, show_payer: true })).json.rows[0]).toMatchObject({
      payer: "kyc.ux",
      data: { account: "alice" },
    });
    expect((await rows({ limit: 1, json: false })).json.rows[0]).toMatch(/^[0-9a-f]+$/);
  });

  it("WharfKit's typed get_table_rows reads the same pages", async () => {
    const page = await ux.api.v1.chain.get_table_rows({ code: "kyc.ux", table: "verified", limit: 3 });
    expect(page.rows.map((row: { account: string }) => row.account)).toEqual(["alice", "bob", "carol"]);
    expect(String(page.next_key)).toBe("dave");
    expect(page.more).toBe(true);
  });

  it("token balances by symbol bounds", async () => {
    const body = { code: "eosio.token", scope: "alice", table: "accounts", json: true };
    const all = await ux.post("/v1/chain/get_table_rows", body);
    expect(all.json.rows.map((row: { balance: string }) => row.balance.split(" ")[1])).toEqual([
      "UFX",
      "UTX",
      "UTXRAM",
    ]);
    const utx = await ux.post("/v1/chain/get_table_rows", { ...body, lower_bound: "UTX", limit: 1 });
    expect(utx.json.rows[0].balance).toMatch(/ UTX$/);
    expect(utx.json.more).toBe(true);
  });

  it("get_table_by_scope lists scopes with their payers and row counts", async () => {
    const page = await ux.post("/v1/chain/get_table_by_scope", {
      code: "eosio.token",
      table: "accounts",
      lower_bound: "bob",
      limit: 2,
    });
    expect(page.json.rows).toEqual([
      { code: "eosio.token", scope: "bob", table: "accounts", payer: "eosio", count: 3 },
      { code: "eosio.token", scope: "carol", table: "accounts", payer: "eosio", count: 3 },
    ]);
    expect(page.json.more).toBe("dave");
    const rest = await ux.post("/v1/chain/get_table_by_scope", {
      code: "eosio.token",
      table: "accounts",
      lower_bound: "carol",
      upper_bound: "dave",
    });
    expect(rest.json.rows.map((row: { scope: string }) => row.scope)).toEqual(["carol", "dave"]);
    expect(rest.json.more).toBe("");
    const wharf = await ux.api.v1.chain.get_table_by_scope({ code: "kyc.ux" });
    expect(wharf.rows.map((row) => String(row.scope))).toEqual(["kyc.ux"]);
  });

  it("refuses tables missing from the ABI", async () => {
    const response = await rows({ table: "nothing" });
    expect(response.status).toBe(500);
    expect(response.json.error).toMatchObject({
      name: "contract_table_query_exception",
      details: [{ message: "Table nothing is not specified in the ABI" }],
    });
  });
});

describe("malformed requests", () => {
  it("are answered with nodeos' 400 and never crash the node", async () => {
    const cases: [string, unknown][] = [
      ["/v1/chain/get_account", {}],
      ["/v1/chain/get_account", { account_name: "Not A Name" }],
      ["/v1/chain/get_table_rows", { code: "eosio.token", table: "accounts" }],
      ["/v1/chain/get_table_rows", { code: "eosio.token", scope: "alice", table: "accounts", limit: -1 }],
      ["/v1/chain/get_block", { block_num_or_id: "latest" }],
      ["/v1/chain/push_transaction", { signatures: [], packed_trx: "zz" }],
      ["/v1/chain/push_transaction", "[1,2"],
      ["/v1/chain/send_transaction2", { transaction: 5 }],
      ["/v1/chain/get_currency_balance", { code: "eosio.token" }],
      ["/v1/chain/get_required_keys", { transaction: {} }],
    ];
    for (const [path, body] of cases) {
      const response = await ux.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json).toMatchObject({
        code: 400,
        message: "Invalid Request",
        error: { name: "invalid_http_request", code: 3200006 },
      });
    }
    const unknownBlock = await ux.post("/v1/chain/get_block", { block_num_or_id: 99_999_999 });
    expect(unknownBlock.status).toBe(400);
    expect(unknownBlock.json.error).toMatchObject({
      name: "unknown_block_exception",
      details: [{ message: "Could not find block: 99999999" }],
    });
    const garbage = await ux.post("/v1/chain/push_transaction", { signatures: [], packed_trx: "0102" });
    expect(garbage.status).toBe(500);
    expect(garbage.json.error.name).toEqual(expect.any(String));
    expect((await ux.get("/v2/history/get_actions?limit=abc")).status).toBe(400);
    expect((await ux.get("/v1/chain/nothing")).status).toBe(404);
    expect((await ux.api.v1.chain.get_info()).head_block_num.toNumber()).toBeGreaterThan(0);
  });
});
