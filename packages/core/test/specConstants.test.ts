import { describe, expect, it } from "vitest";
import * as accounts from "../src/accounts/accountConstants";
import * as amm from "../src/amm/ammConstants";
import * as bridge from "../src/bridge/bridgeConstants";
import * as transactions from "../src/chainClient/transactionConstants";
import * as chainIds from "../src/config/chainIds";
import * as product from "../src/config/productConstants";
import * as expiry from "../src/expiry/expiryConstants";
import { formatAsset } from "../src/money/asset";
import * as money from "../src/money/moneyConstants";

/** The spec's constants, wherever their owner keeps them. */
const c = { ...accounts, ...amm, ...bridge, ...transactions, ...chainIds, ...product, ...expiry, ...money };

describe("spec constants", () => {
  it("new account grants and resources (spec 1 §9)", () => {
    expect(formatAsset(c.NEW_ACCOUNT_CPU_GRANT)).toBe("100.0000 UTX");
    expect(formatAsset(c.NEW_ACCOUNT_NET_GRANT)).toBe("25.0000 UTX");
    expect(formatAsset(c.NEW_ACCOUNT_RAM_GRANT)).toBe("5.0000 UTXRAM");
    expect(formatAsset(c.RESOURCE_TOP_UP)).toBe("50.0000 UTX");
    expect(formatAsset(c.RAM_PRICE_PER_KB)).toBe("1.0000 UTXRAM");
    expect(c.RAM_BYTES_PER_KB).toBe(1024);
    expect(c.USERNAME_LENGTH).toBe(12);
    expect(c.REFERRAL_CODE_LENGTH).toBe(12);
    expect(c.MAX_UNUSED_REFERRAL_LINKS).toBe(50);
  });

  it("tokens, decimals and display", () => {
    expect(c.CORE_SYMBOL).toEqual({ code: "UTX", precision: 4 });
    expect(c.DEFAULT_DECIMALS).toBe(4);
    expect(c.DISPLAY_DECIMALS).toBe(4);
    expect(c.TABLE_DISPLAY_DECIMALS).toBe(2);
    expect(c.BRIDGE_TABLE_DISPLAY_DECIMALS).toBe(4);
    expect(c.DISPLAY_MULTIPLIER).toBe(100);
    expect(c.ETH_DECIMALS).toBe(18);
    expect(c.STAKE_DECIMALS).toBe(4);
    expect(c.BRIDGE_TOKEN_DECIMALS).toEqual({ EOS: 4, UTX: 4, UTXRAM: 4, WAX: 8 });
  });

  it("chains and transactions", () => {
    expect(c.ETH_CONFIRMATIONS_REQUIRED).toBe(3);
    expect(c.TX_BLOCKS_BEHIND).toBe(3);
    expect(c.TX_EXPIRE_SECONDS).toBe(360);
    expect(c.BRIDGE_SOURCE_TX_EXPIRE_SECONDS).toBe(320);
    expect(c.BRIDGE_PROOF_TX_EXPIRE_SECONDS).toBe(360);
    expect([c.BRIDGE_PROOF_CONFIRM_BLOCKS, c.STAKE_CONFIRM_BLOCKS, c.UNSTAKE_CONFIRM_BLOCKS]).toEqual([
      2, 2, 1,
    ]);
    expect(c.WITHDRAW_ALL_CONFIRM_BLOCKS).toBe(1);
    expect([c.CONFIRM_POLL_START_MS, c.CONFIRM_POLL_GROWTH_PERCENT, c.CONFIRM_POLL_MAX_MS]).toEqual([
      500, 10, 5000,
    ]);
    expect([c.AMM_TX_MAX_RETRIES, c.AMM_RETRY_WAIT_MS, c.AMM_RETRY_PENDING_EXTRA_MS]).toEqual([
      9, 1000, 2000,
    ]);
    expect([c.NATIVE_EVM_CHAIN_ID, c.ETHEREUM_MAINNET_CHAIN_ID, c.SEPOLIA_CHAIN_ID]).toEqual([
      71, 1, 11155111,
    ]);
  });

  it("timing, lists, AMM and expiries", () => {
    expect(c.DATA_REFRESH_MS).toBe(30_000);
    expect(c.NOTIFICATION_VIEWED_DELAY_MS).toBe(1500);
    expect([c.BALANCE_TABLE_LIMIT, c.DEFAULT_PAGE_SIZE, c.ACCOUNT_SEARCH_LIMIT]).toEqual([100, 100, 5]);
    expect([c.BALANCE_POOL_WAIT_TRIES, c.BALANCE_POOL_WAIT_MS]).toEqual([10, 250]);
    expect(c.DAY_MS).toBe(86_400_000);
    expect(c.BASIS_POINTS_TOTAL).toBe(10_000n);
    expect([c.SWAP_FEE_BASIS_POINTS, c.LP_BASE_FEE_BASIS_POINTS, c.LP_IMPACT_FEE_PERCENT]).toEqual([
      20n,
      20n,
      20n,
    ]);
    expect(c.DEFAULT_POOL_NAME).toBe("antelope");
    expect([c.BRIDGE_HISTORY_LIMIT_HYPERION, c.BRIDGE_HISTORY_LIMIT_DFUSE]).toEqual([15, 100]);
    expect(c.BRIDGE_PROGRESS_STEP_MS).toBe(1700);
    expect([c.POOL_LIST_MAX_ICONS, c.POOL_DETAIL_MAX_ICONS, c.POOL_MIX_PAGE_SIZE]).toEqual([5, 7, 4]);
    expect(c.CHART_DURATIONS).toEqual(["1W", "1M"]);
    expect(c.DEFAULT_CHART_DURATION).toBe("1W");
    expect([c.FIRST_EXPIRY, c.LAST_EXPIRY]).toEqual([202003, 202803]);
    expect(c.DUST_THRESHOLD).toEqual({ units: 1n, decimals: 5 });
  });
});
