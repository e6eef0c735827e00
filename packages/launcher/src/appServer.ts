import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FetchFunction } from "@ux/core/chainClient";
import { type NetworkConfig, withSpecPushGuaranteeKey } from "@ux/core/config";
import { negotiateEncoding } from "@ux/core/http";
import { contentSecurityPolicy, inlineScriptHashes } from "./contentSecurityPolicy";
import { createExplorer } from "./explorer/explorer";
import { isExplorerPath } from "./explorer/explorerPaths";
import { createNodeProxy, NODE_PROXY_PREFIX, nodeProxyUpstreams } from "./nodeProxy";
import { compressedForms, loadStaticAssets, type StaticAsset } from "./staticAssets";

export interface AppServerOptions {
  /** The app's build; null serves no pages, only /config.json and the health checks (npm start --no-build). */
  distDir: string | null;
  /** Where the build's compressed forms are kept between starts (staticAssets' default: node_modules/.cache). */
  compressedCacheDir?: string;
  /**
   * The config served as /config.json, or how to make it from the port the server got (with port 0 the
   * local config's explorer links can only name the port once it is bound).
   */
  config: NetworkConfig | ((appPort: number) => NetworkConfig | Promise<NetworkConfig>);
  port: number;
  host?: string;
  /** Whether everything the app talks to is up (GET /readyz); /healthz only says the app server is. */
  isReady?: () => boolean;
}

export interface RunningAppServer {
  server: Server;
  url: string;
  /** The port bound (the one asked for, or the free one picked for port 0). */
  port: number;
  config: NetworkConfig;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/** Client-side routes have no file extension; anything with one is a file and 404s when missing. */
function isClientRoute(pathname: string): boolean {
  const last = pathname.split("/").pop() ?? "";
  return !last.includes(".");
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  asset: Pick<StaticAsset, "body" | "gzip" | "brotli">,
) {
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  let body = asset.body;
  const out: Record<string, string> = { ...SECURITY_HEADERS, ...headers, Vary: "Accept-Encoding" };
  if (encoding === "br" && asset.brotli) {
    body = asset.brotli;
    out["Content-Encoding"] = "br";
  } else if (encoding === "gzip" && asset.gzip) {
    body = asset.gzip;
    out["Content-Encoding"] = "gzip";
  }
  out["Content-Length"] = String(body.length);
  res.writeHead(status, out);
  res.end(req.method === "HEAD" ? undefined : body);
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string) {
  send(
    req,
    res,
    status,
    { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    {
      body: Buffer.from(text),
    },
  );
}

/**
 * Builds the request handler over an in-memory build; exported for tests. On the local network it also
 * serves the explorer (/explorer/...), reading the chains through `explorerFetch`, and passes
 * /node/<chain>/v1/... on to the chains (the second endpoint the local config lists for each).
 */
export function createAppHandler(
  assets: Map<string, StaticAsset>,
  config: NetworkConfig,
  isReady: () => boolean = () => true,
  explorerFetch: FetchFunction = fetch,
) {
  // Real networks keep their own explorers: the config's links point there.
  const explorer = config.network === "local" ? createExplorer(config, explorerFetch) : undefined;
  const nodeProxy = config.network === "local" ? createNodeProxy(nodeProxyUpstreams(config)) : undefined;
  const configText = Buffer.from(JSON.stringify(withSpecPushGuaranteeKey(config)));
  // Every tab reads /config.json at start: compressed once here (a config of 100 pools' tokens is large).
  const configBody = { body: configText, ...compressedForms(configText) };
  const index = assets.get("/index.html");
  const csp = contentSecurityPolicy(config, inlineScriptHashes(index?.body.toString("utf8") ?? ""));
  return (req: IncomingMessage, res: ServerResponse) => {
    // Node API calls are POSTs: the proxy checks its own methods and paths.
    if (nodeProxy && req.url?.startsWith(NODE_PROXY_PREFIX)) {
      nodeProxy(req, res);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      sendText(req, res, 405, "Method Not Allowed");
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://app.local").pathname);
    } catch {
      sendText(req, res, 400, "Bad Request");
      return;
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..")) {
      sendText(req, res, 400, "Bad Request");
      return;
    }
    if (pathname === "/config.json") {
      send(
        req,
        res,
        200,
        { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
        configBody,
      );
      return;
    }
    if (pathname === "/healthz") {
      sendText(req, res, 200, "ok");
      return;
    }
    if (pathname === "/readyz") {
      const ready = isReady();
      sendText(req, res, ready ? 200 : 503, ready ? "ready" : "starting");
      return;
    }
    if (explorer && isExplorerPath(pathname)) {
      const query = new URL(req.url ?? "/", "http://app.local").searchParams;
      explorer(pathname, query).then(
        (page) => send(req, res, page.status, page.headers, { body: Buffer.from(page.body) }),
        () => sendText(req, res, 500, "Internal Server Error"),
      );
      return;
    }
    const asset = pathname === "/" ? undefined : assets.get(pathname);
    if (asset && asset.path !== "/index.html") {
      send(
        req,
        res,
        200,
        {
          "Content-Type": asset.contentType,
          "Cache-Control": asset.immutable ? "public, max-age=31536000, immutable" : "no-cache",
        },
        asset,
      );
      return;
    }
    if (index && isClientRoute(pathname)) {
      // History-mode fallback: the SPA router decides what the route shows (including its own 404 page).
      send(
        req,
        res,
        200,
        { "Content-Type": index.contentType, "Cache-Control": "no-cache", "Content-Security-Policy": csp },
        index,
      );
      return;
    }
    sendText(req, res, 404, "Not Found");
  };
}

export async function startAppServer(options: AppServerOptions): Promise<RunningAppServer> {
  const assets =
    options.distDir === null
      ? new Map()
      : await loadStaticAssets(options.distDir, options.compressedCacheDir);
  if (options.distDir !== null && !assets.has("/index.html"))
    throw new Error(`No index.html in ${options.distDir}: build the app first`);
  // Bound before the config is made (see AppServerOptions.config); until then every request is answered 503.
  let handler: ReturnType<typeof createAppHandler> = (req, res) => sendText(req, res, 503, "starting");
  const server = createServer((req, res) => handler(req, res));
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const { port } = server.address() as AddressInfo;
  let config: NetworkConfig;
  try {
    config = typeof options.config === "function" ? await options.config(port) : options.config;
  } catch (error) {
    await close();
    throw error;
  }
  handler = createAppHandler(assets, config, options.isReady);
  return { server, url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`, port, config, close };
}
