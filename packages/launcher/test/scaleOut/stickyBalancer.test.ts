import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sessionIdPrefix } from "@ux/core/http";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StickyBalancer } from "../../src/scaleOut/stickyBalancer";

/*
 * The launcher's balancer in front of two real socket.io servers that name their sessions as the services
 * do (`s1.xxxx`): clients on HTTP long-polling (every request a new HTTP request, then the websocket upgrade)
 * work only if each request of a session reaches its own server; new sessions alternate; a GET that a dead
 * instance refuses goes to the other one.
 */

interface Instance {
  name: string;
  http: HttpServer;
  io: Server;
  port: number;
}

async function instance(name: string): Promise<Instance> {
  const http = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end(name);
  });
  const io = new Server(http, { cors: { origin: "*" } });
  io.engine.generateId = () => `${sessionIdPrefix(name)}${randomBytes(15).toString("base64url")}`;
  // Each event answers with the instance that holds the session: the test sees where it landed.
  io.on("connection", (socket) => socket.on("where", (ack: (name: string) => void) => ack(name)));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
  return { name, http, io, port: (http.address() as AddressInfo).port };
}

const stop = (server: Instance) => new Promise<void>((resolve) => server.io.close(() => resolve()));

let s1: Instance;
let s2: Instance;
let balancer: StickyBalancer;
let url: string;

beforeAll(async () => {
  [s1, s2] = await Promise.all([instance("s1"), instance("s2")]);
  balancer = new StickyBalancer([
    { instance: "s1", port: s1.port },
    { instance: "s2", port: s2.port },
  ]);
  url = `http://127.0.0.1:${await balancer.listen(0)}`;
});

afterAll(async () => {
  await balancer.close();
  await Promise.all([stop(s1), stop(s2)]);
});

function client(transports: ("polling" | "websocket")[], upgrade = true): Promise<Socket> {
  const socket = connect(url, { transports, upgrade, forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

describe("the sticky balancer", () => {
  it("keeps every request of a long-polling session on its instance, and spreads new sessions", async () => {
    const sockets = await Promise.all(Array.from({ length: 6 }, () => client(["polling"], false)));
    const where: string[] = [];
    for (const socket of sockets) {
      // Several round trips per session: each one is a new HTTP request through the balancer.
      const answers = new Set<string>();
      for (let i = 0; i < 5; i++) answers.add(await socket.timeout(5_000).emitWithAck("where"));
      expect([...answers]).toHaveLength(1);
      where.push([...answers][0] as string);
      expect(socket.io.engine.id.startsWith(`${where.at(-1)}.`)).toBe(true);
    }
    expect(where.filter((name) => name === "s1")).toHaveLength(3);
    expect(where.filter((name) => name === "s2")).toHaveLength(3);
    for (const socket of sockets) socket.disconnect();
  });

  it("carries the upgrade to a websocket, and websocket-only clients, to the right instance", async () => {
    const upgraded = await client(["polling", "websocket"]);
    // The upgrade may have finished before this line runs (on busy cores it did): wait only if it has not.
    if (upgraded.io.engine.transport.name !== "websocket")
      await new Promise<void>((resolve) => upgraded.io.engine.once("upgrade", () => resolve()));
    expect(upgraded.io.engine.transport.name).toBe("websocket");
    const name = await upgraded.timeout(5_000).emitWithAck("where");
    expect(upgraded.io.engine.id.startsWith(`${name}.`)).toBe(true);
    const direct = await client(["websocket"]);
    expect(["s1", "s2"]).toContain(await direct.timeout(5_000).emitWithAck("where"));
    upgraded.disconnect();
    direct.disconnect();
  });

  it("sends a GET refused by a dead instance to the next one", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(async () => (await fetch(url)).text()));
    expect(new Set(answers)).toEqual(new Set(["s1", "s2"]));
    await stop(s2);
    const after = await Promise.all([1, 2, 3, 4].map(async () => (await fetch(url)).text()));
    expect(after).toEqual(["s1", "s1", "s1", "s1"]);
  });
});
