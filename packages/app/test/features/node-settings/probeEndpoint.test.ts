import { describe, expect, it } from "vitest";
import { type ProbeDeps, probeEndpoint } from "../../../src/features/node-settings/probeEndpoint";
import { nodeInfo as info } from "./nodeInfo";

const UX = { type: "eosio" as const, chain_id: "AB".repeat(32) };
const ETH = { type: "ethereum" as const, chain_id: "31337", ethChainId: 31337 };

/** A node answering `answer(n)` to its n-th request, each taking `durations[n]` ms on a fake clock. */
function node(answer: (n: number, init?: RequestInit) => unknown, durations: number[] = [10, 10, 10]) {
  let clock = 0;
  const requests: { url: string; init?: RequestInit }[] = [];
  const deps: ProbeDeps = {
    now: () => clock,
    fetch: async (input, init) => {
      const n = requests.length;
      requests.push({ url: String(input), ...(init ? { init } : {}) });
      clock += durations[n] ?? 10;
      const body = answer(n, init);
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body));
    },
  };
  return { deps, requests };
}

describe("probing a node", () => {
  it("asks an Antelope node's get_info three times and gives the median time", async () => {
    const { deps, requests } = node(() => info("ab".repeat(32)), [30, 12, 500]);
    expect(await probeEndpoint(UX, "https://node.test/", deps)).toEqual({ kind: "ok", ms: 30 });
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill("https://node.test/v1/chain/get_info"));
  });

  it("calls a node that reports another chain id wrong, after its first answer", async () => {
    const { deps, requests } = node(() => info("ef".repeat(32)));
    expect(await probeEndpoint(UX, "https://other.test", deps)).toEqual({
      kind: "wrongChain",
      chainId: "ef".repeat(32),
    });
    expect(requests).toHaveLength(1);
  });

  it("calls a node unreachable when a request fails or its answer is not get_info's", async () => {
    const refused = node(() => new TypeError("Failed to fetch"));
    expect(await probeEndpoint(UX, "https://down.test", refused.deps)).toMatchObject({ kind: "unreachable" });
    expect(refused.requests).toHaveLength(1);
    const odd = node((n) => (n === 1 ? { hello: "world" } : info("ab".repeat(32))));
    expect(await probeEndpoint(UX, "https://odd.test", odd.deps)).toMatchObject({ kind: "unreachable" });
    expect(odd.requests).toHaveLength(2);
  });

  it("gives up on a node that does not answer within the timeout", async () => {
    const deps: ProbeDeps = {
      now: () => 0,
      timeoutMs: 30,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    };
    expect(await probeEndpoint(UX, "https://slow.test", deps)).toEqual({
      kind: "unreachable",
      reason: "no answer within 30 ms",
    });
  });

  it("asks an Ethereum node's eth_chainId and compares it with the config's", async () => {
    const good = node(() => ({ jsonrpc: "2.0", id: 1, result: "0x7a69" }));
    expect(await probeEndpoint(ETH, "https://eth.test", good.deps)).toEqual({ kind: "ok", ms: 10 });
    expect(JSON.parse(String(good.requests[0]?.init?.body))).toMatchObject({ method: "eth_chainId" });
    const mainnet = node(() => ({ jsonrpc: "2.0", id: 1, result: "0x1" }));
    expect(await probeEndpoint(ETH, "https://eth.test", mainnet.deps)).toEqual({
      kind: "wrongChain",
      chainId: "1",
    });
  });

  it("gives no verdict when the panel closes while measuring", async () => {
    const controller = new AbortController();
    const { deps } = node(() => {
      controller.abort(new Error("closed"));
      return info("ab".repeat(32));
    });
    await expect(probeEndpoint(UX, "https://node.test", deps, controller.signal)).rejects.toThrow("closed");
  });
});
