import { describe, expect, it } from "vitest";
import {
  type AddContext,
  type AddInputs,
  emptyAddInputs,
  maxAddAmount,
  switchAddMode,
  typeAddAmount,
  typeAddUsd,
} from "../../../src/features/liquidity/addLiquidityInputs";
import { asset, makePool, POOL_EOS_WAX, POOL_UTX_USDT } from "./fixtures";

const RATES = { UTX: "0.25" };
const balanced: AddContext = { pool: POOL_UTX_USDT, mode: "balanced", rates: RATES };
const unbalanced: AddContext = { ...balanced, mode: "unbalanced" };
const empty = emptyAddInputs(POOL_UTX_USDT);
const texts = (inputs: AddInputs) => inputs.map((i) => [i.amountText, i.usdText]);

describe("balanced mode: an amount sets the others in pool proportion (core balancedAmounts)", () => {
  it("100 UTX asks 25.000000 USDT; both worth $25.00 (UTX at $0.25, USDT counts as 1)", () => {
    expect(texts(typeAddAmount(balanced, empty, 0, "100"))).toEqual([
      ["100", "25.00"],
      ["25.000000", "25.00"],
    ]);
  });

  it("keeps the typed text as typed and rounds the USD values down", () => {
    expect(texts(typeAddAmount(balanced, empty, 0, "12.3456"))).toEqual([
      ["12.3456", "3.08"],
      ["3.086400", "3.08"],
    ]);
  });

  it("rounds the followers down to their precision (1.000001 USDT -> 4.0000 UTX, not 4.00004)", () => {
    expect(texts(typeAddAmount(balanced, empty, 1, "1.000001"))).toEqual([
      ["4.0000", "1.00"],
      ["1.000001", "1.00"],
    ]);
  });

  it("an unreadable amount keeps its text and clears the others; emptying clears everything", () => {
    const filled = typeAddAmount(balanced, empty, 0, "100");
    expect(texts(typeAddAmount(balanced, filled, 0, "1,5"))).toEqual([
      ["1,5", ""],
      ["", ""],
    ]);
    expect(texts(typeAddAmount(balanced, filled, 1, ""))).toEqual([
      ["", ""],
      ["", ""],
    ]);
  });

  it("a token whose pool balance is zero cannot lead: only its own field changes", () => {
    const dry = makePool(9, "dry", [asset("AAA", 4, 0n, 5000), asset("BBB", 4, 10_0000n, 5000)], 1_0000n);
    const ctx: AddContext = { pool: dry, mode: "balanced", rates: {} };
    expect(texts(typeAddAmount(ctx, emptyAddInputs(dry), 0, "3"))).toEqual([
      ["3", ""],
      ["", ""],
    ]);
  });
});

describe("balanced mode: a USD value sets every amount (core balancedAmountsFromUsd)", () => {
  it("$50 of UTX at $0.25 = 200.0000 UTX and 50.000000 USDT; the typed USD text stays", () => {
    expect(texts(typeAddUsd(balanced, empty, 0, "50"))).toEqual([
      ["200.0000", "50"],
      ["50.000000", "50.00"],
    ]);
  });

  it("$10 of USDT = 10.000000 USDT and 40.0000 UTX", () => {
    expect(texts(typeAddUsd(balanced, empty, 1, "10"))).toEqual([
      ["40.0000", "10.00"],
      ["10.000000", "10"],
    ]);
  });

  it("rounds the amount down: $0.333333 of UTX = 1.3333 UTX (not 1.333332), then 0.333325 USDT", () => {
    expect(texts(typeAddUsd(balanced, empty, 0, "0.333333"))).toEqual([
      ["1.3333", "0.333333"],
      ["0.333325", "0.33"],
    ]);
  });

  it("an unreadable USD value clears the amounts", () => {
    const filled = typeAddAmount(balanced, empty, 0, "100");
    expect(texts(typeAddUsd(balanced, filled, 0, "-5"))).toEqual([
      ["", "-5"],
      ["", ""],
    ]);
  });
});

describe("unbalanced mode: custom amounts", () => {
  it("an amount changes only its own token", () => {
    const first = typeAddAmount(unbalanced, empty, 1, "7");
    expect(texts(typeAddAmount(unbalanced, first, 0, "100"))).toEqual([
      ["100", "25.00"],
      ["7", "7.00"],
    ]);
  });

  it("a USD value sets only its own token's amount", () => {
    const first = typeAddAmount(unbalanced, empty, 1, "7");
    expect(texts(typeAddUsd(unbalanced, first, 0, "1"))).toEqual([
      ["4.0000", "1"],
      ["7", "7.00"],
    ]);
  });

  it("without a USD price the USD field sets no amount", () => {
    const ctx: AddContext = { pool: POOL_EOS_WAX, mode: "unbalanced", rates: { EOS: "0.8" } };
    expect(texts(typeAddUsd(ctx, emptyAddInputs(POOL_EOS_WAX), 1, "10"))).toEqual([
      ["", ""],
      ["", "10"],
    ]);
    expect(texts(typeAddAmount(ctx, emptyAddInputs(POOL_EOS_WAX), 1, "3"))).toEqual([
      ["", ""],
      ["3", ""],
    ]);
  });
});

describe("MAX and mode switches", () => {
  it("MAX types the whole balance, every decimal (balanced: the others follow)", () => {
    expect(texts(maxAddAmount(balanced, empty, 0, 123_456_789n))).toEqual([
      ["12345.6789", "3086.41"],
      ["3086.419725", "3086.41"],
    ]);
    expect(texts(maxAddAmount(unbalanced, empty, 1, 1n))).toEqual([
      ["", ""],
      ["0.000001", "0.00"],
    ]);
  });

  it("into balanced mode the first positive amount leads; nothing positive empties the form", () => {
    const custom = typeAddAmount(unbalanced, typeAddAmount(unbalanced, empty, 0, "0"), 1, "2");
    expect(texts(switchAddMode(balanced, custom))).toEqual([
      ["8.0000", "2.00"],
      ["2", "2.00"],
    ]);
    expect(texts(switchAddMode(balanced, typeAddAmount(unbalanced, empty, 0, "0")))).toEqual([
      ["", ""],
      ["", ""],
    ]);
  });

  it("into unbalanced mode the amounts stay as they are", () => {
    const filled = typeAddAmount(balanced, empty, 0, "100");
    expect(switchAddMode(unbalanced, filled)).toBe(filled);
  });

  it("an index outside the pool changes nothing", () => {
    expect(typeAddAmount(balanced, empty, 5, "1")).toBe(empty);
    expect(typeAddUsd(balanced, empty, 5, "1")).toBe(empty);
    expect(maxAddAmount(balanced, empty, 5, 1n)).toBe(empty);
  });
});
