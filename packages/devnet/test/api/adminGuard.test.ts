import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRefusal, isAdminPath, isLoopbackAddress } from "../../src/api/adminGuard";
import { createApiServer } from "../../src/api/httpServer";

// The guard of /v1/devnet/*: the address rules as a unit (a non-loopback client cannot be made over a
// loopback socket), the rest through a real server on 127.0.0.1.

const TOKEN = "test-admin-token-0123456789";
const MISSING =
  "devnet admin routes need the admin token: send 'Authorization: Bearer <token>' (the devnet writes it to <data folder>/admin-token)";

const refusedBody = (status: number, message: string) => ({
  code: status,
  message: status === 401 ? "UnAuthorized" : "Forbidden",
  error: {
    code: 0,
    name: "exception",
    what: "unspecified",
    details: [{ message, file: "", line_number: 0, method: "" }],
  },
});

describe("which requests may reach an admin route", () => {
  it("counts 127.0.0.0/8 and ::1 as loopback, in every spelling a socket reports", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.3.4",
      "::1",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:2",
    ])
      expect([address, isLoopbackAddress(address)]).toEqual([address, true]);
    for (const address of [
      "10.0.0.1",
      "192.168.1.20",
      "128.0.0.1",
      "::ffff:10.0.0.1",
      "::2",
      "fe80::1",
      "fe80::1%eth0",
      "localhost",
      "",
      undefined,
    ])
      expect([address, isLoopbackAddress(address)]).toEqual([address, false]);
  });

  it("refuses a non-loopback client with 403 even when it has the token", () => {
    expect(adminRefusal("192.168.1.20", `Bearer ${TOKEN}`, TOKEN)).toEqual({
      status: 403,
      body: refusedBody(
        403,
        "devnet admin routes answer only on loopback (127.0.0.0/8 or ::1), not to 192.168.1.20",
      ),
      headers: {},
    });
    expect(adminRefusal("::ffff:10.0.0.1", `Bearer ${TOKEN}`, TOKEN)?.status).toBe(403);
    expect(adminRefusal(undefined, `Bearer ${TOKEN}`, TOKEN)?.body.error.details[0]?.message).toBe(
      "devnet admin routes answer only on loopback (127.0.0.0/8 or ::1), not to an unknown address",
    );
  });

  it("refuses a loopback client without the right Bearer token with 401", () => {
    expect(adminRefusal("127.0.0.1", undefined, TOKEN)).toEqual({
      status: 401,
      body: refusedBody(401, MISSING),
      headers: { "WWW-Authenticate": 'Bearer realm="devnet-admin"' },
    });
    for (const header of [`Basic ${TOKEN}`, TOKEN, "Bearer", "Bearer  "])
      expect(adminRefusal("::1", header, TOKEN)?.body.error.details[0]?.message).toBe(MISSING);
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, "Bearer x"])
      expect(adminRefusal("::1", header, TOKEN)).toMatchObject({
        status: 401,
        body: refusedBody(401, "the devnet admin token does not match"),
      });
  });

  it("lets a loopback client with the token through (scheme in any case), and nobody when no token is set", () => {
    expect(adminRefusal("127.0.0.1", `Bearer ${TOKEN}`, TOKEN)).toBeNull();
    expect(adminRefusal("::1", `bearer ${TOKEN}`, TOKEN)).toBeNull();
    expect(adminRefusal("127.0.0.1", "Bearer ", undefined)).toMatchObject({
      status: 403,
      body: refusedBody(403, "devnet admin routes are disabled: this server has no admin token"),
    });
  });

  it("guards every path under /v1/devnet/, and only those", () => {
    expect(["/v1/devnet/set_producers", "/v1/devnet/advance_clock", "/v1/devnet/"].map(isAdminPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["/v1/devnet", "/v1/chain/get_info", "/v1/devnetx/a", "/v2/devnet/a"].map(isAdminPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("admin routes over HTTP", () => {
  const calls: unknown[] = [];
  const server = createApiServer(
    [
      {
        path: "/v1/devnet/act",
        methods: ["POST"],
        handler: ({ body }) => {
          calls.push(body);
          return { body: { done: true } };
        },
      },
      { path: "/v1/chain/echo", methods: ["POST"], handler: ({ body }) => ({ body: { got: body } }) },
    ],
    { adminToken: TOKEN },
  );
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: "POST", headers, body: '{"n":1}' });

  it("answers a request with the token, without CORS headers", async () => {
    const response = await post("/v1/devnet/act", { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(calls).toEqual([{ n: 1 }]);
  });

  it("refuses a missing or wrong token with nodeos' error JSON, without running the route", async () => {
    calls.length = 0;
    // A browser's simple text/plain POST: no preflight, so only the token stops it.
    const missing = await post("/v1/devnet/act", {
      "Content-Type": "text/plain",
      Origin: "http://evil.test",
    });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toBe('Bearer realm="devnet-admin"');
    expect(missing.headers.get("access-control-allow-origin")).toBeNull();
    expect(await missing.json()).toEqual(refusedBody(401, MISSING));
    const wrong = await post("/v1/devnet/act", { Authorization: "Bearer not-the-token-at-all" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("access-control-allow-origin")).toBeNull();
    expect(await wrong.json()).toEqual(refusedBody(401, "the devnet admin token does not match"));
    expect(calls).toEqual([]);
  });

  it("guards unknown admin paths too, and answers them 404 only past the guard, still without CORS", async () => {
    expect((await post("/v1/devnet/later_route")).status).toBe(401);
    const unknown = await post("/v1/devnet/later_route", { Authorization: `Bearer ${TOKEN}` });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("access-control-allow-origin")).toBeNull();
    expect(
      ((await unknown.json()) as { error: { details: { message: string }[] } }).error.details[0]?.message,
    ).toBe("Unknown Endpoint");
  });

  it("answers an admin preflight without any Access-Control-Allow header, other preflights with them", async () => {
    const preflight = await fetch(`${url}/v1/devnet/act`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://evil.test",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(preflight.status).toBe(204);
    expect([...preflight.headers.keys()].filter((name) => name.startsWith("access-control"))).toEqual([]);
    const chain = await fetch(`${url}/v1/chain/echo`, { method: "OPTIONS" });
    expect(chain.headers.get("access-control-allow-origin")).toBe("*");
    const echo = await post("/v1/chain/echo");
    expect(echo.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("refuses everything on a server created without a token", async () => {
    const bare = createApiServer([
      { path: "/v1/devnet/act", methods: ["POST"], handler: () => ({ body: {} }) },
    ]);
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/v1/devnet/act`, {
        method: "POST",
        headers: { Authorization: "Bearer anything-at-all-here" },
        body: "{}",
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(
        refusedBody(403, "devnet admin routes are disabled: this server has no admin token"),
      );
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  });
});
