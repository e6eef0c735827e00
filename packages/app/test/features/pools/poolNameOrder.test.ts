import { describe, expect, it, vi } from "vitest";
import { comparePoolNames } from "../../../src/features/pools/poolNameOrder";

const intlOrder = (a: string, b: string) =>
  Math.sign(a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));

/** A deterministic pseudo-random name of letters (both cases) and digits, leading zeros included. */
function names(count: number, seed: number): string[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
  const alphabet = "aAbBzZ0019-_.";
  return Array.from({ length: count }, () =>
    Array.from({ length: next(7) }, () => alphabet[next(alphabet.length)]).join(""),
  );
}

describe("comparePoolNames", () => {
  it("orders letters, digits, '_', '-' and '.' as the English collator does (case ignored, numbers by value)", () => {
    const sample = [
      ...names(200, 7),
      "antelope",
      "Antelope",
      "pool2",
      "pool10",
      "pool010",
      "usdt-utx",
      "usdt-eos",
      "ufx-utx",
      "ufx-utxram",
      "a_b",
      "a-b",
      "a.b",
      "a0b",
      "ab",
      "ab1",
      "abc1",
      "ab2",
      "",
    ];
    const differing: string[] = [];
    for (const a of sample) {
      for (const b of sample)
        if (Math.sign(comparePoolNames(a, b)) !== intlOrder(a, b)) differing.push(`${a} ? ${b}`);
    }
    expect(differing).toEqual([]);
  });

  it("needs no Intl for such names, and leaves any other name to it", () => {
    const localeCompare = vi.spyOn(String.prototype, "localeCompare");
    expect(comparePoolNames("pool10", "Pool9")).toBe(1);
    expect(comparePoolNames("ufx-utx", "ufx-usdt")).toBe(1);
    expect(localeCompare).not.toHaveBeenCalled();
    expect(comparePoolNames("pool a", "pool/b")).toBe(intlOrder("pool a", "pool/b"));
    expect(localeCompare).toHaveBeenCalled();
    localeCompare.mockRestore();
  });
});
