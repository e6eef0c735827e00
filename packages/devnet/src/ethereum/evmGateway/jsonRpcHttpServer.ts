import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { dispatchJsonRpc, parseErrorResponse, type RpcMethods } from "./jsonRpcDispatch";

/** Bodies above this are refused before parsing (a pushEosTransaction is a few KiB). */
export const MAX_BODY_BYTES = 1024 * 1024;

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "*",
  "access-control-max-age": "600",
};

function send(response: ServerResponse, status: number, body?: unknown): void {
  const headers: Record<string, string> = { ...CORS_HEADERS };
  if (body !== undefined) headers["content-type"] = "application/json";
  response.writeHead(status, headers);
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The body as text, or null when it exceeds MAX_BODY_BYTES. */
async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  methods: RpcMethods,
): Promise<void> {
  if (request.method === "OPTIONS") return send(response, 204);
  if (request.method !== "POST") return send(response, 405, { error: "JSON-RPC 2.0 over HTTP POST only" });
  const text = await readBody(request);
  if (text === null) return send(response, 413, { error: `body larger than ${MAX_BODY_BYTES} bytes` });
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return send(response, 200, parseErrorResponse());
  }
  const answer = await dispatchJsonRpc(payload, methods);
  if (answer === null) return send(response, 204);
  send(response, 200, answer);
}

/** A node:http JSON-RPC 2.0 server (single and batch requests, CORS open to every origin, as node RPCs are). */
export function createJsonRpcHttpServer(methods: RpcMethods): Server {
  return createServer((request, response) => {
    handle(request, response, methods).catch(() => {
      if (!response.headersSent) send(response, 500, { error: "internal error" });
      else response.destroy();
    });
  });
}
