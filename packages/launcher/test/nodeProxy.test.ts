import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createChainClient,
  createNodeRequest,
  firstNodeosErrorDetail,
  NodeosError,
  NodeUnreachableError,
  nodeosErrorBody,
} from "@ux/core/chainClient";
import type { ChainConfig, NetworkConfig } from "@ux/core/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningAppServer, startAppServer } from "../src/appServer";
import { contentSecurityPolicy } from "../src/contentSecurityPolicy";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";
import { nodeProxyUpstreams, parseNodeProxyPath } from "../src/nodeProxy";

/*
 * The local network's second endpoint of each chain: /node/<chain>/v1/... on the app server, passed on to
 * the chain. A real HTTP server plays the ux chain (it echoes what it got); eos points at a closed port.
 */

const CHAIN_ID = "ab".repeat(32);

interface Seen {
  method: string;
  url: string;
  body: string;
  headers: Record<string, unknown>;
}

let chainServer: Server;
let chainUrl: string;
let closedUrl: string;
let app: RunningAppServer;
const seen: Seen[] = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

function withNodes(config: NetworkConfig, apis: Record<string, string>): NetworkConfig {
  const chains = { ...config.chains };
  for (const [name, api] of Object.entries(apis)) chains[name] = { ...(chains[name] as ChainConfig), api };
  return { ...config, chains };
}

beforeAll(async () => {
  chainServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method ?? "", url: req.url ?? "", body, headers: req.headers });
      if (req.url === "/v1/chain/hang_up") {
        req.socket.destroy();
        return;
      }
      if (req.url === "/v1/chain/get_info") {
        res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
        res.end(
          JSON.stringify({
            chain_id: CHAIN_ID,
            head_block_num: 7,
            head_block_id: "cd".repeat(32),
            head_block_time: "2026-01-01T00:00:00.000",
            last_irreversible_block_num: 5,
          }),
        );
        return;
      }
      res.writeHead(req.url?.startsWith("/v1/chain/refuse") ? 500 : 200, {
        "Content-Type": "application/json",
      });
      res.end(JSON.stringify({ echoed: body, url: req.url }));
    });
  });
  chainUrl = await listen(chainServer);
  const closed = createServer();
  closedUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  app = await startAppServer({
    distDir: null,
    config: (port) => withNodes(localNetworkConfig(localPorts(port)), { ux: chainUrl, eos: closedUrl }),
    port: 0,
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => chainServer?.close(resolve));
});

const proxied = (chain: string) => `${app.url}/node/${chain}`;

