import type { Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiServer } from "../../src/api/httpServer";
import { MAX_BODY_BYTES } from "../../src/api/requestBody";
import { invalidRequest } from "./nodeosAnswers";

// An oversized body is answered with nodeos' error JSON (400) once the client has sent it, then the
// connection is closed; raw sockets show exactly what goes over the wire.

const LIMIT = 1024;
const LIMIT_BODY = invalidRequest("body limit exceeded");

const routes = [
  {
    path: "/v1/chain/size",
    methods: ["POST" as const],
    handler: ({ body }: { body: unknown }) => ({ body: { length: String(body).length } }),
  },
];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

interface Exchange {
  /** Everything the server sent before closing. */
  text: string;
  /** Whether the server closed the connection (rather than the test timing out). */
  closedByServer: boolean;
}

/** Writes `chunks` (one after the other) and reads until the server closes or `waitMs` passes. */
function exchange(port: number, chunks: (string | Buffer)[], waitMs = 3000): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, waitMs);
    socket.on("data", (data) => {
      text += data.toString("latin1");
    });
    socket.on("end", () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedByServer: true });
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("connect", async () => {
      for (const chunk of chunks)
        if (!socket.write(chunk)) await new Promise((done) => socket.once("drain", done));
    });
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
const jsonOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

describe("request bodies over the limit", () => {
  const server = createApiServer(routes, { maxBodyBytes: LIMIT, maxDrainedBytes: 16 * LIMIT });
  let port = 0;
  beforeAll(async () => {
    port = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads a body of exactly the limit", async () => {
    const body = JSON.stringify("x".repeat(LIMIT - 2));
    const response = await fetch(`http://127.0.0.1:${port}/v1/chain/size`, { method: "POST", body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: LIMIT - 2 });
  });

  it("answers a declared oversized body once it is sent, then closes the connection", async () => {
    const body = "x".repeat(LIMIT + 1);
    const { text, closedByServer } = await exchange(port, [
      `POST /v1/chain/size HTTP/1.1\r\nHost: devnet\r\nContent-Length: ${body.length}\r\n\r\n`,
      body.slice(0, 600),
      body.slice(600),
    ]);
    expect(statusOf(text)).toBe(400);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(text).toMatch(/\r\naccess-control-allow-origin: \*\r\n/i);
    expect(jsonOf(text)).toEqual(LIMIT_BODY);
    expect(closedByServer).toBe(true);
  });

  it("answers a chunked oversized body the same way", async () => {
    const chunk = (data: string) => `${data.length.toString(16)}\r\n${data}\r\n`;
    const { text, closedByServer } = await exchange(port, [
      "POST /v1/chain/size HTTP/1.1\r\nHost: devnet\r\nTransfer-Encoding: chunked\r\n\r\n",
      chunk("y".repeat(800)),
      chunk("y".repeat(800)),
      "0\r\n\r\n",
    ]);
    expect(statusOf(text)).toBe(400);
    expect(jsonOf(text)).toEqual(LIMIT_BODY);
    expect(closedByServer).toBe(true);
  });

  it("refuses a declared oversized body at once when the client waits for 100 Continue", async () => {
    const { text, closedByServer } = await exchange(port, [
      `POST /v1/chain/size HTTP/1.1\r\nHost: devnet\r\nExpect: 100-continue\r\nContent-Length: ${LIMIT + 1}\r\n\r\n`,
    ]);
    expect(text).not.toContain("100 Continue");
    expect(statusOf(text)).toBe(400);
    expect(jsonOf(text)).toEqual(LIMIT_BODY);
    expect(closedByServer).toBe(true);
  });

  it("lets a body within the limit continue after 100 Continue", async () => {
    const body = JSON.stringify("z".repeat(10));
    const { text, closedByServer } = await exchange(
      port,
      [
        `POST /v1/chain/size HTTP/1.1\r\nHost: devnet\r\nExpect: 100-continue\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
      ],
      500,
    );
    expect(text.startsWith("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n")).toBe(true);
    expect(text.endsWith('{"length":10}')).toBe(true);
    expect(closedByServer).toBe(false);
  });

  it("drops a body past the drain limit without reading it all, and keeps serving", async () => {
    const huge = Buffer.alloc(64 * LIMIT, "w");
    const { text, closedByServer } = await exchange(port, [
      `POST /v1/chain/size HTTP/1.1\r\nHost: devnet\r\nContent-Length: ${huge.length}\r\n\r\n`,
      huge,
    ]).catch((error: NodeJS.ErrnoException) => ({ text: "", closedByServer: error.code === "ECONNRESET" }));
    expect(text).toBe("");
    expect(closedByServer).toBe(true);
    const after = await fetch(`http://127.0.0.1:${port}/v1/chain/size`, { method: "POST", body: '"ok"' });
    expect(await after.json()).toEqual({ length: 2 });
  });
});

describe("the default limit", () => {
  it("is 4 MiB and refuses one byte more with the same answer", async () => {
    expect(MAX_BODY_BYTES).toBe(4 * 1024 * 1024);
    const server = createApiServer(routes);
    const port = await listen(server);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/v1/chain/size`, {
        method: "POST",
        body: "a".repeat(MAX_BODY_BYTES + 1),
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("connection")).toBe("close");
      expect(await response.json()).toEqual(LIMIT_BODY);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
