import { describe, expect, it } from "vitest";
import { summaryPoolOf, usdPriceOf, usdPricesFor } from "../../../src/shared/amm/usdPrices";
import { summaryPool } from "./summaryPools";

const POOLS = [
  summaryPool("7", "ufx-eos", [
    ["EOS", "eosio.token", "9"],
    ["UFX", "ufx.token", "1"],
  ]),
  summaryPool("3", "antelope", [
    ["EOS", "eosio.token", "2.5"],
    ["UTX", "token.ux", "0.1"],
    ["UXLP", "lp.token", "10"],
  ]),
];
const EOS = { symbol: "EOS", contract: "eosio.token" };

describe("summaryPoolOf", () => {
  it("finds a contract pool's summary entry by id, else by name, else none", () => {
    expect(summaryPoolOf(POOLS, { id: 3, pool_name: "ufx-eos" })).toBe(POOLS[1]);
    expect(summaryPoolOf(POOLS, { id: 99, pool_name: "ufx-eos" })).toBe(POOLS[0]);
    expect(summaryPoolOf(POOLS, { id: 99, pool_name: "nope" })).toBeUndefined();
    expect(summaryPoolOf(undefined, { id: 3, pool_name: "antelope" })).toBeUndefined();
  });
});

describe("usdPricesFor (indexer summary asset_prices)", () => {
  it("prefers the pool's own prices (LP token included) and fills gaps from other pools", () => {
    const prices = usdPricesFor(POOLS, { id: 3, pool_name: "antelope" });
    expect(usdPriceOf(prices, EOS)).toBe("2.5");
    expect(usdPriceOf(prices, { symbol: "UXLP", contract: "lp.token" })).toBe("10");
    expect(usdPriceOf(prices, { symbol: "UFX", contract: "ufx.token" })).toBe("1");
    expect(usdPriceOf(usdPricesFor(POOLS, { id: 7, pool_name: "ufx-eos" }), EOS)).toBe("9");
  });

  it("matches the pool by name when the id differs; without a match, the first pool pricing a token wins", () => {
    expect(usdPriceOf(usdPricesFor(POOLS, { id: 99, pool_name: "antelope" }), EOS)).toBe("2.5");
    expect(usdPriceOf(usdPricesFor(POOLS, { id: 99, pool_name: "nope" }), EOS)).toBe("9");
  });

  it("keys prices by contract too, and has none without a summary", () => {
    const prices = usdPricesFor(POOLS, { id: 3, pool_name: "antelope" });
    expect(usdPriceOf(prices, { symbol: "UTX", contract: "other.token" })).toBeUndefined();
    expect(usdPricesFor(undefined, { id: 3, pool_name: "antelope" }).size).toBe(0);
  });
});
