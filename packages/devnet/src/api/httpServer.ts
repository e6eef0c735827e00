import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ChainError } from "../engine/engineContract";
import { adminRefusal, isAdminPath } from "./adminGuard";
import {
  bodyLimitExceeded,
  chainErrorBody,
  httpStatusOf,
  internalErrorBody,
  invalidRequest,
  UNKNOWN_ENDPOINT,
} from "./nodeosErrors";
import { declaresTooLarge, MAX_BODY_BYTES, MAX_DRAINED_BYTES, readBody } from "./requestBody";

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, or undefined when there is none. */
  body: unknown;
}

export interface ApiResponse {
  status?: number;
  body: unknown;
}

export type RouteHandler = (request: ApiRequest) => ApiResponse | Promise<ApiResponse>;

export interface Route {
  path: string;
  methods: readonly ("GET" | "POST")[];
  handler: RouteHandler;
}

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Max-Age": "86400",
};

export interface ApiServerOptions {
  onError?: (error: unknown) => void;
  /** The token admin routes (/v1/devnet/*) require; without one they refuse every request. */
  adminToken?: string;
  /** Largest body read (default MAX_BODY_BYTES) and largest drained before the connection is dropped. */
  maxBodyBytes?: number;
  maxDrainedBytes?: number;
}

const bigintAsText = (_key: string, value: unknown) => (typeof value === "bigint" ? value.toString() : value);

/**
 * JSON that never throws on bigint (sent as text, as nodeos sends 64-bit values). Most bodies hold none, and
 * a replacer slows every response down, so it is only used when the plain encoding refuses a bigint.
 */
function toJson(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(body, bigintAsText);
  }
}

interface SendOptions {
  /** Browsers may read the answer from any origin: never for admin routes. */
  cors: boolean;
  /** Close the connection after answering (its request was not read to the end, or was refused). */
  close?: boolean;
  headers?: Record<string, string>;
}

function send(response: ServerResponse, status: number, body: unknown, options: SendOptions): void {
  const text = toJson(body);
  response.writeHead(status, {
    ...(options.cors ? CORS_HEADERS : {}),
    ...options.headers,
    ...(options.close ? { Connection: "close" } : {}),
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  response.end(text);
}

function parseBody(text: string): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest("Unable to parse valid input from POST body");
  }
}

/**
 * A small HTTP server for the nodeos-compatible API: exact paths, JSON in and out, CORS for browsers, and
 * every failure answered with nodeos' error JSON (never a dropped connection or an HTML page). Admin routes
 * (/v1/devnet/*) answer only loopback requests carrying the admin token, and never with CORS headers.
 */
export function createApiServer(routes: readonly Route[], options: ApiServerOptions = {}): Server {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const maxBody = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const maxDrained = options.maxDrainedBytes ?? MAX_DRAINED_BYTES;
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", "http://devnet");
    const admin = isAdminPath(url.pathname);
    const cors = !admin;
    if (method === "OPTIONS") {
      // An admin preflight gets no Access-Control-Allow-* headers, so a browser never sends the request.
      response.writeHead(204, cors ? CORS_HEADERS : {});
      response.end();
      return;
    }
    if (admin) {
      const refused = adminRefusal(
        request.socket.remoteAddress,
        request.headers.authorization,
        options.adminToken,
      );
      if (refused) {
        request.resume();
        send(response, refused.status, refused.body, { cors, headers: refused.headers });
        return;
      }
    }
    const route = byPath.get(url.pathname);
    if (!route || !(route.methods as readonly string[]).includes(method)) {
      request.resume();
      send(response, 404, UNKNOWN_ENDPOINT, { cors });
      return;
    }
    try {
      const read = await readBody(request, maxBody, maxDrained);
      if (read.kind === "tooLarge") {
        send(response, 400, chainErrorBody(bodyLimitExceeded()), { cors, close: true });
        return;
      }
      const body = parseBody(read.text);
      const result = await route.handler({ method, path: url.pathname, query: url.searchParams, body });
      send(response, result.status ?? 200, result.body, { cors });
    } catch (error) {
      if (request.destroyed && !request.complete) return; // the client went away mid-body: nobody to answer
      if (error instanceof ChainError) {
        send(response, httpStatusOf(error), chainErrorBody(error), { cors });
        return;
      }
      options.onError?.(error);
      send(response, 500, internalErrorBody(error), { cors });
    }
  };
  const server = createServer(handle);
  // With "Expect: 100-continue" (curl's habit past 1 MiB) an oversized body is refused before it is sent.
  server.on("checkContinue", (request: IncomingMessage, response: ServerResponse) => {
    if (declaresTooLarge(request, maxBody)) {
      const cors = !isAdminPath(new URL(request.url ?? "/", "http://devnet").pathname);
      send(response, 400, chainErrorBody(bodyLimitExceeded()), { cors, close: true });
      return;
    }
    response.writeContinue();
    void handle(request, response);
  });
  // Node closes idle keep-alive connections after 5 s, racing clients that reuse them (a request sent as
  // the server closes fails with "other side closed"); keep them as long as common proxies do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
