import { describe, expect, it } from "vitest";
import { contentTypeOf, negotiateEncoding } from "../src/staticAssets";

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
  ])("%s -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe("contentTypeOf", () => {
  it("knows the build's file types and falls back to octet-stream", () => {
    expect(contentTypeOf("/a/b.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("x.CSS")).toBe("text/css; charset=utf-8");
    expect(contentTypeOf("x.woff2")).toBe("font/woff2");
    expect(contentTypeOf("x.exe")).toBe("application/octet-stream");
  });
});
