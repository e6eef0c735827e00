import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Devnet, startDevnet } from "../../src/index";
import { ChainClient } from "../integration/chainClient";
import { detail, invalidRequest } from "./nodeosAnswers";

// Malformed names, key types, index positions and bounds through the read endpoints of a real devnet:
// each answered with nodeos' status and error JSON, never an empty 200.

let devnet: Devnet;
let client: ChainClient;

beforeAll(async () => {
  devnet = await startDevnet({ chains: ["ux"], ports: { ux: 0 }, dataDir: null, autoProduce: false });
  client = new ChainClient(devnet.chains.ux?.url as string);
});

afterAll(async () => {
  await devnet?.stop();
});

/** parse_params' answer (with nodeos' verbose-http-errors second detail) for a name field that does not convert. */
const unparsable = (nameText: string) =>
  invalidRequest("Unable to parse valid input from POST body", nameText);

const serverError = (code: number, name: string, what: string, message: string) => ({
  code: 500,
  message: "Internal Service Error",
  error: { code, name, what, details: [detail(message)] },
});

const tableQuery = (message: string) =>
  serverError(3060003, "contract_table_query_exception", "Contract Table Query Exception", message);

const rows = (body: Record<string, unknown>) =>
  client.post("/v1/chain/get_table_rows", {
    code: "eosio.token",
    scope: "alice",
    table: "accounts",
    ...body,
  });

describe("invalid names in the read endpoints", () => {
  it("are refused as an unparsable body, naming the name nodeos could not read", async () => {
    const normalized = (text: string, as: string) =>
      `Name not properly normalized (name: ${text}, normalized: ${as}) `;
    const cases: [string, Record<string, unknown>, string][] = [
      ["/v1/chain/get_account", { account_name: "Alice" }, normalized("Alice", ".lice")],
      [
        "/v1/chain/get_account",
        { account_name: "alice1234567890" },
        "Name is longer than 13 characters (alice1234567890) ",
      ],
      ["/v1/chain/get_abi", { account_name: "eosio_token" }, normalized("eosio_token", "eosio.token")],
      ["/v1/chain/get_raw_abi", { account_name: "eosio.token." }, normalized("eosio.token.", "eosio.token")],
      [
        "/v1/chain/get_currency_balance",
        { code: "EOSIO.TOKEN", account: "alice" },
        normalized("EOSIO.TOKEN", ""),
      ],
      [
        "/v1/chain/get_currency_balance",
        { code: "eosio.token", account: "al ice" },
        normalized("al ice", "al.ice"),
      ],
      [
        "/v1/chain/get_currency_stats",
        { code: "eosio.tokem!", symbol: "UTX" },
        normalized("eosio.tokem!", "eosio.tokem"),
      ],
      [
        "/v1/chain/get_table_rows",
        { code: "eosio.token", scope: "alice", table: "Accounts" },
        normalized("Accounts", ".ccounts"),
      ],
      [
        "/v1/chain/get_table_rows",
        { code: "eosio.tokenzz", scope: "alice", table: "accounts" },
        normalized("eosio.tokenzz", "eosio.tokenzj"),
      ],
      ["/v1/chain/get_table_by_scope", { code: "eosio.token", table: "stat6" }, normalized("stat6", "stat")],
      ["/v1/chain/get_accounts_by_authorizers", { accounts: ["alice", "Bob"] }, normalized("Bob", ".ob")],
    ];
    for (const [path, body, message] of cases) {
      const response = await client.post(path, body);
      expect([path, response.status, response.json]).toEqual([path, 400, unparsable(message)]);
    }
  });

  it("inside a JSON transaction are nodeos' name_type_exception", async () => {
    const transaction = {
      expiration: "2030-01-01T00:00:00",
      ref_block_num: 1,
      ref_block_prefix: 0,
      actions: [
        {
          account: "eosio.token",
          name: "transfer",
          authorization: [{ actor: "Alice", permission: "active" }],
          data: "",
        },
      ],
    };
    const invalid = serverError(
      3010001,
      "name_type_exception",
      "Invalid name",
      "Name not properly normalized (name: Alice, normalized: .lice) ",
    );
    const keys = await client.post("/v1/chain/get_required_keys", { transaction, available_keys: [] });
    expect([keys.status, keys.json]).toEqual([500, invalid]);
    const pushed = await client.post("/v1/chain/push_transaction", { signatures: [], transaction });
    expect([pushed.status, pushed.json]).toEqual([500, invalid]);
  });
});

describe("get_table_rows", () => {
  it("refuses unknown key types for a secondary index, and a missing one", async () => {
    for (const key_type of ["foo", "i64x"]) {
      const response = await rows({ index_position: "2", key_type });
      expect([response.status, response.json]).toEqual([
        500,
        tableQuery(`Unsupported secondary index type: ${key_type}`),
      ]);
    }
    const missing = await rows({ index_position: "secondary" });
    expect([missing.status, missing.json]).toEqual([
      500,
      tableQuery("key type required for non-primary index"),
    ]);
  });

  it("refuses index positions that are neither words nor uint64 numbers", async () => {
    for (const index_position of ["Second", "18446744073709551616", "x"]) {
      const response = await rows({ index_position, key_type: "i64" });
      expect([response.status, response.json]).toEqual([
        500,
        tableQuery(`Invalid index_position: ${index_position}`),
      ]);
    }
  });

  it("refuses scopes and bounds that do not convert", async () => {
    const scope = await rows({ scope: "Not a scope" });
    expect([scope.status, scope.json]).toEqual([
      500,
      serverError(
        3010000,
        "chain_type_exception",
        "chain type exception",
        "Could not convert scope string 'Not a scope' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
      ),
    ]);
    const name = await rows({ key_type: "name", lower_bound: "Alice" });
    expect([name.status, name.json]).toEqual([
      500,
      serverError(
        3010001,
        "name_type_exception",
        "Invalid name",
        "Name not properly normalized (name: Alice, normalized: .lice) ",
      ),
    ]);
    const byScope = await client.post("/v1/chain/get_table_by_scope", {
      code: "eosio.token",
      upper_bound: "no way",
    });
    expect([byScope.status, byScope.json]).toEqual([
      500,
      serverError(
        3010000,
        "chain_type_exception",
        "chain type exception",
        "Could not convert upper_bound scope string 'no way' to any of the following: uint64_t, valid name, or valid symbol (with or without the precision)",
      ),
    ]);
  });

  it("still reads valid requests, the primary index ignoring the key type as nodeos does", async () => {
    const plain = await rows({ json: true });
    expect(plain.status).toBe(200);
    expect(plain.json.rows.length).toBeGreaterThan(0);
    expect((await rows({ json: true, key_type: "foo" })).json).toEqual(plain.json);
  });
});
