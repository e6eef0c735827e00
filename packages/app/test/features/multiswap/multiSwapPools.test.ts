import { describe, expect, it } from "vitest";
import { multiSwapPoolOptions, multiSwapPools } from "../../../src/features/multiswap/multiSwapPools";
import { ENTRIES } from "./fixtures";

const main = ENTRIES[0];
if (main === undefined) throw new Error("fixture");

describe("multiSwapPools", () => {
  it("hides UFX pools and keeps the others in order", () => {
    expect(multiSwapPools(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope"]);
    expect(multiSwapPools([])).toEqual([]);
  });

  it("offers pools by id, named by pool_name, described in the tooltip", () => {
    expect(multiSwapPoolOptions(ENTRIES)).toEqual([
      { value: "3", label: "antelope", title: "EOS and UTX" },
      { value: "7", label: "ufx-eos", title: "UFX pair" },
    ]);
  });
});
