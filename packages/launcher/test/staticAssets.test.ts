import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { contentTypeOf, loadStaticAssets } from "../src/staticAssets";

describe("contentTypeOf", () => {
  it("knows the build's file types and falls back to octet-stream", () => {
    expect(contentTypeOf("/a/b.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("x.CSS")).toBe("text/css; charset=utf-8");
    expect(contentTypeOf("x.woff2")).toBe("font/woff2");
    expect(contentTypeOf("x.exe")).toBe("application/octet-stream");
  });
});

describe("loadStaticAssets", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  function build() {
    const root = mkdtempSync(join(tmpdir(), "static-assets-"));
    folders.push(root);
    const dist = join(root, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    const script = Buffer.from("export const answer = 42;\n".repeat(100));
    writeFileSync(join(dist, "assets", "main-abc.js"), script);
    writeFileSync(join(dist, "index.html"), "<!doctype html>");
    writeFileSync(join(dist, "logo.png"), Buffer.alloc(2048, 7));
    return { root, dist, script };
  }

  it("compresses text once, keeps the forms by content hash, and reads them back on the next start", async () => {
    const { root, dist, script } = build();
    const cache = join(root, "cache");
    const first = await loadStaticAssets(dist, cache);
    const asset = first.get("/assets/main-abc.js");
    expect(asset?.immutable).toBe(true);
    expect(gunzipSync(asset?.gzip as Buffer)).toEqual(script);
    expect(brotliDecompressSync(asset?.brotli as Buffer)).toEqual(script);
    // Below 512 bytes, and images, stay as they are.
    expect(first.get("/index.html")?.brotli).toBeUndefined();
    expect(first.get("/logo.png")?.gzip).toBeUndefined();
    expect(readdirSync(cache).sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}\.br$/),
      expect.stringMatching(/^[0-9a-f]{64}\.gz$/),
    ]);
    // A second start serves what the cache holds (here marked, to prove it was read rather than made again).
    for (const file of readdirSync(cache)) writeFileSync(join(cache, file), `cached ${file.slice(-2)}`);
    const second = await loadStaticAssets(dist, cache);
    expect(second.get("/assets/main-abc.js")?.brotli?.toString()).toBe("cached br");
    expect(second.get("/assets/main-abc.js")?.gzip?.toString()).toBe("cached gz");
  });

  it("drops the forms of files a new build no longer has", async () => {
    const { root, dist } = build();
    const cache = join(root, "cache");
    await loadStaticAssets(dist, cache);
    const before = readdirSync(cache).sort();
    writeFileSync(join(dist, "assets", "main-abc.js"), "export const answer = 43;\n".repeat(100));
    await loadStaticAssets(dist, cache);
    const after = readdirSync(cache).sort();
    expect(after).toHaveLength(2);
    expect(after.some((name) => before.includes(name))).toBe(false);
  });

  it("still serves compressed forms when the cache cannot be written", async () => {
    const { root, dist, script } = build();
    const notAFolder = join(root, "file");
    writeFileSync(notAFolder, "x");
    const assets = await loadStaticAssets(dist, join(notAFolder, "cache"));
    expect(brotliDecompressSync(assets.get("/assets/main-abc.js")?.brotli as Buffer)).toEqual(script);
  });
});
