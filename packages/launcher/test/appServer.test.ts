import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseNetworkConfig } from "@ux/core/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningAppServer, startAppServer } from "../src/appServer";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";

const INDEX = `<!doctype html><html><head><title>UX</title></head><body><div id="root"></div>${"<!-- pad -->".repeat(80)}</body></html>`;
const SCRIPT = `console.log("hello");${" ".repeat(2000)}`;

let dist: string;
let app: RunningAppServer;
const config = localNetworkConfig(localPorts(8080));

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "ux-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX);
  await writeFile(join(dist, "assets", "index-abc123.js"), SCRIPT);
  await writeFile(join(dist, "favicon.svg"), "<svg/>");
  // Its own cache of compressed forms: the default one belongs to the real build.
  app = await startAppServer({ distDir: dist, compressedCacheDir: `${dist}-cache`, config, port: 0 });
});

afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
  await rm(`${dist}-cache`, { recursive: true, force: true });
});

function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.url}${path}`, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers });

describe("app server", () => {
  it("serves /config.json as the runtime network config, never cached", async () => {
    const res = await get("/config.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const body = parseNetworkConfig(await res.json());
    expect(body.network).toBe("local");
    expect(body.chains.ux?.api).toBe("http://127.0.0.1:8888");
  });

  it("falls back to index.html for client routes with a CSP, and 404s for missing files", async () => {
    for (const route of ["/", "/home", "/amm/liquidity/add", "/pools/standard/antelope", "/no/such/route"]) {
      const res = await get(route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toBe(INDEX);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("http://127.0.0.1:8888");
      expect(csp).toContain("ws://127.0.0.1:8702");
      expect(csp).toContain("http://127.0.0.1:8546");
      // Token logos the config names: https URLs or files of the app's own origin (core's isTokenLogo).
      expect(csp).toContain("img-src 'self' data: https:");
    }
    const missing = await get("/assets/missing-123.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Not Found");
  });

  it("caches hashed assets forever and everything else with revalidation", async () => {
    const hashed = await get("/assets/index-abc123.js");
    expect(hashed.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(hashed.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const plain = await get("/favicon.svg");
    expect(plain.headers.get("cache-control")).toBe("no-cache");
  });

  it("compresses with brotli or gzip as the client accepts", async () => {
    // fetch() decodes transparently, so compare the wire size through content-length.
    const br = await get("/assets/index-abc123.js", { "accept-encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(SCRIPT.length / 10);
    expect(await br.text()).toBe(SCRIPT);
    const gz = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const none = await get("/assets/index-abc123.js", { "accept-encoding": "identity" });
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(Number(none.headers.get("content-length"))).toBe(SCRIPT.length);
  });

  it("sends /config.json compressed to a client that accepts it, the same config either way", async () => {
    const plain = await get("/config.json", { "accept-encoding": "identity" });
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    for (const [accepted, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
    ]) {
      const res = await get("/config.json", { "accept-encoding": accepted as string });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(Number(res.headers.get("content-length"))).toBeLessThan(plainText.length / 3);
      expect(await res.text()).toBe(plainText);
    }
  });

  it("refuses other methods, traversal and malformed paths without serving anything", async () => {
    const post = await fetch(`${app.url}/config.json`, { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
    // fetch() would normalise these paths away, so send them raw.
    // The build lives in memory, so nothing outside it can be served; encoded dot segments are refused.
    expect(await rawStatus("/assets/../../package.json")).toBe(404);
    expect(await rawStatus("/assets/%2e%2e%2f%2e%2e%2fpackage.json")).toBe(400);
    expect(await rawStatus("/%E0%A4%A")).toBe(400);
  });

  it("says ready on /readyz only once the local network is up", async () => {
    let ready = false;
    const starting = await startAppServer({
      distDir: dist,
      compressedCacheDir: `${dist}-cache`,
      config,
      port: 0,
      isReady: () => ready,
    });
    try {
      const before = await fetch(`${starting.url}/readyz`);
      expect([before.status, await before.text()]).toEqual([503, "starting"]);
      expect((await fetch(`${starting.url}/healthz`)).status).toBe(200);
      ready = true;
      const after = await fetch(`${starting.url}/readyz`);
      expect([after.status, await after.text()]).toEqual([200, "ready"]);
    } finally {
      await starting.close();
    }
  });

  it("answers HEAD without a body", async () => {
    const res = await fetch(`${app.url}/home`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("refuses to start without a build", async () => {
    const empty = await mkdtemp(join(tmpdir(), "ux-empty-"));
    await expect(
      startAppServer({ distDir: empty, compressedCacheDir: `${empty}-cache`, config, port: 0 }),
    ).rejects.toThrow(/build the app first/);
    await rm(empty, { recursive: true, force: true });
  });
});
