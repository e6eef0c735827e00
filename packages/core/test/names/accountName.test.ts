import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isCanonicalChainName,
  isValidAccountName,
  nameToUint64,
  uint64ToName,
} from "../../src/names/accountName";

const NAME_CHARS = ".12345abcdefghijklmnopqrstuvwxyz";
const userName = fc.stringMatching(/^[a-z1-5.]{1,12}$/).filter((name) => !name.endsWith("."));

describe("account name validation (user-facing: ^[a-z1-5.]{1,12}$, no trailing dot)", () => {
  it.each(["eosio", "eosio.token", "a", "abcdefghijkl", "12345abcdefg", "ux.network", ".abc", "a..b"])(
    "accepts %j",
    (name) => {
      expect(isValidAccountName(name)).toBe(true);
    },
  );

  it.each([
    ["", "empty"],
    ["abcdefghijklm", "13 characters"],
    ["abc.", "trailing dot (the chain would read 'abc')"],
    ["Abc", "upper case"],
    ["abc6", "digit 6"],
    ["abc0", "digit 0"],
    ["ab-c", "dash"],
    ["ab c", "space"],
    ["abcé", "non-ASCII"],
  ])("refuses %j (%s)", (name) => {
    expect(isValidAccountName(name)).toBe(false);
  });

  it("knows the chain's 13th-character rule separately", () => {
    expect(isCanonicalChainName("zzzzzzzzzzzzj")).toBe(true);
    expect(isCanonicalChainName("zzzzzzzzzzzz1")).toBe(true);
    expect(isCanonicalChainName("zzzzzzzzzzzzk")).toBe(false);
    expect(isCanonicalChainName("")).toBe(true);
    expect(isCanonicalChainName("abc.")).toBe(false);
  });
});

describe("name <-> uint64", () => {
  it.each([
    ["", 0n],
    ["1", 576460752303423488n],
    ["a", 3458764513820540928n],
    ["eosio", 6138663577826885632n],
    ["eosio.token", 6138663591592764928n],
    ["zzzzzzzzzzzzj", 2n ** 64n - 1n],
  ])("%j = %s", (name, value) => {
    expect(nameToUint64(name)).toBe(value);
    expect(uint64ToName(value)).toBe(name);
  });

  it("refuses what is not a canonical name and values outside uint64", () => {
    for (const bad of ["abc.", "ABC", "zzzzzzzzzzzzk", "abcdefghijklmn", "a b"]) {
      expect(() => nameToUint64(bad)).toThrow(RangeError);
    }
    expect(() => uint64ToName(-1n)).toThrow(RangeError);
    expect(() => uint64ToName(2n ** 64n)).toThrow(RangeError);
  });

  it("drops trailing dots when printing, like the chain", () => {
    expect(uint64ToName(nameToUint64("a") | 0n)).toBe("a");
    expect(uint64ToName(nameToUint64("a.b"))).toBe("a.b");
  });

  it("round-trips every valid user name, and every uint64 value", () => {
    fc.assert(
      fc.property(userName, (name) => {
        expect(uint64ToName(nameToUint64(name))).toBe(name);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (value) => {
        const name = uint64ToName(value);
        expect(isCanonicalChainName(name)).toBe(true);
        expect(nameToUint64(name)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });

  it("orders like the chain: numeric order is the order of the dot-padded character codes", () => {
    const rank = (name: string) => [...name.padEnd(13, ".")].map((char) => NAME_CHARS.indexOf(char));
    fc.assert(
      fc.property(userName, userName, (a, b) => {
        const ra = rank(a);
        const rb = rank(b);
        const i = ra.findIndex((value, index) => value !== rb[index]);
        const expected = i < 0 ? 0 : (ra[i] as number) < (rb[i] as number) ? -1 : 1;
        const va = nameToUint64(a);
        const vb = nameToUint64(b);
        expect(va < vb ? -1 : va > vb ? 1 : 0).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
