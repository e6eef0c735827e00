import type { Pool } from "@ux/core/amm";
import { minTradeOf, multiSwap } from "@ux/core/amm";
import {
  countedSendEntries,
  formatLimit,
  type MultiSwapReceiveEntry,
  type MultiSwapSendEntry,
  minimumIs,
  multiSwapProportions,
  multiSwapReceiveTotal,
  positiveUnits,
  readAmountField,
} from "@ux/core/forms";
import { shareOfBasisPoints, usdValueOfUnits } from "@ux/core/money";
import { type AmmToken, tokenBySymbol } from "../../shared/amm/ammTokens";
import { type UsdPrices, usdPriceOf } from "../../shared/amm/usdPrices";
import { t } from "../../shared/i18n/translate";

export interface SummarySendRow {
  readonly token: AmmToken;
  readonly amount: bigint;
  /** USD_DECIMALS units; null when the indexer has no price for the token. */
  readonly usd: bigint | null;
}

export interface SummaryReceiveRow {
  readonly token: AmmToken;
  readonly basisPoints: bigint;
  /** This token's share of the total send value; null when that total is unknown. */
  readonly usd: bigint | null;
  /** Estimated units received (core multiSwap on the live pool); null until the percentages total 100. */
  readonly estimate: bigint | null;
}

export interface MultiSwapSummary {
  readonly send: readonly SummarySendRow[];
  /** Sum of the send values; null when any of them is unknown (a partial total would mislead). */
  readonly sendTotalUsd: bigint | null;
  readonly receive: readonly SummaryReceiveRow[];
  readonly receiveTotalBasisPoints: bigint;
  /**
   * Per send row, what its own placeorder pays per receive row (receive order); null when the pool would
   * refund it. Empty until the percentages total 100. Each order's minimums are checked on its own.
   */
  readonly orderOutputs: readonly (readonly bigint[] | null)[];
  /** Why an order would be refunded at the pool as it is now, one line per refunded send token. */
  readonly refunds: readonly string[];
}

/** ours: a send order the estimate says the pool would refund. */
export function wouldBeRefunded(symbol: string, detail: string): string {
  return t("The {symbol} order would be refunded: {detail}", { symbol, detail });
}

/**
 * The 'Summary View' (spec 2 §2): Send rows valued at the indexer's USD prices; Receive rows with the USD
 * share of the total send value, the percentage, and the estimated amount from the live pool.
 */
export function multiSwapSummary(input: {
  pool: Pool;
  tokens: readonly AmmToken[];
  send: readonly MultiSwapSendEntry[];
  receive: readonly MultiSwapReceiveEntry[];
  prices: UsdPrices;
}): MultiSwapSummary {
  const { pool, tokens, prices } = input;
  const send = countedSendEntries(input.send).flatMap((entry) => {
    const token = tokenBySymbol(tokens, entry.symbol);
    if (token === undefined) return [];
    const amount = positiveUnits(readAmountField(entry.amountText, entry.decimals));
    const price = usdPriceOf(prices, token);
    const usd = price === undefined ? null : usdValueOfUnits(amount, token.decimals, price);
    return [{ token, amount, usd }];
  });
  const sendTotalUsd = send.some((row) => row.usd === null)
    ? null
    : send.reduce((sum, row) => sum + (row.usd ?? 0n), 0n);

  const outputs = multiSwapProportions(input.receive).flatMap(({ symbol, proportion }) => {
    const token = tokenBySymbol(tokens, symbol);
    return token === undefined ? [] : [{ token, proportion }];
  });
  const complete = multiSwapReceiveTotal(input.receive).complete && send.length > 0;
  const estimate = complete
    ? multiSwap(
        pool,
        send.map((row) => ({ token: row.token, amount: row.amount })),
        outputs.map((o) => ({ token: o.token, proportion: Number(o.proportion) })),
      )
    : null;

  const receive = outputs.map((output, i) => ({
    token: output.token,
    basisPoints: output.proportion,
    usd: sendTotalUsd === null ? null : shareOfBasisPoints(sendTotalUsd, output.proportion),
    estimate: estimate?.totals[i]?.amount ?? null,
  }));

  const refunds = (estimate?.orders ?? []).flatMap((order, i) => {
    const row = send[i];
    if (order.ok || row === undefined) return [];
    const min = minTradeOf(pool, row.token);
    const belowInputMin = order.reason === "below_min_trade" && min !== null && row.amount < min;
    return [
      belowInputMin
        ? minimumIs(formatLimit(min, row.token.decimals), row.token.symbol)
        : wouldBeRefunded(row.token.symbol, order.detail),
    ];
  });

  const orderOutputs = (estimate?.orders ?? []).map((order) =>
    order.ok ? order.outputs.map((output) => output.amount) : null,
  );

  return {
    send,
    sendTotalUsd,
    receive,
    receiveTotalBasisPoints: outputs.reduce((sum, o) => sum + o.proportion, 0n),
    refunds,
    orderOutputs,
  };
}
