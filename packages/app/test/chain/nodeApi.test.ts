import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { createNodeApi, type FetchFunction } from "../../src/shared/chain/nodeApi";
import { MalformedResponseError, NetworkError, NodeError } from "../../src/shared/chain/nodeErrors";
import { fetchTokenBalances } from "../../src/shared/chain/tokenBalances";
import { nodeosError } from "./fakeNode";

type Call = { url: string; method: string; body: unknown };

function fakeFetch(answer: (call: Call) => { status?: number; json: unknown } | Error) {
  const calls: Call[] = [];
  const fetchFn: FetchFunction = async (url, init) => {
    const call = {
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(init.body),
    };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    const status = result.status ?? 200;
    return { ok: status < 300, status, json: async () => result.json };
  };
  return { calls, fetchFn };
}

describe("node API client", () => {
  it("GETs get_info and parses the block numbers", async () => {
    const { calls, fetchFn } = fakeFetch(() => ({
      json: {
        chain_id: "aa",
        head_block_num: 10,
        head_block_id: "bb",
        head_block_time: "2026-01-01T00:00:00.000",
        last_irreversible_block_num: 2,
        server_version: "x",
      },
    }));
    const info = await createNodeApi("http://node.test/", fetchFn).getInfo();
    expect(info.head_block_num).toBe(10);
    expect(calls).toEqual([{ url: "http://node.test/v1/chain/get_info", method: "GET", body: undefined }]);
  });

  it("POSTs each call's body as nodeos names it", async () => {
    const { calls, fetchFn } = fakeFetch((call) => {
      if (call.url.endsWith("get_currency_balance")) return { json: ["1.0000 UTX"] };
      if (call.url.endsWith("get_table_rows"))
        return { json: { rows: [{ a: 1 }], more: true, next_key: "5" } };
      if (call.url.endsWith("get_table_by_scope"))
        return { json: { rows: [{ code: "c", scope: "alice", table: "accounts" }], more: "" } };
      return { json: { account_name: "alice", permissions: [] } };
    });
    const api = createNodeApi("http://node.test", fetchFn);
    await api.getCurrencyBalance("eosio.token", "alice");
    await api.getCurrencyBalance("eosio.token", "alice", "UTX");
    const rows = await api.getTableRows(
      { code: "c", scope: "c", table: "t", limit: 1 },
      z.object({ a: z.number() }),
    );
    await api.getTableByScope({
      code: "eosio",
      table: "userres",
      lower_bound: "ab",
      upper_bound: "abzzzzzzzzzz",
      limit: 5,
    });
    await api.getTableByScope({ code: "eosio" });
    await api.getAccount("alice");
    expect(rows).toEqual({ rows: [{ a: 1 }], more: true, nextKey: "5" });
    expect(calls.map((c) => [c.url.replace("http://node.test/v1/chain/", ""), c.body])).toEqual([
      ["get_currency_balance", { code: "eosio.token", account: "alice", json: true }],
      ["get_currency_balance", { code: "eosio.token", account: "alice", symbol: "UTX", json: true }],
      ["get_table_rows", { json: true, code: "c", scope: "c", table: "t", limit: 1 }],
      [
        "get_table_by_scope",
        { limit: 5, code: "eosio", table: "userres", lower_bound: "ab", upper_bound: "abzzzzzzzzzz" },
      ],
      ["get_table_by_scope", { limit: 100, code: "eosio" }],
      ["get_account", { account_name: "alice" }],
    ]);
  });

  it("raises nodeos' error body as a NodeError whose message is the first detail", async () => {
    const { fetchFn } = fakeFetch(() => ({
      status: 500,
      json: nodeosError(
        "eosio_assert_message_exception",
        3050003,
        "assertion failure with message: no balance",
      ),
    }));
    const error = await createNodeApi("http://n", fetchFn)
      .getAccount("alice")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeError);
    expect((error as NodeError).message).toBe("assertion failure with message: no balance");
    expect((error as NodeError).errorName).toBe("eosio_assert_message_exception");
    expect((error as NodeError).status).toBe(500);
  });

  it("raises a NetworkError when no answer arrives", async () => {
    const { fetchFn } = fakeFetch(() => new TypeError("Failed to fetch"));
    await expect(createNodeApi("http://n", fetchFn).getInfo()).rejects.toBeInstanceOf(NetworkError);
  });

  it("refuses an answer of the wrong shape, naming the field", async () => {
    const { fetchFn } = fakeFetch(() => ({ json: { head_block_num: "ten" } }));
    const error = await createNodeApi("http://n", fetchFn)
      .getInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as Error).message).toMatch(/^\/v1\/chain\/get_info answered an unexpected body: /);
    const rows = fakeFakeRows();
    await expect(
      createNodeApi("http://n", rows).getTableRows(
        { code: "c", scope: "c", table: "t" },
        z.object({ a: z.number() }),
      ),
    ).rejects.toThrow("row 1: a:");
  });

  it("lists block transaction ids, deferred ones given as bare ids", async () => {
    const { fetchFn, calls } = fakeFetch(() => ({
      json: { block_num: 7, transactions: [{ trx: { id: "AA" } }, { trx: "bb" }] },
    }));
    await expect(createNodeApi("http://n", fetchFn).getBlockTransactionIds(7)).resolves.toEqual(["aa", "bb"]);
    expect(calls[0]?.body).toEqual({ block_num_or_id: "7", json: true });
  });
});

function fakeFakeRows(): FetchFunction {
  return async () => ({ ok: true, status: 200, json: async () => ({ rows: [{ a: 1 }, { a: "x" }] }) });
}

describe("token balances", () => {
  const tokens = [
    { contract: "eosio.token", symbol: "UTX", decimals: 4 },
    { contract: "eosio.token", symbol: "UTXRAM", decimals: 4 },
    { contract: "lptoken.ux", symbol: "LP", decimals: 4 },
    { contract: "eosio.token", symbol: "UFX", decimals: 4 },
  ];

  it("asks once per distinct contract and reads every configured symbol from the answer", async () => {
    const { fetchFn, calls } = fakeFetch((call) =>
      (call.body as { code: string }).code === "eosio.token"
        ? { json: ["12.3456 UTX", "0.0001 UTXRAM", "9.0000 OTHER"] }
        : { json: [] },
    );
    const balances = await fetchTokenBalances(createNodeApi("http://n", fetchFn), "alice", tokens, () => {});
    expect(calls).toHaveLength(2);
    expect(balances).toEqual([
      { contract: "eosio.token", symbol: "UTX", decimals: 4, units: 123_456n },
      { contract: "eosio.token", symbol: "UTXRAM", decimals: 4, units: 1n },
      { contract: "lptoken.ux", symbol: "LP", decimals: 4, units: 0n },
      { contract: "eosio.token", symbol: "UFX", decimals: 4, units: 0n },
    ]);
  });

  it("yields 0 and a log line for a contract whose lookup fails", async () => {
    const { fetchFn } = fakeFetch((call) =>
      (call.body as { code: string }).code === "lptoken.ux"
        ? new TypeError("Failed to fetch")
        : { json: ["1.0000 UFX"] },
    );
    const lines: string[] = [];
    const balances = await fetchTokenBalances(createNodeApi("http://n", fetchFn), "alice", tokens, (m) =>
      lines.push(m),
    );
    expect(balances.map((b) => [b.symbol, b.units])).toEqual([
      ["UTX", 0n],
      ["UTXRAM", 0n],
      ["LP", 0n],
      ["UFX", 10_000n],
    ]);
    expect(lines).toEqual(["balance lookup failed for alice on lptoken.ux; showing 0"]);
  });
});
