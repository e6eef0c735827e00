import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Encoding, negotiateEncoding } from "@ux/core/http";

/** What a route returns: a status and a JSON body (already serialised text, or a value to serialise). */
export interface JsonAnswer {
  status: number;
  body: unknown;
  /** Set when body is already JSON text (avoids serialising large cached answers twice). */
  raw?: boolean;
}

export type Route = (query: URLSearchParams) => JsonAnswer | Promise<JsonAnswer>;

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, OPTIONS",
  "access-control-allow-headers": "content-type, accept",
  "access-control-max-age": "86400",
};

export function errorAnswer(status: number, message: string): JsonAnswer {
  return { status, body: { error: message } };
}

const MIN_COMPRESS_BYTES = 512;
/** Requests (path and query) whose last answer is kept compressed; the oldest goes first past this. */
const COMPRESSED_ANSWERS_KEPT = 256;

/**
 * Compressed answers, kept per request (path and query) for the last text served there, at most 256 of them:
 * every tab polls /summary each 30 s and
 * its text only changes at an indexer refresh, so a poll costs no compression. Brotli at quality 5: a large
 * summary changes every refresh, and 5 is within a few percent of 11's size at a fraction of its time.
 */
class CompressedAnswers {
  private readonly last = new Map<string, { text: string; forms: Partial<Record<Encoding, Buffer>> }>();

  /** The text in `encoding`, or undefined when it is too small to gain from compression. */
  of(target: string, text: string, encoding: Exclude<Encoding, "identity">): Buffer | undefined {
    if (text.length < MIN_COMPRESS_BYTES) return undefined;
    let entry = this.last.get(target);
    if (entry?.text !== text) {
      entry = { text, forms: {} };
      this.last.delete(target);
      this.last.set(target, entry);
      const oldest = this.last.keys().next().value;
      if (this.last.size > COMPRESSED_ANSWERS_KEPT && oldest !== undefined) this.last.delete(oldest);
    }
    entry.forms[encoding] ??=
      encoding === "br"
        ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(text, { level: 6 });
    return entry.forms[encoding];
  }
}

/**
 * A GET-only JSON HTTP server with open CORS (the app runs on another origin). Unknown paths answer 404,
 * other methods 405, a failing route 500 with its message: always JSON, never a crash.
 */
export function createJsonHttpServer(
  routes: Readonly<Record<string, Route>>,
  log?: (message: string) => void,
): Server {
  const compressed = new CompressedAnswers();
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (answer: JsonAnswer, target = "") => {
      const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
      const headers: Record<string, string> = {
        ...CORS,
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
        vary: "accept-encoding",
      };
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      const body = encoding === "identity" ? undefined : compressed.of(target, text, encoding);
      if (body === undefined) {
        response.writeHead(answer.status, headers);
        response.end(text);
        return;
      }
      response.writeHead(answer.status, {
        ...headers,
        "content-encoding": encoding,
        "content-length": String(body.length),
      });
      response.end(body);
    };
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    const url = new URL(request.url ?? "/", "http://localhost");
    const route = routes[url.pathname.replace(/\/+$/, "") || "/"];
    if (!route) return send(errorAnswer(404, `no route ${url.pathname}`));
    if (request.method !== "GET" && request.method !== "HEAD")
      return send(errorAnswer(405, "only GET is supported"));
    Promise.resolve()
      .then(() => route(url.searchParams))
      .then(
        (answer) => send(answer, `${url.pathname}${url.search}`),
        (error: unknown) => {
          log?.(`http ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
          send(errorAnswer(500, error instanceof Error ? error.message : "internal error"));
        },
      );
  });
}

/** Listens on port (0 = any free port) on host; resolves with the bound port. */
export function listen(server: Server, port: number, host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
