import { AbiCoder } from "ethers";
import { describe, expect, it } from "vitest";
import { etherAccountQuery } from "../../src/ethereum/evmGateway/etherAccountLookup";
import { GET_RP_SELECTOR, PUSH_SELECTOR } from "../../src/ethereum/evmGateway/gatewayContract";
import { alice, gateway, node, post, rpc, stranger, useGatewayOnFakeNode } from "./support/gatewayOnFakeNode";

// What the gateway answers without pushing anything: chain figures, balances, and the JSON-RPC envelope.

useGatewayOnFakeNode();

describe("UX EVM gateway: chain answers", () => {
  it("is chain 71 (0x47) at the default gateway contract address", async () => {
    expect((await rpc("eth_chainId")).result).toBe("0x47");
    expect((await rpc("net_version")).result).toBe("71");
    expect(gateway.chainId).toBe(71);
    expect(gateway.contractAddress).toBe("0x7578000000000000000000000000000000000071");
  });

  it("reports the UX head block as eth_blockNumber", async () => {
    node.headBlockNum = 4242;
    expect((await rpc("eth_blockNumber")).result).toBe("0x1092");
    node.headBlockNum = 103;
  });

  it("scales the mapped account's UTX from 4 to 18 decimals exactly", async () => {
    expect((await rpc("eth_getBalance", [alice.address, "latest"])).result).toBe("0xab5461ca4b100000");
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      12_345_600_000_000_000_000n,
    );
    node.balances.set("alice", ["4611686018427.3879 UTX"]);
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      4_611_686_018_427_387_900_000_000_000_000n,
    );
    node.balances.set("alice", ["0.0001 UTX"]);
    expect(BigInt((await rpc("eth_getBalance", [alice.address])).result as string)).toBe(
      100_000_000_000_000n,
    );
    node.balances.set("alice", []);
    expect((await rpc("eth_getBalance", [alice.address])).result).toBe("0x0");
  });

  it("looks the address up with the etheraccount secondary sha256 index, left-padded", async () => {
    node.requests.length = 0;
    await rpc("eth_getBalance", [alice.address.toUpperCase().replace("0X", "0x")]);
    const lookup = node.requests.find((request) => request.path === "/v1/chain/get_table_rows");
    // The query's shape is pinned in gatewayParts.test.ts; here: the gateway sends it for this address.
    expect(lookup?.body).toEqual(etherAccountQuery(alice.address, "etheraccount"));
    const balance = node.requests.find((request) => request.path === "/v1/chain/get_currency_balance");
    expect(balance?.body).toEqual({ code: "eosio.token", account: "alice", symbol: "UTX" });
  });

  it("reports 0 for an unmapped address without asking for a balance", async () => {
    node.requests.length = 0;
    expect((await rpc("eth_getBalance", [stranger.address, "latest"])).result).toBe("0x0");
    expect(node.requests.map((request) => request.path)).toEqual(["/v1/chain/get_table_rows"]);
  });

  it("refuses a node balance that is not a UTX asset (-32603, nothing trusted)", async () => {
    node.balances.set("alice", ["12.34 UTX"]);
    const answer = await rpc("eth_getBalance", [alice.address]);
    expect(answer.error?.code).toBe(-32603);
    expect(answer.error?.message).toContain("unexpected UTX precision in '12.34 UTX'");
  });

  it("answers the fixed gas figures: price 0, tip 0, estimate 200000", async () => {
    expect((await rpc("eth_gasPrice")).result).toBe("0x0");
    expect((await rpc("eth_maxPriorityFeePerGas")).result).toBe("0x0");
    expect(
      (await rpc("eth_estimateGas", [{ from: alice.address, to: gateway.contractAddress, data: "0x" }]))
        .result,
    ).toBe("0x30d40");
  });

  it("answers getRp() of the gateway contract (0: the mapped account pays) and empty data elsewhere", async () => {
    const call = await rpc("eth_call", [{ to: gateway.contractAddress, data: GET_RP_SELECTOR }, "latest"]);
    expect(call.result).toBe(AbiCoder.defaultAbiCoder().encode(["uint64"], [0n]));
    expect((await rpc("eth_call", [{ to: alice.address, data: GET_RP_SELECTOR }])).result).toBe("0x");
    expect((await rpc("eth_call", [{ to: gateway.contractAddress, data: PUSH_SELECTOR }])).error?.code).toBe(
      -32602,
    );
    expect((await rpc("eth_getCode", [gateway.contractAddress, "latest"])).result).toBe("0xfe");
    expect((await rpc("eth_getCode", [alice.address, "latest"])).result).toBe("0x");
  });

  it("describes the head as a block without baseFeePerGas, so wallets send legacy transactions", async () => {
    const block = (await rpc("eth_getBlockByNumber", ["latest", false])).result as Record<string, unknown>;
    expect(block.number).toBe("0x67");
    expect(block.baseFeePerGas).toBeUndefined();
    expect(block.timestamp).toBe(
      `0x${Math.floor(Date.parse("2026-01-02T03:04:05.500Z") / 1000).toString(16)}`,
    );
    const older = (await rpc("eth_getBlockByNumber", ["0x65", false])).result as Record<string, unknown>;
    expect(older.timestamp).toBe(
      `0x${Math.floor(Date.parse("2026-01-02T03:04:04.500Z") / 1000).toString(16)}`,
    );
    const parent = (await rpc("eth_getBlockByNumber", ["0x66", false])).result as Record<string, unknown>;
    expect(block.parentHash).toBe(parent.hash);
    expect(parent.hash).not.toBe(block.hash);
    expect((await rpc("eth_getBlockByNumber", ["0x68", false])).result).toBeNull();
  });
});

