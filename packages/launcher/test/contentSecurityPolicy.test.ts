import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createAppHandler } from "../src/appServer";
import { contentSecurityPolicy, inlineScriptHashes } from "../src/contentSecurityPolicy";
import { localNetworkConfig } from "../src/localNetworkConfig";
import { localPorts } from "../src/localPorts";

// index.html as the app's build makes it: the route preload script inline, the app's code by src.
const PRELOADS = '{const n="A-1.js".split(" ");document.head.append(n[0])}';
const INDEX =
  `<!doctype html><html><head><title>UX</title><script>${PRELOADS}</script>\n` +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body></body></html>';
const HASH = `'sha256-${createHash("sha256").update(PRELOADS).digest("base64")}'`;
const config = localNetworkConfig(localPorts(8080));

describe("the Content-Security-Policy's scripts", () => {
  it("hashes each inline script's exact text, and no script loaded by src", () => {
    expect(inlineScriptHashes(INDEX)).toEqual([HASH]);
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
  });

  it("allows our origin and the hashed scripts only", () => {
    const policy = contentSecurityPolicy(config, [HASH]);
    expect(policy).toContain(`script-src 'self' ${HASH};`);
    expect(contentSecurityPolicy(config)).toContain("script-src 'self';");
  });

  it("is sent with index.html, allowing the build's inline scripts", async () => {
    const index = {
      path: "/index.html",
      contentType: "text/html; charset=utf-8",
      body: Buffer.from(INDEX),
      immutable: false,
    };
    const server = createServer(createAppHandler(new Map([["/index.html", index]]), config));
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    try {
      const { port } = server.address() as AddressInfo;
      const page = await fetch(`http://127.0.0.1:${port}/amm/swap`);
      expect(page.headers.get("content-security-policy")).toContain(`script-src 'self' ${HASH};`);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });
});
