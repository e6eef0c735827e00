import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApiServer } from "../../src/api/httpServer";
import { chainErrorBody } from "../../src/api/nodeosErrors";
import { parseRequest } from "../../src/api/requestSchemas";
import { chainError } from "../../src/engine/chainErrors";
import { ChainError } from "../../src/engine/engineContract";
import { invalidRequest } from "./nodeosAnswers";

const server = createApiServer([
  {
    path: "/v1/chain/echo",
    methods: ["GET", "POST"],
    handler: ({ body }) => ({ body: { got: body ?? null } }),
  },
  {
    path: "/v1/chain/typed",
    methods: ["POST"],
    handler: ({ body }) => ({ body: parseRequest(z.object({ account_name: z.string() }), body) }),
  },
  {
    path: "/v1/chain/fail",
    methods: ["POST"],
    handler: ({ body }) => {
      const kind = (body as { kind: string }).kind;
      if (kind === "duplicate") throw chainError("tx_duplicate", "duplicate transaction abc");
      if (kind === "auth")
        throw chainError(
          "unsatisfied_authorization",
          `transaction declares authority '{"actor":"alice","permission":"active"}', but does not have signatures for it.`,
        );
      if (kind === "assert")
        throw chainError(
          "eosio_assert_message_exception",
          "assertion failure with message: overdrawn balance",
        );
      throw new TypeError("something broke");
    },
  },
]);
let url = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, body: string) => fetch(`${url}${path}`, { method: "POST", body });

/** The message of the first detail in a nodeos error answer. */
async function firstDetail(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { error: { details: { message: string }[] } }).error.details[0]?.message;
}

/** The status and JSON body the failing route answers for one kind of failure. */
async function failWith(kind: string): Promise<{ status: number; body: unknown }> {
  const response = await post("/v1/chain/fail", JSON.stringify({ kind }));
  return { status: response.status, body: await response.json() };
}

describe("the API server", () => {
  it("answers JSON with CORS headers, on POST and GET", async () => {
    const response = await post("/v1/chain/echo", '{"a":1}');
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ got: { a: 1 } });
    expect(await (await fetch(`${url}/v1/chain/echo`)).json()).toEqual({ got: null });
  });

  it("answers a CORS preflight", async () => {
    const response = await fetch(`${url}/v1/chain/echo`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
  });

  it("answers unknown paths and methods with nodeos' 404 Unknown Endpoint", async () => {
    for (const response of [await post("/v1/chain/nothing", "{}"), await fetch(`${url}/v1/chain/typed`)]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 404,
        message: "Not Found",
        error: {
          code: 0,
          name: "exception",
          what: "unspecified",
          details: [
            {
              message: "Unknown Endpoint",
              file: "http_plugin.cpp",
              line_number: 0,
              method: "handle_http_request",
            },
          ],
        },
      });
    }
  });

  it("answers a body that is not JSON, or lacks fields, with a 400 invalid_http_request", async () => {
    const broken = await post("/v1/chain/typed", "{not json");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual(invalidRequest("Unable to parse valid input from POST body"));
    const missing = await post("/v1/chain/typed", '{"account":"x"}');
    expect(missing.status).toBe(400);
    expect(await firstDetail(missing)).toBe(
      "Invalid request: account_name: Invalid input: expected string, received undefined",
    );
    const empty = await post("/v1/chain/typed", "");
    expect(await firstDetail(empty)).toBe("A Request body is required");
  });

  it("maps chain errors to nodeos' status codes and error JSON", async () => {
    expect(await failWith("duplicate")).toEqual({
      status: 409,
      body: {
        code: 409,
        message: "Conflict",
        error: {
          code: 3040008,
          name: "tx_duplicate",
          what: "Duplicate transaction",
          details: [{ message: "duplicate transaction abc", file: "", line_number: 0, method: "" }],
        },
      },
    });
    expect(await failWith("auth")).toMatchObject({ status: 401, body: { message: "UnAuthorized" } });
    expect(await failWith("assert")).toMatchObject({
      status: 500,
      body: {
        code: 500,
        message: "Internal Service Error",
        error: {
          code: 3050003,
          name: "eosio_assert_message_exception",
          what: "eosio_assert_message assertion failure",
        },
      },
    });
  });

  it("answers an unexpected failure with a 500 and keeps serving", async () => {
    expect(await failWith("other")).toMatchObject({
      status: 500,
      body: { code: 500, error: { name: "exception", details: [{ message: "something broke" }] } },
    });
    expect((await post("/v1/chain/echo", "1")).status).toBe(200);
  });
});

describe("chainErrorBody", () => {
  it("keeps the engine's HTTP status for errors nodeos does not single out", () => {
    const error = new ChainError("some_exception", 1, "Some", [{ message: "m" }], 400);
    expect(chainErrorBody(error)).toEqual({
      code: 400,
      message: "Bad Request",
      error: {
        code: 1,
        name: "some_exception",
        what: "Some",
        details: [{ message: "m", file: "", line_number: 0, method: "" }],
      },
    });
  });
});
