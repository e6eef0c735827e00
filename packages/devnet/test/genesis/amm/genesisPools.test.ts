import { spotPrice, tokenKey } from "@ux/core/amm";
import { configRowSchema } from "@ux/core/amm/contract";
import { describe, expect, it } from "vitest";
import { AMM_GENESIS_ACCOUNTS } from "../../../src/genesis/amm/ammAccounts";
import { AMM_TOKENS, GENESIS_USD_PRICES } from "../../../src/genesis/amm/ammTokens";
import {
  GENESIS_POOLS,
  genesisLiquidity,
  lpTokenOf,
  TEST_ACCOUNT_AMM_FUNDING,
} from "../../../src/genesis/amm/genesisPools";
import { TEST_ACCOUNT_NAMES } from "../../../src/genesis/testAccounts";
import { AMM, AmmChain } from "../../contracts/amm/support/ammChain";

const chain = new AmmChain();
const whole = (n: bigint, decimals: number) => n * 10n ** BigInt(decimals);

describe("AMM genesis", () => {
  it("creates every genesis pool with ids in order, fee 20 bps and min trades", () => {
    const rows = chain.poolRows();
    expect(rows.map((row) => row.pool_name)).toEqual([
      "antelope",
      "usdt-utx",
      "usdt-eos",
      "utx-eos",
      "eos-wax",
      "utxram-tlos",
      "ufx-utx",
      "ufx-utxram",
      "ufx-eos",
      "ufx-tlos",
      "ufx-wax",
      "ufx-usdt",
    ]);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => i));
    for (const row of rows) {
      expect(row.fee).toBe(20);
      expect(row.assets.reduce((sum, asset) => sum + asset.weight, 0)).toBe(10_000);
    }
    expect(rows[0]?.assets.map((asset) => asset.quantity)).toEqual([
      "2000000.0000 UTX",
      "1000000.0000 UTXRAM",
      "250000.0000 EOS",
      "1000000.0000 TLOS",
      "4000000.00000000 WAX",
    ]);
    expect(rows[0]?.assets.map((asset) => asset.min_trade)).toEqual([
      "0.1000 UTX",
      "0.0500 UTXRAM",
      "0.0100 EOS",
      "0.0500 TLOS",
      "0.20000000 WAX",
    ]);
    expect(rows[0]?.lp_symbol).toEqual({ sym: "4,LPA", contract: "lptoken.ux" });
    expect(rows[0]?.description).toBe(
      "The Antelope chains' tokens in one pool: UTX, UTXRAM, EOS, TLOS and WAX at equal weights.",
    );
  });

  it("has a UFX pair for every other token and a USDT pool", () => {
    const rows = chain.poolRows();
    const ufxPairs = rows.filter((row) => row.is_ufx_pool);
    const paired = ufxPairs.map((row) => {
      expect(row.assets.map((asset) => asset.ext_symbol.sym)).toContain("4,UFX");
      return row.assets.find((asset) => asset.ext_symbol.sym !== "4,UFX")?.ext_symbol.sym;
    });
    expect(paired.sort()).toEqual(["4,EOS", "4,TLOS", "4,USDT", "4,UTX", "4,UTXRAM", "8,WAX"]);
    expect(
      rows.filter((row) => !row.is_ufx_pool && row.assets.some((a) => a.ext_symbol.sym === "4,USDT")),
    ).toHaveLength(2);
  });

  it("prices the tokens as documented through the USDT pools, the antelope pool and the UFX pairs", () => {
    /** Spot price of base in quote equals the ratio of the documented USD prices, exactly. */
    const expectPrice = (poolId: number, base: keyof typeof AMM_TOKENS, quote: keyof typeof AMM_TOKENS) => {
      const spot = spotPrice(chain.pool(poolId), AMM_TOKENS[base], AMM_TOKENS[quote]);
      const cents = (name: keyof typeof AMM_TOKENS) => BigInt(GENESIS_USD_PRICES[name].replace(".", ""));
      expect(spot && spot.num * cents(quote), `${base} in ${quote}`).toBe(spot && spot.den * cents(base));
    };
    expectPrice(1, "UTX", "USDT");
    expectPrice(2, "EOS", "USDT");
    expectPrice(11, "UFX", "USDT");
    for (const name of ["UTXRAM", "EOS", "TLOS", "WAX"] as const) expectPrice(0, name, "UTX");
    expectPrice(4, "WAX", "EOS");
    expectPrice(5, "UTXRAM", "TLOS");
    for (const name of ["UTX", "UTXRAM", "EOS", "TLOS", "WAX", "USDT"] as const)
      expectPrice(6 + ["UTX", "UTXRAM", "EOS", "TLOS", "WAX", "USDT"].indexOf(name), name, "UFX");
  });

  it("issues each pool's LP to the admin and the test accounts, matching the pool's supply", () => {
    const rows = chain.poolRows();
    GENESIS_POOLS.forEach((spec, i) => {
      const lp = lpTokenOf(spec);
      const supply = whole(spec.initialLp, 4);
      expect(rows[i]?.lp_supply).toBe(`${spec.initialLp}.0000 ${spec.lp}`);
      expect(chain.supply(lp)).toBe(supply);
      const perAccount = whole(TEST_ACCOUNT_AMM_FUNDING.lpPerPool, 4);
      for (const account of TEST_ACCOUNT_NAMES) expect(chain.wallet(account, lp)).toBe(perAccount);
      expect(chain.wallet(AMM_GENESIS_ACCOUNTS.admin, lp)).toBe(
        supply - perAccount * BigInt(TEST_ACCOUNT_NAMES.length),
      );
      expect(chain.engine.currencyStats(lp.contract, lp.symbol)[lp.symbol]).toMatchObject({ issuer: AMM });
    });
  });

  it("holds exactly the pools' tokens in the AMM account and leaves the admin no AMM balance", () => {
    for (const [name, amount] of genesisLiquidity()) {
      const token = AMM_TOKENS[name];
      expect(chain.wallet(AMM, token), tokenKey(token)).toBe(whole(amount, token.decimals));
    }
    expect(chain.ammBalances(AMM_GENESIS_ACCOUNTS.admin)).toEqual([]);
  });

  it("funds the test accounts with the bridged tokens and USDT", () => {
    for (const account of TEST_ACCOUNT_NAMES) {
      expect(chain.wallet(account, AMM_TOKENS.EOS)).toBe(whole(1_000n, 4));
      expect(chain.wallet(account, AMM_TOKENS.TLOS)).toBe(whole(5_000n, 4));
      expect(chain.wallet(account, AMM_TOKENS.WAX)).toBe(whole(20_000n, 8));
      expect(chain.wallet(account, AMM_TOKENS.USDT)).toBe(whole(1_000n, 4));
    }
  });

  it("configures admin, keeper and UFX, and gives the AMM its eosio.code permission", () => {
    const [config] = chain.engine.getTableRows({ code: AMM, scope: AMM, table: "config", json: true }).rows;
    expect(configRowSchema.parse(config)).toEqual({
      admin: "amm.admin",
      keeper: "amm.keeper",
      ufx: { sym: "4,UFX", contract: "eosio.token" },
    });
    const active = chain.engine.account(AMM)?.permissions.find((p) => p.name === "active");
    expect(active?.auth.accounts).toEqual([
      { permission: { actor: AMM, permission: "eosio.code" }, weight: 1 },
    ]);
    expect(chain.engine.account(AMM)?.codeId).toBe("amm");
    expect(chain.engine.abiJson(AMM)).toMatchObject({ version: "eosio::abi/1.2" });
  });
});