describe("the local node proxy", () => {
  it("is listed in the local config as each Antelope chain's second endpoint, the direct port first", () => {
    const config = localNetworkConfig(localPorts(8080));
    for (const [name, port] of Object.entries(localPorts(8080).chains)) {
      expect(config.chains[name]?.api).toBe(`http://127.0.0.1:${port}`);
      expect(config.chains[name]?.apis).toEqual([`http://127.0.0.1:8080/node/${name}`]);
    }
    expect(config.chains.eth?.apis).toBeUndefined();
    // The app's own origin is in the CSP's connect-src.
    expect(contentSecurityPolicy(config)).toMatch(/connect-src 'self' [^;]*http:\/\/127\.0\.0\.1:8080[ ;]/);
  });

  it("passes a GET and a POST on to the chain, body and answer unchanged", async () => {
    const info = await createChainClient(proxied("ux"), { fetch }).getInfo();
    expect(info.chain_id).toBe(CHAIN_ID);
    const res = await fetch(`${proxied("ux")}/v1/chain/get_account?x=1`, {
      method: "POST",
      body: '{"account_name":"alice"}',
      headers: { cookie: "secret=1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      echoed: '{"account_name":"alice"}',
      url: "/v1/chain/get_account?x=1",
    });
    const last = seen.at(-1) as Seen;
    expect(last.method).toBe("POST");
    expect(last.headers.cookie).toBeUndefined();
  });

  it("passes the chain's CORS headers and its refusals through", async () => {
    const info = await fetch(`${proxied("ux")}/v1/chain/get_info`);
    expect(info.headers.get("access-control-allow-origin")).toBe("*");
    const refused = await fetch(`${proxied("ux")}/v1/chain/refuse`, { method: "POST", body: "{}" });
    expect(refused.status).toBe(500);
  });

  it("answers a chain that is down with a 502 in nodeos' error shape", async () => {
    const res = await fetch(`${proxied("eos")}/v1/chain/get_info`);
    expect(res.status).toBe(502);
    const body = nodeosErrorBody(await res.json());
    expect(body).toMatchObject({ code: 502, error: { name: "node_unreachable" } });
    // The app's node client reads it as the node's refusal, with the readable reason.
    const error = await createChainClient(proxied("eos"), { fetch })
      .getInfo()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeosError);
    expect(firstNodeosErrorDetail((error as NodeosError).body)).toContain(`${closedUrl} refused`);
  });

  it("answers a node that fails after the request went out with a 502 the app reads as unknown", async () => {
    const res = await fetch(`${proxied("ux")}/v1/chain/hang_up`, { method: "POST", body: "{}" });
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toContain("text/plain");
    // Not nodeos' shape: the app cannot tell whether the node acted, so it does not say 'not applied'.
    const error = await createNodeRequest(proxied("ux"), fetch)("/v1/chain/hang_up", {}, undefined).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NodeUnreachableError);
  });

  it("refuses other chains, paths outside /v1/ and other methods, without calling any chain", async () => {
    const before = seen.length;
    for (const path of [
      "/node/nochain/v1/chain/get_info",
      "/node/ux/v2/history",
      "/node/ux",
      "/node/eth/v1/x",
    ]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(nodeosErrorBody(await res.json()).error?.name, path).toBe("unknown_endpoint");
    }
    const put = await fetch(`${proxied("ux")}/v1/chain/get_info`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST, OPTIONS");
    expect(seen.length).toBe(before);
  });

  it("passes on only paths that stay under the chain's /v1/ once dot segments are resolved", async () => {
    expect(parseNodeProxyPath("/node/ux/v1/chain/get_info?a=1")).toEqual({
      chain: "ux",
      path: "/v1/chain/get_info?a=1",
    });
    expect(parseNodeProxyPath("/node/ux/v1/../../config.json")).toBeNull();
    expect(parseNodeProxyPath("/node/ux/v1/%2e%2e/%2e%2e/x")).toBeNull();
    expect(parseNodeProxyPath("/node/ux/v1/a/%2e%2e/b")).toEqual({ chain: "ux", path: "/v1/b" });
    expect(parseNodeProxyPath("/node/UX/v1/x")).toBeNull();
    // Raw, as a browser could send it: the traversal never reaches the chain or the build.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.url}/node/ux/v1/%2e%2e/%2e%2e/config.json`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(404);
  });

  it("is not offered on real networks", async () => {
    const local = localNetworkConfig(localPorts(8080));
    const testnet = withNodes({ ...local, network: "testnet", testAccounts: [] }, { ux: chainUrl });
    delete testnet.adminAccounts;
    const before = seen.length;
    const server = await startAppServer({ distDir: null, config: testnet, port: 0 });
    try {
      expect((await fetch(`${server.url}/node/ux/v1/chain/get_info`)).status).toBe(404);
      expect((await fetch(`${server.url}/node/ux/v1/chain/get_info`, { method: "POST" })).status).toBe(405);
    } finally {
      await server.close();
    }
    expect(seen.length).toBe(before);
  });

  it("never proxies a chain whose default is itself a path", () => {
    const local = localNetworkConfig(localPorts(8080));
    expect([...nodeProxyUpstreams(local).entries()]).toEqual([
      ["ux", "http://127.0.0.1:8888"],
      ["eos", "http://127.0.0.1:8889"],
      ["wax", "http://127.0.0.1:8890"],
      ["telos", "http://127.0.0.1:8891"],
    ]);
    const looped = withNodes(local, { ux: "http://127.0.0.1:8080/node/ux" });
    expect(nodeProxyUpstreams(looped).has("ux")).toBe(false);
  });
});
