import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { NodeosErrorBody } from "@ux/core/chainClient";

/** How the proxy handled one request. */
export type ProxyFault =
  /** Socket destroyed before forwarding: the node never saw the request. */
  | "dropped"
  /** Forwarded, then the socket destroyed before the answer: the node acted, the client saw nothing. */
  | "answerLost"
  /** send_transaction answered with a plausible success without forwarding (a fork's lost transaction). */
  | "swallowed"
  /** Answered with a given nodeos error body without forwarding. */
  | "failed";

export interface ProxiedExchange {
  path: string;
  method: string;
  /** The request body exactly as the client sent it. */
  requestBody: string;
  /** null when the client got no answer. */
  status: number | null;
  responseBody: string;
  fault: ProxyFault | null;
  /** performance.now() when the request arrived. */
  arrivedAt: number;
}

export interface FaultyNodeProxy {
  readonly url: string;
  readonly exchanges: readonly ProxiedExchange[];
  /** Destroys the sockets of the next `count` requests (to `path` only when given) without forwarding. */
  dropNext(count: number, path?: string): void;
  /** Forwards the next request to `path`, then destroys the socket instead of answering. */
  loseNextAnswer(path: string): void;
  /** Answers the next send_transaction with a success the node never produced. */
  swallowNextSend(): void;
  /** Answers the next request to `path` with this status and nodeos error body, without forwarding. */
  failNext(path: string, status: number, body: NodeosErrorBody): void;
  close(): Promise<void>;
}

const SEND_TRANSACTION = "/v1/chain/send_transaction";

/** sha256 of the packed transaction: the id nodeos gives it (uncompressed packed_trx only). */
export function packedTransactionId(packedTrx: string): string {
  return createHash("sha256").update(Buffer.from(packedTrx, "hex")).digest("hex");
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on("data", (chunk: Buffer) => chunks.push(chunk));
    message.on("end", () => resolve(Buffer.concat(chunks)));
    message.on("error", reject);
  });
}

interface Forwarded {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function forward(target: URL, incoming: IncomingMessage, body: Buffer): Promise<Forwarded> {
  const headers = { ...incoming.headers, host: target.host };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        readBody(answer).then((answerBody) => {
          const answerHeaders: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers))
            if (value !== undefined && name !== "transfer-encoding" && name !== "connection")
              answerHeaders[name] = value;
          answerHeaders["content-length"] = String(answerBody.length);
          resolve({ status: answer.statusCode ?? 502, headers: answerHeaders, body: answerBody });
        }, reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** What nodeos answers an accepted send_transaction (the fields of a transaction trace). */
function processedAnswer(id: string, blockNum: number, blockTime: string) {
  return {
    transaction_id: id,
    processed: {
      id,
      block_num: blockNum,
      block_time: blockTime,
      producer_block_id: null,
      receipt: { status: "executed", cpu_usage_us: 100, net_usage_words: 16 },
      elapsed: 100,
      net_usage: 128,
      scheduled: false,
      action_traces: [],
      account_ram_delta: null,
      except: null,
      error_code: null,
    },
  };
}

async function swallowedAnswer(target: URL, requestBody: string): Promise<string> {
  const { packed_trx: packedTrx } = JSON.parse(requestBody) as { packed_trx: string };
  const info = (await (await fetch(new URL("/v1/chain/get_info", target))).json()) as {
    head_block_num: number;
    head_block_time: string;
  };
  // The transaction would go into the block being produced: the one after head, 500 ms later.
  const zoned = info.head_block_time.endsWith("Z") ? info.head_block_time : `${info.head_block_time}Z`;
  const blockTime = new Date(Date.parse(zoned) + 500).toISOString().slice(0, 23);
  return JSON.stringify(processedAnswer(packedTransactionId(packedTrx), info.head_block_num + 1, blockTime));
}

type Armed =
  | { kind: "drop"; path: string | undefined }
  | { kind: "loseAnswer"; path: string }
  | { kind: "swallow"; path: string }
  | { kind: "fail"; path: string; status: number; body: NodeosErrorBody };

/**
 * A real HTTP proxy between the app's node client and a devnet: forwards every request and answer byte for
 * byte, except the faults a test arms, each used once in the order armed.
 */
export async function startFaultyNodeProxy(targetUrl: string): Promise<FaultyNodeProxy> {
  const target = new URL(targetUrl);
  const exchanges: ProxiedExchange[] = [];
  const armed: Armed[] = [];

  const takeFault = (path: string): Armed | undefined => {
    const index = armed.findIndex((fault) => fault.path === undefined || fault.path === path);
    return index < 0 ? undefined : armed.splice(index, 1)[0];
  };

  const handle = async (incoming: IncomingMessage, response: ServerResponse) => {
    const arrivedAt = performance.now();
    const body = await readBody(incoming);
    const path = new URL(incoming.url ?? "/", target).pathname;
    const exchange: ProxiedExchange = {
      path,
      method: incoming.method ?? "GET",
      requestBody: body.toString("utf8"),
      status: null,
      responseBody: "",
      fault: null,
      arrivedAt,
    };
    exchanges.push(exchange);
    const fault = takeFault(path);
    if (fault?.kind === "drop") {
      exchange.fault = "dropped";
      incoming.socket.destroy();
      return;
    }
    if (fault?.kind === "swallow" || fault?.kind === "fail") {
      const answer =
        fault.kind === "swallow"
          ? await swallowedAnswer(target, exchange.requestBody)
          : JSON.stringify(fault.body);
      exchange.fault = fault.kind === "swallow" ? "swallowed" : "failed";
      exchange.status = fault.kind === "swallow" ? 200 : fault.status;
      exchange.responseBody = answer;
      response.writeHead(exchange.status, { "content-type": "application/json" });
      response.end(answer);
      return;
    }
    const forwarded = await forward(target, incoming, body);
    if (fault?.kind === "loseAnswer") {
      exchange.fault = "answerLost";
      incoming.socket.destroy();
      return;
    }
    exchange.status = forwarded.status;
    exchange.responseBody = forwarded.body.toString("utf8");
    response.writeHead(forwarded.status, forwarded.headers);
    response.end(forwarded.body);
  };

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch(() => incoming.socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    dropNext(count, path) {
      for (let i = 0; i < count; i++) armed.push({ kind: "drop", path });
    },
    loseNextAnswer(path) {
      armed.push({ kind: "loseAnswer", path });
    },
    swallowNextSend() {
      armed.push({ kind: "swallow", path: SEND_TRANSACTION });
    },
    failNext(path, status, body) {
      armed.push({ kind: "fail", path, status, body });
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
