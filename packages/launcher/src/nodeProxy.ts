import { type IncomingMessage, request, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { pipeline } from "node:stream";
import type { NetworkConfig } from "@ux/core/config";

/*
 * The local network's second endpoint of each Antelope chain: /node/<chain>/v1/... on the app's own origin,
 * passed on to that chain's devnet port. It gives the node settings panel a real alternative to measure and
 * choose (and the e2e suite one to observe), as a public network's several API nodes would.
 */

export const NODE_PROXY_PREFIX = "/node/";

/** The endpoint the config lists for `chain` behind the app at `appOrigin`. */
export const nodeProxyEndpoint = (appOrigin: string, chain: string) =>
  `${appOrigin}${NODE_PROXY_PREFIX}${chain}`;

/** A proxied request that waits this long for the node (a push waits for its block) gives up. */
const UPSTREAM_TIMEOUT_MS = 60_000;

/**
 * Headers passed on: what a node API call and a CORS preflight need (a page opened as localhost calls this
 * proxy on 127.0.0.1 cross-origin, as it calls the chains' own ports), never the browser's cookies.
 */
const FORWARDED_REQUEST = [
  "content-type",
  "content-length",
  "accept",
  "accept-encoding",
  "access-control-request-method",
  "access-control-request-headers",
];
const FORWARDED_RESPONSE = [
  "content-type",
  "content-length",
  "content-encoding",
  "access-control-allow-origin",
  "access-control-allow-methods",
  "access-control-allow-headers",
  "access-control-max-age",
];
const METHODS = ["GET", "POST", "OPTIONS"];

export type NodeProxy = (req: IncomingMessage, res: ServerResponse) => void;

/** The upstream of each eosio chain: its configured default `api`, when that is a bare node origin. */
export function nodeProxyUpstreams(config: NetworkConfig): Map<string, string> {
  const upstreams = new Map<string, string>();
  for (const [name, chain] of Object.entries(config.chains)) {
    if (chain.type !== "eosio") continue;
    const api = new URL(chain.api);
    // A chain whose default is itself a path (this proxy, or any gateway) is not proxied: no loops.
    if (api.pathname === "/" && api.search === "") upstreams.set(name, api.origin);
  }
  return upstreams;
}

/**
 * The chain and the node path of a proxy request (`/node/ux/v1/chain/get_info?x` gives ux and
 * `/v1/chain/get_info?x`), or null for any other path. The path is normalised first (dot segments,
 * encoded or not, resolved), so what is passed on is always under the node's /v1/.
 */
export function parseNodeProxyPath(rawUrl: string): { chain: string; path: string } | null {
  let url: URL;
  try {
    url = new URL(rawUrl, "http://app.local");
  } catch {
    return null;
  }
  const match = /^\/node\/([a-z1-5.]{1,12})(\/v1\/.*)$/.exec(url.pathname);
  if (match === null) return null;
  return { chain: match[1] as string, path: `${match[2]}${url.search}` };
}

/** An error in nodeos' own shape, so the app's node client reads it like any refusal of the node. */
function nodeosStyleError(status: number, message: string, name: string, what: string, detail: string) {
  return JSON.stringify({
    code: status,
    message,
    error: { code: status, name, what, details: [{ message: detail, file: "", line_number: 0, method: "" }] },
  });
}

function sendJson(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Access-Control-Allow-Origin": "*",
    ...headers,
  });
  res.end(body);
}

function pick(headers: IncomingMessage["headers"], names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === "string") out[name] = value;
  }
  return out;
}

/**
 * The proxy over `upstreams` (chain name to node origin). Only GET, POST (and preflights) to a configured
 * chain's /v1/ paths are passed on, bodies streamed both ways. A node that refuses the connection is answered 502 in
 * nodeos' error shape: nothing reached it, so the app may say the request was not applied. A failure after
 * the request went out is a plain-text 502 (or a cut connection), so the app treats the outcome as unknown.
 */
export function createNodeProxy(upstreams: ReadonlyMap<string, string>): NodeProxy {
  return (req, res) => {
    const target = parseNodeProxyPath(req.url ?? "/");
    const upstream = target === null ? undefined : upstreams.get(target.chain);
    if (target === null || upstream === undefined) {
      const detail = `Proxied paths are /node/<chain>/v1/... for the chains ${[...upstreams.keys()].join(", ")}`;
      sendJson(res, 404, nodeosStyleError(404, "Not Found", "unknown_endpoint", "Unknown endpoint", detail));
      return;
    }
    if (!METHODS.includes(req.method ?? "")) {
      const detail = "A node API path is called with GET or POST";
      const body = nodeosStyleError(
        405,
        "Method Not Allowed",
        "method_not_allowed",
        "Method not allowed",
        detail,
      );
      sendJson(res, 405, body, { Allow: METHODS.join(", ") });
      return;
    }
    let connected = false;
    const outgoing = request(`${upstream}${target.path}`, {
      method: req.method,
      headers: pick(req.headers, FORWARDED_REQUEST),
      timeout: UPSTREAM_TIMEOUT_MS,
    });
    outgoing.on("socket", (socket: Socket) => {
      if (!socket.connecting) connected = true;
      else socket.once("connect", () => (connected = true));
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer within ${UPSTREAM_TIMEOUT_MS} ms`)));
    outgoing.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...pick(answer.headers, FORWARDED_RESPONSE),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
      pipeline(answer, res, () => undefined);
    });
    outgoing.on("error", (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (!connected) {
        const what = `The ${target.chain} node is not reachable`;
        const detail = `${upstream} refused or did not accept the connection (${error.message}); is the local network running?`;
        sendJson(res, 502, nodeosStyleError(502, "Bad Gateway", "node_unreachable", what, detail));
        return;
      }
      res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
      res.end(`The ${target.chain} node failed after the request was sent: ${error.message}`);
    });
    // pipe, not pipeline: a failed node request must not destroy the browser's socket before the 502.
    req.pipe(outgoing);
    req.on("error", (error) => outgoing.destroy(error));
    // The browser giving up ends the node request too.
    res.on("close", () => {
      if (!res.writableFinished) outgoing.destroy();
    });
  };
}
