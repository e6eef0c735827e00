import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { keepAliveFetch } from "../../src/proof/keepAliveFetch";

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering `{method, body}` as JSON; `dropSecond` closes a connection at its second request. */
async function echoServer(options: { status?: number; dropSecond?: boolean } = {}): Promise<string> {
  const seen = new WeakMap<Socket, number>();
  server = createServer((request, response) => {
    const count = (seen.get(request.socket) ?? 0) + 1;
    seen.set(request.socket, count);
    if (options.dropSecond && count === 2) {
      request.socket.destroy();
      return;
    }
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      response.writeHead(options.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify({ method: request.method, body }));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chain/get_block`;
}

describe("keepAliveFetch", () => {
  it("answers GET and POST as fetch does, with ok and status", async () => {
    const url = await echoServer();
    const fetchFn = keepAliveFetch();
    const get = await fetchFn(url, { method: "GET" });
    expect(get.ok).toBe(true);
    expect(await get.json()).toEqual({ method: "GET", body: "" });
    const post = await fetchFn(url, { method: "POST", body: '{"block_num_or_id":"1"}' });
    expect(await post.json()).toEqual({ method: "POST", body: '{"block_num_or_id":"1"}' });
  });

  it("reports a non-2xx answer as not ok, with its JSON", async () => {
    const url = await echoServer({ status: 500 });
    const answer = await keepAliveFetch()(url, { method: "GET" });
    expect(answer.ok).toBe(false);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ method: "GET" });
  });

  it("sends a request again once when the server closed the reused connection", async () => {
    const url = await echoServer({ dropSecond: true });
    const fetchFn = keepAliveFetch();
    await fetchFn(url, { method: "GET" });
    const again = await fetchFn(url, { method: "POST", body: "x" });
    expect(await again.json()).toEqual({ method: "POST", body: "x" });
  });

  it("fails when the caller's signal aborts, and when nothing listens", async () => {
    const url = await echoServer();
    const fetchFn = keepAliveFetch();
    await expect(fetchFn(url, { method: "GET", signal: AbortSignal.abort() })).rejects.toThrow();
    await expect(fetchFn("http://127.0.0.1:1/", { method: "GET" })).rejects.toThrow();
  });
});
