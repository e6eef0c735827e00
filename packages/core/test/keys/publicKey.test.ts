import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base58Encode } from "../../src/keys/base58";
import {
  convertPublicKey,
  formatPublicKey,
  isValidPublicKey,
  parsePublicKey,
} from "../../src/keys/publicKey";
import { DEV_KEY_K1, DEV_KEY_LEGACY, generatedKeyBytes } from "./sampleKeys";

/** Key text built independently of the code under test: node's RIPEMD-160 for the checksum. */
function encodeWithNode(key: Uint8Array, format: "legacy" | "K1"): string {
  const hash = createHash("ripemd160").update(key);
  if (format === "K1") hash.update("K1");
  const checksum = hash.digest().subarray(0, 4);
  const body = base58Encode(Uint8Array.from([...key, ...checksum]));
  return (format === "legacy" ? "EOS" : "PUB_K1_") + body;
}

/** A 33-byte 0x02 key whose x has no y on the curve (x^3 + 7 not a square). */
function offCurveKey(): Uint8Array {
  for (let x = 1; ; x++) {
    const key = new Uint8Array(33);
    key[0] = 0x02;
    key[32] = x;
    const candidate = encodeWithNode(key, "legacy");
    if (parsePublicKey(candidate).ok === false) return key;
  }
}

describe("public keys", () => {
  it("accepts the published development key in both forms and converts between them", () => {
    const legacy = parsePublicKey(DEV_KEY_LEGACY);
    const k1 = parsePublicKey(DEV_KEY_K1);
    expect(legacy.ok && legacy.value.format).toBe("legacy");
    expect(k1.ok && k1.value.format).toBe("K1");
    if (legacy.ok && k1.ok) expect(legacy.value.data).toEqual(k1.value.data);
    expect(convertPublicKey(DEV_KEY_LEGACY, "K1")).toBe(DEV_KEY_K1);
    expect(convertPublicKey(DEV_KEY_K1, "legacy")).toBe(DEV_KEY_LEGACY);
    expect(convertPublicKey("EOS123", "K1")).toBeNull();
  });

  it("accepts freshly generated secp256k1 keys in both forms (checksums computed by node:crypto)", () => {
    fc.assert(
      fc.property(fc.constant(null), () => {
        const key = generatedKeyBytes();
        for (const format of ["legacy", "K1"] as const) {
          const text = encodeWithNode(key, format);
          expect(formatPublicKey(key, format)).toBe(text);
          const result = parsePublicKey(text);
          expect(result).toEqual({ ok: true, value: { data: key, format } });
        }
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ["", "empty", "Enter a public key"],
    [
      "eos6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
      "prefix",
      "A public key starts with EOS or PUB_K1_",
    ],
    [
      "6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
      "prefix",
      "A public key starts with EOS or PUB_K1_",
    ],
    [
      " EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
      "prefix",
      "A public key starts with EOS or PUB_K1_",
    ],
    [
      "PUB_R1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63",
      "unsupported-type",
      "Only K1 public keys are supported",
    ],
    ["EOS", "base58", "The public key contains invalid characters"],
    [
      "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5C0",
      "base58",
      "The public key contains invalid characters",
    ],
    [
      "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV ",
      "base58",
      "The public key contains invalid characters",
    ],
    ["EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5C", "length", "The public key has the wrong length"],
    [
      "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CVVVV",
      "length",
      "The public key has the wrong length",
    ],
    [
      "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CW",
      "checksum",
      "The public key checksum does not match",
    ],
    [
      "EOS7MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
      "checksum",
      "The public key checksum does not match",
    ],
    [
      "EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63",
      "checksum",
      "The public key checksum does not match",
    ],
    [
      "PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV",
      "checksum",
      "The public key checksum does not match",
    ],
  ])("refuses %j (%s)", (text, code, error) => {
    expect(parsePublicKey(text)).toEqual({ ok: false, code, error });
    expect(isValidPublicKey(text)).toBe(false);
  });

  it("refuses keys with a valid checksum but no valid point: wrong prefix byte or x off the curve", () => {
    const key = generatedKeyBytes();
    for (const prefix of [0x00, 0x04, 0x05]) {
      const tampered = Uint8Array.from(key);
      tampered[0] = prefix;
      for (const format of ["legacy", "K1"] as const) {
        expect(parsePublicKey(encodeWithNode(tampered, format))).toMatchObject({ ok: false, code: "point" });
      }
    }
    const offCurve = offCurveKey();
    expect(parsePublicKey(encodeWithNode(offCurve, "K1"))).toEqual({
      ok: false,
      code: "point",
      error: "The public key is not a valid curve point",
    });
    const xTooLarge = new Uint8Array(33).fill(0xff);
    xTooLarge[0] = 0x03;
    expect(parsePublicKey(encodeWithNode(xTooLarge, "legacy"))).toMatchObject({ ok: false, code: "point" });
  });

  it("refuses every single-character change of a valid key", () => {
    const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    fc.assert(
      fc.property(
        fc.constantFrom(DEV_KEY_LEGACY, DEV_KEY_K1),
        fc.nat(),
        fc.constantFrom(...alphabet),
        (key, position, replacement) => {
          const start = key.startsWith("PUB_K1_") ? 7 : 3;
          const index = start + (position % (key.length - start));
          fc.pre(key[index] !== replacement);
          const tampered = key.slice(0, index) + replacement + key.slice(index + 1);
          expect(isValidPublicKey(tampered)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("formatPublicKey refuses keys that are not 33 bytes", () => {
    expect(() => formatPublicKey(new Uint8Array(32), "legacy")).toThrow(RangeError);
  });
});
