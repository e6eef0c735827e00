import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base58Decode, base58Encode } from "../../src/keys/base58";

const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));

describe("base58", () => {
  it.each([
    ["", ""],
    ["61", "2g"],
    ["626262", "a3gV"],
    ["636363", "aPEr"],
    ["73696d706c792061206c6f6e6720737472696e67", "2cFupjhnEsSn59qHXstmK2ffpLv2"],
    ["00eb15231dfceb60925886b67d065299925915aeb172c06647", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L"],
    ["516b6fcd0f", "ABnLTmg"],
    ["00000000000000000000", "1111111111"],
  ])("%s <-> %j (Bitcoin vectors)", (hex, text) => {
    expect(base58Encode(fromHex(hex))).toBe(text);
    expect(base58Decode(text)).toEqual(fromHex(hex));
  });

  it.each(["0", "O", "I", "l", "abc+", " 2g", "2g\n", "é"])("refuses the non-alphabet text %j", (text) => {
    expect(base58Decode(text)).toBeNull();
  });

  it("round-trips any bytes, leading zeros included", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base58Decode(base58Encode(bytes))).toEqual(bytes);
      }),
      { numRuns: 300 },
    );
  });
});