describe("UX EVM gateway: JSON-RPC envelope", () => {
  it("answers a body that is not JSON with -32700", async () => {
    const { status, json } = await post(gateway.url, "{not json");
    expect(status).toBe(200);
    expect(json).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
  });

  it("answers malformed requests with -32600, keeping a valid id", async () => {
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "1.0", id: 3, method: "eth_chainId" }))).json,
    ).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32600, message: "Invalid Request" },
    });
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "2.0", id: {}, method: 5 }))).json,
    ).toMatchObject({ id: null, error: { code: -32600 } });
    expect((await post(gateway.url, "[]")).json).toMatchObject({
      id: null,
      error: { code: -32600, message: "Invalid Request: empty batch" },
    });
    expect(
      (
        await post(
          gateway.url,
          JSON.stringify(Array(101).fill({ jsonrpc: "2.0", id: 1, method: "eth_chainId" })),
        )
      ).json,
    ).toMatchObject({
      error: { code: -32600 },
    });
  });

  it("answers unknown methods with -32601 and bad params with -32602", async () => {
    expect((await rpc("eth_mining")).error).toEqual({
      code: -32601,
      message: "the method eth_mining does not exist/is not available",
    });
    expect((await rpc("eth_getBalance", ["0x1234"])).error).toEqual({
      code: -32602,
      message: "invalid params at params[0]: expected a 20-byte 0x-prefixed hex address",
    });
    expect((await rpc("eth_chainId", [1])).error?.code).toBe(-32602);
    expect((await rpc("eth_sendRawTransaction", ["0xzz"])).error?.code).toBe(-32602);
    expect((await rpc("eth_getTransactionReceipt", ["0x12"])).error?.code).toBe(-32602);
    expect((await rpc("eth_getBlockByNumber", ["newest", false])).error?.code).toBe(-32602);
    const named = await post(
      gateway.url,
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: { a: 1 } }),
    );
    expect(named.json).toMatchObject({ error: { code: -32602, message: "params must be an array" } });
  });

  it("answers batches in order, skipping notifications, and a batch of notifications with nothing", async () => {
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      { jsonrpc: "2.0", method: "eth_chainId" },
      { jsonrpc: "2.0", id: "b", method: "nope" },
      { bogus: true },
      { jsonrpc: "2.0", id: 2, method: "net_version", params: [] },
    ];
    const { json } = await post(gateway.url, JSON.stringify(batch));
    expect(json).toEqual([
      { jsonrpc: "2.0", id: 1, result: "0x47" },
      {
        jsonrpc: "2.0",
        id: "b",
        error: { code: -32601, message: "the method nope does not exist/is not available" },
      },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } },
      { jsonrpc: "2.0", id: 2, result: "71" },
    ]);
    const silent = await post(gateway.url, JSON.stringify([{ jsonrpc: "2.0", method: "eth_chainId" }]));
    expect(silent.status).toBe(204);
    expect(silent.json).toBeNull();
  });

  it("allows every origin (CORS) and answers preflights", async () => {
    const preflight = await fetch(gateway.url, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(
      (await post(gateway.url, JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }))).headers.get(
        "access-control-allow-origin",
      ),
    ).toBe("*");
    expect((await fetch(gateway.url)).status).toBe(405);
  });
});
