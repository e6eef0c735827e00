import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { createChainClient } from "../../src/chainClient/chainClient";
import { NodeosError } from "../../src/chainClient/nodeosError";
import { MalformedAnswerError, NodeUnreachableError } from "../../src/chainClient/transportErrors";
import { blockId, CHAIN_ID, fakeFetch, nodeosErrorJson, scriptedFetch } from "./fakeFetch";

const info = {
  chain_id: CHAIN_ID,
  head_block_num: 10,
  head_block_id: blockId(10),
  head_block_time: "2026-01-01T00:00:00.000",
  last_irreversible_block_num: 2,
  server_version: "x",
};
const signed = { id: "ab".repeat(32), packedTrx: "00ff", signatures: ["SIG_K1_a"] };
const packed = { signatures: ["SIG_K1_a"], compression: 0, packed_context_free_data: "", packed_trx: "00ff" };

describe("chain client requests", () => {
  it("GETs get_info without a body or headers (a CORS simple request) and drops unknown fields", async () => {
    const { calls, fetchFn } = fakeFetch(() => ({ json: info }));
    const client = createChainClient("http://node.test//", { fetch: fetchFn });
    const { server_version: _, ...known } = info;
    expect(await client.getInfo()).toEqual(known);
    expect(client.url).toBe("http://node.test");
    expect(calls).toEqual([
      { url: "http://node.test/v1/chain/get_info", method: "GET", body: undefined, init: { method: "GET" } },
    ]);
  });

  it("POSTs each call's body as nodeos names it, as text without a content type", async () => {
    const { calls, fetchFn } = fakeFetch((call) => {
      const path = call.url.replace("http://node.test/v1/chain/", "");
      if (path === "get_currency_balance") return { json: ["1.0000 UTX"] };
      if (path === "get_table_rows") return { json: { rows: [{ a: 1 }], more: true, next_key: "5" } };
      if (path === "get_table_by_scope")
        return { json: { rows: [{ code: "c", scope: "alice", table: "accounts" }], more: "" } };
      if (path === "get_block_info") return { json: { id: blockId(7), block_num: 7, timestamp: "t" } };
      if (path === "get_abi") return { json: { account_name: "c", abi: null } };
      return {
        json: {
          account_name: "alice",
          last_code_update: "1970-01-01T00:00:00.000",
          permissions: [
            {
              perm_name: "active",
              parent: "owner",
              required_auth: { threshold: 1, keys: [{ key: "PUB_K1_x", weight: 1 }], accounts: [] },
            },
          ],
        },
      };
    });
    const client = createChainClient("http://node.test", { fetch: fetchFn });
    expect(await client.getCurrencyBalance("eosio.token", "alice")).toEqual(["1.0000 UTX"]);
    await client.getCurrencyBalance("eosio.token", "alice", "UTX");
    expect(
      await client.getTableRows({ code: "c", scope: "c", table: "t", limit: 1 }, z.object({ a: z.number() })),
    ).toEqual({
      rows: [{ a: 1 }],
      more: true,
      nextKey: "5",
    });
    await client.getTableByScope({
      code: "eosio",
      table: "userres",
      lower_bound: "ab",
      upper_bound: "abzzzzzzzzzz",
      limit: 5,
    });
    await client.getTableByScope({ code: "eosio" });
    expect(await client.getBlockInfo(7)).toEqual({ id: blockId(7), block_num: 7 });
    expect(await client.getAbi("c")).toBeNull();
    expect((await client.getAccount("alice")).permissions[0]?.required_auth).toEqual({
      threshold: 1,
      keys: [{ key: "PUB_K1_x", weight: 1 }],
    });
    expect(calls.every((c) => c.method === "POST" && Object.keys(c.init).join() === "method,body")).toBe(
      true,
    );
    expect(calls.map((c) => [c.url.replace("http://node.test/v1/chain/", ""), c.body])).toEqual([
      ["get_currency_balance", { code: "eosio.token", account: "alice", json: true }],
      ["get_currency_balance", { code: "eosio.token", account: "alice", symbol: "UTX", json: true }],
      ["get_table_rows", { json: true, code: "c", scope: "c", table: "t", limit: 1 }],
      [
        "get_table_by_scope",
        { limit: 5, code: "eosio", table: "userres", lower_bound: "ab", upper_bound: "abzzzzzzzzzz" },
      ],
      ["get_table_by_scope", { limit: 100, code: "eosio" }],
      ["get_block_info", { block_num: 7 }],
      ["get_abi", { account_name: "c" }],
      ["get_account", { account_name: "alice" }],
    ]);
  });

  it("passes the caller's signal to fetch", async () => {
    const { calls, fetchFn } = fakeFetch(() => ({ json: info }));
    const controller = new AbortController();
    await createChainClient("http://n", { fetch: fetchFn }).getInfo(controller.signal);
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it("gives up after timeoutMs as a NodeUnreachableError", async () => {
    const hanging = async (_url: string, init: { signal?: AbortSignal }) =>
      new Promise<never>((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    const error = await createChainClient("http://n", { fetch: hanging, timeoutMs: 20 })
      .getInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeUnreachableError);
    expect((error as Error).message).toMatch(/^\/v1\/chain\/get_info could not be reached: .*time/i);
  });

  it("leaves no timeout running once answered (a follower asks several times a second)", async () => {
    vi.useFakeTimers();
    try {
      const { fetchFn } = fakeFetch(() => ({ json: info }));
      const client = createChainClient("http://n", { fetch: fetchFn, timeoutMs: 10_000 });
      await client.getInfo();
      await client.getInfo().catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
      const failing = createChainClient("http://n", {
        fetch: async () => Promise.reject(new Error("refused")),
        timeoutMs: 10_000,
      });
      await failing.getInfo().catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a block's header fields and its transaction ids, deferred ones given as bare ids", async () => {
    const { fetchFn, calls } = fakeFetch(() => ({
      json: {
        id: blockId(7),
        block_num: 7,
        timestamp: "2026-01-01T00:00:03.500",
        ref_block_prefix: 0x12345678,
        transactions: [{ status: "executed", trx: { id: "AA" } }, { trx: "bb" }],
      },
    }));
    const client = createChainClient("http://n", { fetch: fetchFn });
    expect(await client.getBlock(7)).toEqual({
      id: blockId(7),
      block_num: 7,
      timestamp: "2026-01-01T00:00:03.500",
      ref_block_prefix: 0x12345678,
      transactionIds: ["aa", "bb"],
    });
    expect(await client.getBlockTransactionIds(7)).toEqual(["aa", "bb"]);
    expect(calls.map((c) => c.body)).toEqual([{ block_num_or_id: "7" }, { block_num_or_id: "7" }]);
  });

  it("follows more/next_key through every page of a table", async () => {
    const { fetchFn, calls } = scriptedFetch([
      { json: { rows: [1, 2], more: true, next_key: "3" } },
      { json: { rows: [3, 4], more: true, next_key: "5" } },
      { json: { rows: [5], more: false, next_key: "" } },
    ]);
    const client = createChainClient("http://node/", { fetch: fetchFn });
    expect(
      await client.allTableRows({ code: "amm.ux", scope: "amm.ux", table: "orders" }, { pageSize: 2 }),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(calls.map((c) => c.url)).toEqual(Array(3).fill("http://node/v1/chain/get_table_rows"));
    expect(calls.map((c) => c.body)).toEqual([
      { json: true, code: "amm.ux", scope: "amm.ux", table: "orders", limit: 2 },
      { json: true, code: "amm.ux", scope: "amm.ux", table: "orders", limit: 2, lower_bound: "3" },
      { json: true, code: "amm.ux", scope: "amm.ux", table: "orders", limit: 2, lower_bound: "5" },
    ]);
  });

  it("stops paging when the next key repeats the bound just asked", async () => {
    const { fetchFn, calls } = scriptedFetch([
      { json: { rows: [{ a: 1 }], more: true, next_key: "9" } },
      { json: { rows: [{ a: 2 }], more: true, next_key: "9" } },
    ]);
    const rows = await createChainClient("http://n", { fetch: fetchFn }).allTableRows(
      { code: "c", scope: "c", table: "t" },
      { row: z.object({ a: z.number() }) },
    );
    expect(rows).toEqual([{ a: 1 }, { a: 2 }]);
    expect(calls).toHaveLength(2);
  });

  it("sends a packed transaction and reads where it went and what its actions did", async () => {
    const { fetchFn, calls } = fakeFetch(() => ({
      json: {
        transaction_id: "AB".repeat(32),
        processed: {
          id: "AB".repeat(32),
          block_num: 11,
          block_time: "2026-01-01T00:00:05.500",
          action_traces: [
            {
              receiver: "ux.payer",
              receipt: { receiver: "ux.payer" },
              act: { account: "ux.payer", name: "noop", data: {} },
            },
            {
              receiver: "amm.ux",
              act: { account: "amm.ux", name: "placeorder", data: "00" },
              return_value_hex_data: "2a00000000000000",
              return_value_data: 42,
            },
          ],
          except: null,
        },
      },
    }));
    const client = createChainClient("http://n", { fetch: fetchFn });
    const pushed = await client.sendTransaction(signed);
    expect(pushed).toEqual({
      transactionId: "ab".repeat(32),
      blockNum: 11,
      blockTime: "2026-01-01T00:00:05.500",
      actionTraces: [
        {
          receiver: "ux.payer",
          account: "ux.payer",
          name: "noop",
          data: {},
          returnValueHex: undefined,
          returnValueData: undefined,
        },
        {
          receiver: "amm.ux",
          account: "amm.ux",
          name: "placeorder",
          data: "00",
          returnValueHex: "2a00000000000000",
          returnValueData: 42,
        },
      ],
    });
    await client.sendTransaction2(signed);
    await client.sendTransaction2(signed, { retryTrxNumBlocks: 1 });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ["http://n/v1/chain/send_transaction", packed],
      [
        "http://n/v1/chain/send_transaction2",
        { return_failure_trace: false, retry_trx: true, transaction: packed },
      ],
      [
        "http://n/v1/chain/send_transaction2",
        { return_failure_trace: false, retry_trx: true, retry_trx_num_blocks: 1, transaction: packed },
      ],
    ]);
  });

  it("reads history from the Hyperion URL and says null for a transaction it does not know", async () => {
    const executed = {
      executed: true,
      trx_id: "ab",
      actions: [
        {
          act: { account: "amm.ux", name: "report", data: { order_id: "1" } },
          block_num: 5,
          "@timestamp": "2026-01-01T00:00:02.500",
        },
      ],
    };
    const { fetchFn, calls } = scriptedFetch([
      { json: { executed: false, actions: [] } },
      { status: 404, json: { message: "transaction not found" } },
      { json: executed },
      { status: 500, json: nodeosErrorJson("exception", 0, "history is down") },
    ]);
    const client = createChainClient("http://node", { fetch: fetchFn, hyperionUrl: "http://history/" });
    expect(await client.historyTransaction("ab")).toBeNull();
    expect(await client.historyTransaction("ab")).toBeNull();
    expect(await client.historyTransaction("a b")).toEqual(executed);
    await expect(client.historyTransaction("ab")).rejects.toThrow("history is down");
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["GET", "http://history/v2/history/get_transaction?id=ab"],
      ["GET", "http://history/v2/history/get_transaction?id=ab"],
      ["GET", "http://history/v2/history/get_transaction?id=a%20b"],
      ["GET", "http://history/v2/history/get_transaction?id=ab"],
    ]);
  });
});

describe("chain client errors", () => {
  it("raises nodeos' error JSON as NodeosError with the name, what and first detail", async () => {
    const { fetchFn } = fakeFetch(() => ({
      status: 500,
      json: {
        code: 500,
        message: "Internal Service Error",
        error: {
          code: 3040008,
          name: "tx_duplicate",
          what: "Duplicate transaction",
          details: [{ message: "" }, { message: "duplicate transaction abc", file: "f", line_number: 1 }],
        },
      },
    }));
    const error = await createChainClient("http://n", { fetch: fetchFn })
      .sendTransaction(signed)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeosError);
    expect(error).toMatchObject({
      name: "NodeosError",
      status: 500,
      endpoint: "/v1/chain/send_transaction",
      errorName: "tx_duplicate",
      errorCode: 3040008,
      what: "Duplicate transaction",
      detail: "duplicate transaction abc",
      message: "duplicate transaction abc",
      isDuplicate: true,
    });
  });

  it("keeps only the fields of an error answer that have nodeos' types", async () => {
    const { fetchFn } = scriptedFetch([
      { status: 500, json: { code: "x", message: 5, error: { name: 7, what: "What", details: "none" } } },
      { status: 502, json: { message: "Bad Gateway" } },
      { status: 503, json: [] },
    ]);
    const client = createChainClient("http://n", { fetch: fetchFn });
    const first = (await client.getInfo().catch((e: unknown) => e)) as NodeosError;
    expect(first.body).toEqual({ error: { what: "What" } });
    expect(first.message).toBe("What");
    expect(first.isDuplicate).toBe(false);
    await expect(client.getInfo()).rejects.toThrow(/^Bad Gateway$/);
    await expect(client.getInfo()).rejects.toThrow(/^\/v1\/chain\/get_info failed with HTTP 503$/);
  });

  it("raises NodeUnreachableError when no answer, or no JSON, arrives", async () => {
    const { fetchFn } = scriptedFetch([
      new TypeError("Failed to fetch"),
      { status: 502, text: "<html>bad gateway</html>" },
      { status: 200, text: '{"chain_id": "cut off' },
    ]);
    const client = createChainClient("http://n", { fetch: fetchFn });
    const offline = await client.getInfo().catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(NodeUnreachableError);
    expect((offline as NodeUnreachableError).message).toBe(
      "/v1/chain/get_info could not be reached: Failed to fetch",
    );
    expect((offline as NodeUnreachableError).endpoint).toBe("/v1/chain/get_info");
    const notJson = await client.getInfo().catch((e: unknown) => e);
    expect(notJson).toBeInstanceOf(NodeUnreachableError);
    expect((notJson as Error).message).toBe("/v1/chain/get_info answered HTTP 502 without JSON");
    const cutOff = await client.getInfo().catch((e: unknown) => e);
    expect(cutOff).toBeInstanceOf(NodeUnreachableError);
    expect((cutOff as Error).message).toMatch(/^\/v1\/chain\/get_info could not be reached: /);
  });

  it("refuses an answer of the wrong shape as MalformedAnswerError, naming the field", async () => {
    const { fetchFn } = scriptedFetch([
      { json: { ...info, head_block_num: "ten" } },
      { json: { ...info, chain_id: "nope" } },
      { json: { rows: [{ a: 1 }, { a: "x" }] } },
      { json: { rows: "none" } },
    ]);
    const client = createChainClient("http://n", { fetch: fetchFn });
    const wrong = await client.getInfo().catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(MalformedAnswerError);
    // zod's wording after "Invalid input" depends on whether its classic entry (which the proof schemas
    // use) is loaded in the process; the field and the start of the message do not.
    expect((wrong as Error).message).toMatch(
      /^\/v1\/chain\/get_info answered an unexpected body: head_block_num: Invalid input/,
    );
    await expect(client.getInfo()).rejects.toThrow(
      /^\/v1\/chain\/get_info answered an unexpected body: chain_id: /,
    );
    await expect(
      client.getTableRows({ code: "c", scope: "c", table: "t" }, z.object({ a: z.number() })),
    ).rejects.toThrow("/v1/chain/get_table_rows answered an unexpected body: row 1: a: Invalid input");
    await expect(client.getTableRows({ code: "c", scope: "c", table: "t" })).rejects.toThrow(
      /^\/v1\/chain\/get_table_rows answered an unexpected body: rows: /,
    );
  });
});
