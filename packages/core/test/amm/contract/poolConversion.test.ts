import { describe, expect, it } from "vitest";
import { ammBalanceFromRow } from "../../../src/amm/contract/balanceConversion";
import { poolFromRow, poolToRow, tokenDecimalsOf } from "../../../src/amm/contract/poolConversion";
import { balanceRowSchema, poolRowSchema } from "../../../src/amm/contract/rows";
import { POOL_ROW } from "./samples";

describe("pools row <-> core Pool", () => {
  const row = poolRowSchema.parse(POOL_ROW);

  it("converts every amount to exact units at the token's precision", () => {
    const pool = poolFromRow(row);
    expect(pool.id).toBe(3);
    expect(pool.fee_bps).toBe(20);
    expect(pool.is_ufx_pool).toBe(false);
    expect(pool.assets).toEqual([
      {
        contract: "eosio.token",
        symbol: "UTX",
        decimals: 4,
        balance: 1_000_000_000n,
        weight: 5000,
        min_trade: 100n,
      },
      {
        contract: "ibc.wt.eos",
        symbol: "EOS",
        decimals: 4,
        balance: 200_000_000n,
        weight: 2500,
        min_trade: 0n,
      },
      {
        contract: "tethertether",
        symbol: "USDT",
        decimals: 6,
        balance: 15_000_000_000n,
        weight: 2500,
        min_trade: 10_000n,
      },
    ]);
    expect(pool.lp).toEqual({ contract: "lptoken.ux", symbol: "LPA", decimals: 4, supply: 50_000_000n });
  });

  it("writes a pool back to the identical row", () => {
    expect(poolToRow(poolFromRow(row), row.description)).toEqual(row);
    const changed = { ...poolFromRow(row), lp: { ...poolFromRow(row).lp, supply: 1n } };
    expect(poolToRow(changed, "x").lp_supply).toBe("0.0001 LPA");
  });

  it("refuses a quantity whose symbol or precision differs from its ext_symbol", () => {
    const wrongCode = poolRowSchema.parse({
      ...POOL_ROW,
      assets: [{ ...POOL_ROW.assets[0], quantity: "1.0000 EOS" }, ...POOL_ROW.assets.slice(1)],
    });
    expect(() => poolFromRow(wrongCode)).toThrow(
      "pool 3 UTX@eosio.token quantity: '1.0000 EOS' is not in 4,UTX",
    );
    const wrongPrecision = poolRowSchema.parse({ ...POOL_ROW, lp_supply: "5000.00 LPA" });
    expect(() => poolFromRow(wrongPrecision)).toThrow("pool 3 lp_supply: '5000.00 LPA' is not in 4,LPA");
    const wrongMin = poolRowSchema.parse({
      ...POOL_ROW,
      assets: [{ ...POOL_ROW.assets[0], min_trade: "0.01 UTX" }, ...POOL_ROW.assets.slice(1)],
    });
    expect(() => poolFromRow(wrongMin)).toThrow("min_trade");
  });

  it("refuses malformed rows at the schema", () => {
    expect(poolRowSchema.safeParse({ ...POOL_ROW, fee: -1 }).success).toBe(false);
    expect(
      poolRowSchema.safeParse({ ...POOL_ROW, lp_symbol: { sym: "LPA", contract: "lptoken.ux" } }).success,
    ).toBe(false);
    expect(poolRowSchema.safeParse({ ...POOL_ROW, assets: "none" }).success).toBe(false);
    const { pool_name: _, ...withoutName } = POOL_ROW;
    expect(poolRowSchema.safeParse(withoutName).success).toBe(false);
  });

  it("lists every token (assets and LP) with its precision", () => {
    const tokens = tokenDecimalsOf([poolFromRow(row)]);
    expect([...tokens.keys()]).toEqual([
      "UTX@eosio.token",
      "EOS@ibc.wt.eos",
      "USDT@tethertether",
      "LPA@lptoken.ux",
    ]);
    expect(tokens.get("USDT@tethertether")?.decimals).toBe(6);
  });

  it("reads an AMM balance row", () => {
    const balance = ammBalanceFromRow(
      balanceRowSchema.parse({ id: 0, balance: "12.50000000 WAX", contract: "ibc.wt.wax" }),
    );
    expect(balance).toEqual({
      token: { contract: "ibc.wt.wax", symbol: "WAX", decimals: 8 },
      amount: 1_250_000_000n,
    });
    expect(balanceRowSchema.safeParse({ id: 0, balance: "12.5 WAX ", contract: "ibc.wt.wax" }).success).toBe(
      false,
    );
  });
});
