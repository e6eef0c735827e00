import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ripemd160 } from "../../src/keys/ripemd160";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const text = (value: string) => new TextEncoder().encode(value);

describe("RIPEMD-160", () => {
  it.each([
    ["", "9c1185a5c5e9fc54612808977ee8f548b2258d31"],
    ["a", "0bdc9d2d256b3ee9daae347be6f4dc835a467ffe"],
    ["abc", "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"],
    ["message digest", "5d0689ef49d2fae572b881b123a85ffa21595f36"],
    ["abcdefghijklmnopqrstuvwxyz", "f71c27109c692c1b56bbdceb5b9d2865b3708dbc"],
    ["abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "12a053384a9c0c88e405a06c27dcf49ada62eb2b"],
    ["1234567890".repeat(8), "9b752e45573d4b39f4dbd3323cab82bf63326bfb"],
  ])("hashes %j (published test vectors)", (input, digest) => {
    expect(hex(ripemd160(text(input)))).toBe(digest);
  });

  it("hashes a million 'a'", () => {
    expect(hex(ripemd160(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      "52783243c1697bdbe16d37f97f68f08325dc1528",
    );
  });

  it("agrees with node:crypto on arbitrary input, across block boundaries", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(ripemd160(bytes))).toBe(createHash("ripemd160").update(bytes).digest("hex"));
      }),
      { numRuns: 300 },
    );
  });
});
