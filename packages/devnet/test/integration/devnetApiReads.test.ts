import { nameToUint64 } from "@ux/core/names";
import { beforeAll, describe, expect, it } from "vitest";
import { systemAccountKey } from "../../src/index";
import { alice, eos, useDevnetOverHttp, ux } from "./support/devnetOverHttp";

// The devnet's read API through HTTP: chain info and accounts, tables, and malformed requests.

useDevnetOverHttp();

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
