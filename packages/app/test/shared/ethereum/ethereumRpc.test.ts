import { describe, expect, it } from "vitest";
import { ethereumRpc, readQuantity } from "../../../src/shared/ethereum/ethereumRpc";

function node(answer: (body: { method: string; params: unknown[]; id: number }) => unknown, status = 200) {
  const seen: unknown[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    seen.push({ url: String(url), body });
    return new Response(JSON.stringify(answer(body)), { status });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

describe("the Ethereum node's JSON-RPC", () => {
  it("posts a JSON-RPC 2.0 call and returns its result", async () => {
    const { fetch, seen } = node((body) => ({ jsonrpc: "2.0", id: body.id, result: "0x10" }));
    await expect(
      ethereumRpc("http://127.0.0.1:8545", fetch)("eth_getBalance", ["0xab", "latest"]),
    ).resolves.toBe("0x10");
    expect(seen).toEqual([
      {
        url: "http://127.0.0.1:8545",
        body: {
          jsonrpc: "2.0",
          id: expect.any(Number),
          method: "eth_getBalance",
          params: ["0xab", "latest"],
        },
      },
    ]);
  });

  it("an error answer, an HTTP failure or anything not JSON-RPC rejects with a readable text", async () => {
    const call = (fetch: typeof globalThis.fetch) => ethereumRpc("http://x.test", fetch)("eth_call", []);
    await expect(
      call(node(() => ({ error: { code: -32000, message: "execution reverted" } })).fetch),
    ).rejects.toThrow("eth_call: execution reverted");
    await expect(call(node(() => ({}), 502).fetch)).rejects.toThrow(
      "eth_call: the Ethereum node answered HTTP 502",
    );
    await expect(call(node(() => ["nope"]).fetch)).rejects.toThrow(
      "eth_call: the Ethereum node's answer is not JSON-RPC",
    );
  });

  it("reads hex quantities and words, nothing else", () => {
    expect(readQuantity("x", "0x0")).toBe(0n);
    expect(readQuantity("x", `0x${"f".repeat(64)}`)).toBe((1n << 256n) - 1n);
    expect(() => readQuantity("balanceOf", "0x")).toThrow("balanceOf: expected a hex quantity, got 0x");
    expect(() => readQuantity("x", 16)).toThrow();
    expect(() => readQuantity("x", `0x${"f".repeat(65)}`)).toThrow();
  });
});
