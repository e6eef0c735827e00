import { describe, expect, it } from "vitest";
import { NodeosClient } from "../../src/chain/nodeosClient";
import { NodeosError, NodeUnavailableError } from "../../src/chain/nodeosErrors";
import { chainTimeToMs, refBlockPrefix } from "../../src/chain/transactionHeader";

type Answer = { status: number; body: unknown } | Error;

/** A fetch that answers from a queue and records each request. */
function scripted(answers: Answer[]) {
  const requests: { url: string; body: unknown }[] = [];
  const fetchFn = (async (url: string, init?: RequestInit) => {
    requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift();
    if (!answer) throw new Error("no scripted answer");
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body), {
      status: answer.status,
    });
  }) as typeof fetch;
  return { fetchFn, requests };
}

describe("nodeos client", () => {
  it("follows more/next_key through every page of a table", async () => {
    const { fetchFn, requests } = scripted([
      { status: 200, body: { rows: [1, 2], more: true, next_key: "3" } },
      { status: 200, body: { rows: [3, 4], more: true, next_key: "5" } },
      { status: 200, body: { rows: [5], more: false, next_key: "" } },
    ]);
    const client = new NodeosClient("http://node/", { fetch: fetchFn });
    expect(await client.allTableRows({ code: "amm.ux", scope: "amm.ux", table: "orders" }, 2)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(requests.map((r) => r.url)).toEqual(Array(3).fill("http://node/v1/chain/get_table_rows"));
    expect(requests.map((r) => (r.body as { lower_bound?: string }).lower_bound)).toEqual([
      undefined,
      "3",
      "5",
    ]);
    expect(requests[0]?.body).toMatchObject({ json: true, limit: 2, code: "amm.ux", table: "orders" });
  });

  it("turns nodeos error JSON into NodeosError with the first detail message", async () => {
    const { fetchFn } = scripted([
      {
        status: 500,
        body: {
          code: 500,
          message: "Internal Service Error",
          error: {
            code: 3040008,
            name: "tx_duplicate",
            what: "Duplicate transaction",
            details: [{ message: "duplicate transaction abc" }],
          },
        },
      },
    ]);
    const error = await new NodeosClient("http://node", { fetch: fetchFn })
      .sendTransaction({ signatures: [], packed_trx: "00" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeosError);
    expect(error).toMatchObject({
      httpStatus: 500,
      errorName: "tx_duplicate",
      message: "duplicate transaction abc",
      isDuplicate: true,
    });
  });

  it("reports transport failures and unexpected shapes as NodeUnavailableError", async () => {
    const { fetchFn } = scripted([
      new TypeError("fetch failed"),
      { status: 502, body: "<html>bad gateway</html>" },
      { status: 200, body: { chain_id: "nope" } },
    ]);
    const client = new NodeosClient("http://node", { fetch: fetchFn });
    await expect(client.getInfo()).rejects.toThrow(NodeUnavailableError);
    await expect(client.getInfo()).rejects.toThrow("answered HTTP 502 without JSON");
    await expect(client.getInfo()).rejects.toThrow("unexpected shape at chain_id");
  });

  it("reads history from the Hyperion URL and says null for an unknown transaction", async () => {
    const { fetchFn, requests } = scripted([
      { status: 200, body: { executed: false, actions: [] } },
      { status: 404, body: { message: "transaction not found" } },
      {
        status: 200,
        body: {
          executed: true,
          actions: [{ act: { account: "amm.ux", name: "report", data: {} }, block_num: 5 }],
        },
      },
    ]);
    const client = new NodeosClient("http://node", { fetch: fetchFn, hyperion: "http://history/" });
    expect(await client.historyTransaction("ab")).toBeNull();
    expect(await client.historyTransaction("ab")).toBeNull();
    expect((await client.historyTransaction("ab"))?.actions).toHaveLength(1);
    expect(requests[0]?.url).toBe("http://history/v2/history/get_transaction?id=ab");
  });

  it("reads TaPoS fields and chain times exactly", () => {
    // Bytes 8..11 of the id, little endian.
    expect(refBlockPrefix(`0000006400000000${"78563412"}${"0".repeat(40)}`)).toBe(0x12345678);
    expect(chainTimeToMs("2026-01-01T00:00:00.500")).toBe(Date.UTC(2026, 0, 1) + 500);
    expect(chainTimeToMs("2026-01-01T00:00:00Z")).toBe(Date.UTC(2026, 0, 1));
    expect(() => chainTimeToMs("soon")).toThrow("not a chain time");
  });
});
