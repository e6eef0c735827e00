import { estimateAddLiquidity, minTradeOf, type Pool, type TokenAmount, tokenId } from "@ux/core/amm";
import type { TokenWithDecimals } from "@ux/core/amm/contract";
import {
  addLiquidityEntryMessage,
  addLiquidityFormStatus,
  disabledStatus,
  type FormStatus,
  positiveUnits,
  readAmountField,
} from "@ux/core/forms";
import { formatDisplay } from "@ux/core/money";
import { plainToken } from "../../shared/amm/ammTokens";
import { type AmmWalletBalances, balanceOf } from "../../shared/amm/ammWalletBalances";
import { protectedMinimum } from "../../shared/slippage/protectedMinimum";
import type { AddInputs } from "./addLiquidityInputs";
import { lpSharePercentText } from "./liquidityPositions";
import { hasUsdRate, type UsdRates } from "./usdRates";

/** One token row of the Add Liquidity form, ready to show. */
export interface AddTokenRow {
  readonly token: TokenWithDecimals;
  readonly amountText: string;
  readonly usdText: string;
  /** The USD field can set the amount only when the token has a price. */
  readonly usdEditable: boolean;
  /** Wallet balance to 4 decimals (rounded down), null while unknown (loading or no wallet). */
  readonly availableText: string | null;
  readonly available: bigint;
  /** 'You do not have enough {symbol}', 'Minimum is {min} {symbol}' or the parser's reason; null when fine. */
  readonly message: string | null;
}

export interface AddLiquidityEstimateView {
  /** LP the deposit mints (units): what the order history shows until the report. */
  readonly lpUnits: bigint;
  /** LP the deposit mints, 4 decimals rounded down ('12.3456'). */
  readonly lpText: string;
  readonly lpSymbol: string;
  /** The deposit's share of the pool after it, percent with 4 decimals rounded down ('0.0123'). */
  readonly sharePercentText: string;
  /** Tokens whose order the pool would refund as things stand (the others still add liquidity). */
  readonly refundedSymbols: readonly string[];
  /**
   * Per amount (per placeorder, in `amounts` order) the least LP it may mint: core minimumReceived of its
   * own estimate at the tolerance, rounded down to the 4 shown decimals; 0 for an order the pool would
   * refund as things stand. Each placeorder is checked on its own on chain.
   */
  readonly orderMinimums: readonly bigint[];
  /** 'Minimum received': the sum of the orders' minimums, formatted as the estimate ('12.2839 LPB'). */
  readonly minimumText: string;
}

export interface AddLiquidityModel {
  readonly status: FormStatus;
  readonly rows: readonly AddTokenRow[];
  /** Null until some amount gives an estimate. */
  readonly estimate: AddLiquidityEstimateView | null;
  /** The positive amounts, in pool order: what submitting deposits and orders. */
  readonly amounts: readonly (TokenAmount & { token: TokenWithDecimals })[];
}

export interface AddLiquidityModelInput {
  readonly walletConnected: boolean;
  readonly pool: Pool | undefined;
  readonly inputs: AddInputs;
  readonly balances: AmmWalletBalances | undefined;
  readonly balancesLoading: boolean;
  readonly rates: UsdRates;
  /** The shared slippage tolerance (bps). */
  readonly toleranceBps: bigint;
}

/**
 * Everything the Add Liquidity view shows, from the form state: button (core addLiquidityFormStatus),
 * per-token messages and balances, and the LP estimate (core estimateAddLiquidity on the live pool). While
 * the balances load nothing is judged against a balance of zero: no messages, the button waits.
 */
export function addLiquidityModel(input: AddLiquidityModelInput): AddLiquidityModel {
  const { pool } = input;
  const status = addLiquidityFormStatus({
    walletConnected: input.walletConnected,
    poolChosen: pool !== undefined,
    entries:
      pool?.assets.map((asset, i) => ({
        symbol: asset.symbol,
        decimals: asset.decimals,
        available: balanceOf(input.balances, asset),
        min: minTradeOf(pool, asset) ?? 1n,
        amountText: input.inputs[i]?.amountText ?? "",
      })) ?? [],
  });
  if (pool === undefined) return { status, rows: [], estimate: null, amounts: [] };
  const judging = input.walletConnected && !input.balancesLoading;
  const rows = pool.assets.map((asset, i): AddTokenRow => {
    const available = balanceOf(input.balances, asset);
    const amountText = input.inputs[i]?.amountText ?? "";
    const known = input.walletConnected && input.balances !== undefined;
    return {
      token: plainToken(asset),
      amountText,
      usdText: input.inputs[i]?.usdText ?? "",
      usdEditable: hasUsdRate(asset.symbol, input.rates),
      availableText: known ? formatDisplay(available, asset.decimals) : null,
      available,
      message: judging
        ? addLiquidityEntryMessage({
            symbol: asset.symbol,
            decimals: asset.decimals,
            available,
            min: minTradeOf(pool, asset) ?? 1n,
            amountText,
          })
        : null,
    };
  });
  const amounts = pool.assets.flatMap((asset, i) => {
    const units = positiveUnits(readAmountField(input.inputs[i]?.amountText ?? "", asset.decimals));
    return units > 0n ? [{ token: plainToken(asset), amount: units }] : [];
  });
  return {
    status: input.walletConnected && input.balancesLoading ? disabledStatus(status.buttonText) : status,
    rows,
    estimate: estimateView(pool, amounts, input.toleranceBps),
    amounts,
  };
}

function estimateView(
  pool: Pool,
  amounts: readonly TokenAmount[],
  toleranceBps: bigint,
): AddLiquidityEstimateView | null {
  if (amounts.length === 0) return null;
  const estimate = estimateAddLiquidity(
    pool,
    amounts.map((a) => ({ token: tokenId(a.token), amount: a.amount })),
  );
  const refundedSymbols = estimate.orders.flatMap((order, i) =>
    order.ok ? [] : [amounts[i]?.token.symbol ?? ""],
  );
  const supplyAfter = estimate.pool.lp.supply;
  const { decimals } = pool.lp;
  const orderMinimums = estimate.orders.map((order) =>
    order.ok ? protectedMinimum(order.outputs[0]?.amount ?? 0n, toleranceBps, decimals) : 0n,
  );
  const minimum = orderMinimums.reduce((sum, m) => sum + m, 0n);
  return {
    lpUnits: estimate.lpMinted,
    lpText: formatDisplay(estimate.lpMinted, pool.lp.decimals),
    lpSymbol: pool.lp.symbol,
    sharePercentText: lpSharePercentText(estimate.lpMinted, supplyAfter),
    refundedSymbols,
    orderMinimums,
    minimumText: `${formatDisplay(minimum, decimals)} ${pool.lp.symbol}`,
  };
}
