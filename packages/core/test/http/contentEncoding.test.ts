import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "../../src/http";

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
