import { describe, expect, it } from "vitest";
import { contentTypeOf } from "../src/staticAssets";

describe("contentTypeOf", () => {
  it("knows the build's file types and falls back to octet-stream", () => {
    expect(contentTypeOf("/a/b.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("x.CSS")).toBe("text/css; charset=utf-8");
    expect(contentTypeOf("x.woff2")).toBe("font/woff2");
    expect(contentTypeOf("x.exe")).toBe("application/octet-stream");
  });
});
