import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

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

/**
 * A GET-only JSON HTTP server with open CORS (the app runs on another origin). Unknown paths answer 404,
 * other methods 405, a failing route 500 with its message: always JSON, never a crash.
 */
export function createJsonHttpServer(
  routes: Readonly<Record<string, Route>>,
  log?: (message: string) => void,
): Server {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (answer: JsonAnswer) => {
      const text = answer.raw ? String(answer.body) : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        ...CORS,
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
      response.end(text);
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
      .then(send, (error: unknown) => {
        log?.(`http ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
        send(errorAnswer(500, error instanceof Error ? error.message : "internal error"));
      });
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
