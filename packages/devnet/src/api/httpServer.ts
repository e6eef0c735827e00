import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { ChainError } from "../engine/engineContract";
import {
  chainErrorBody,
  httpStatusOf,
  internalErrorBody,
  invalidRequest,
  UNKNOWN_ENDPOINT,
} from "./nodeosErrors";

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

/** nodeos caps request bodies too; a devnet transaction is far smaller. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "*",
  "Access-Control-Max-Age": "86400",
};

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

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = toJson(body);
  response.writeHead(status, {
    ...CORS_HEADERS,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
  });
  response.end(text);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(invalidRequest("Request body is too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
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
 * every failure answered with nodeos' error JSON (never a dropped connection or an HTML page).
 */
export function createApiServer(routes: readonly Route[], onError?: (error: unknown) => void): Server {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    if (method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://devnet");
    const route = byPath.get(url.pathname);
    if (!route || !(route.methods as readonly string[]).includes(method)) {
      request.resume();
      send(response, 404, UNKNOWN_ENDPOINT);
      return;
    }
    try {
      const body = parseBody(await readBody(request));
      const result = await route.handler({ method, path: url.pathname, query: url.searchParams, body });
      send(response, result.status ?? 200, result.body);
    } catch (error) {
      if (error instanceof ChainError) {
        send(response, httpStatusOf(error), chainErrorBody(error));
        return;
      }
      onError?.(error);
      send(response, 500, internalErrorBody(error));
    }
  });
  // Node closes idle keep-alive connections after 5 s, racing clients that reuse them (a request sent as
  // the server closes fails with "other side closed"); keep them as long as common proxies do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
