import { describe, expect, it } from "vitest";
import {
  addPoolChoices,
  chosenPool,
  liquidityPoolOptions,
  removePoolChoices,
} from "../../../src/features/liquidity/liquidityPools";
import { ENTRIES, POOL_EOS_WAX, POOL_UFX } from "./fixtures";

describe("pool lists (spec 2 §5: Remove Liquidity includes UFX pools, Add hides them)", () => {
  it("Add lists the standard pools only; Remove lists every pool", () => {
    expect(addPoolChoices(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope", "eoswax"]);
    expect(removePoolChoices(ENTRIES).map((e) => e.pool.pool_name)).toEqual(["antelope", "eoswax", "ufxutx"]);
  });

  it("offers pools by pool_name, with the description after the name when there is one", () => {
    expect(liquidityPoolOptions(ENTRIES)).toEqual([
      { value: "antelope", label: "antelope · UTX and USDT" },
      { value: "eoswax", label: "eoswax" },
      { value: "ufxutx", label: "ufxutx · UFX pair" },
    ]);
  });

  it("pool_name preselects a pool only among the tab's choices", () => {
    expect(chosenPool(addPoolChoices(ENTRIES), "eoswax")?.pool).toBe(POOL_EOS_WAX);
    expect(chosenPool(addPoolChoices(ENTRIES), "ufxutx")).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), "ufxutx")?.pool).toBe(POOL_UFX);
    expect(chosenPool(removePoolChoices(ENTRIES), "")).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), null)).toBeUndefined();
    expect(chosenPool(removePoolChoices(ENTRIES), "nope")).toBeUndefined();
  });
});
