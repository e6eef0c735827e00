import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type NetworkConfig, withSpecPushGuaranteeKey } from "@ux/core/config";
import { negotiateEncoding } from "@ux/core/http";
import { contentSecurityPolicy } from "./contentSecurityPolicy";
import { compressedForms, loadStaticAssets, type StaticAsset } from "./staticAssets";

export interface AppServerOptions {
  /** The app's build; null serves no pages, only /config.json and the health checks (npm start --no-build). */
  distDir: string | null;
  config: NetworkConfig;
  port: number;
  host?: string;
  /** Whether everything the app talks to is up (GET /readyz); /healthz only says the app server is. */
  isReady?: () => boolean;
}

export interface RunningAppServer {
  server: Server;
  url: string;
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

/** Builds the request handler over an in-memory build; exported for tests. */
export function createAppHandler(
  assets: Map<string, StaticAsset>,
  config: NetworkConfig,
  isReady: () => boolean = () => true,
) {
  const csp = contentSecurityPolicy(config);
  const configText = Buffer.from(JSON.stringify(withSpecPushGuaranteeKey(config)));
  // Every tab reads /config.json at start: compressed once here (a config of 100 pools' tokens is large).
  const configBody = { body: configText, ...compressedForms(configText) };
  const index = assets.get("/index.html");
  return (req: IncomingMessage, res: ServerResponse) => {
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
  const assets = options.distDir === null ? new Map() : await loadStaticAssets(options.distDir);
  if (options.distDir !== null && !assets.has("/index.html"))
    throw new Error(`No index.html in ${options.distDir}: build the app first`);
  const server = createServer(createAppHandler(assets, options.config, options.isReady));
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
