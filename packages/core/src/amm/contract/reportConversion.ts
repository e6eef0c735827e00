import type { OrderFee } from "../placeOrder";
import { type TokenAmount, type TokenId, tokenKey } from "../pool";
import type { OrderReport } from "../settleOrders";
import type { ReportData, ReportFee } from "./actions";
import { extAssetOf, type TokenWithDecimals, tokenAmountOfExtAsset } from "./tokenJson";

/** Looks up a token's precision (from the pools); throws for a token the pools do not know. */
export type DecimalsLookup = (token: TokenId) => TokenWithDecimals;

export function decimalsLookup(tokens: ReadonlyMap<string, TokenWithDecimals>): DecimalsLookup {
  return (token) => {
    const found = tokens.get(tokenKey(token));
    if (!found) throw new RangeError(`unknown token ${tokenKey(token)}`);
    return found;
  };
}

export interface ReportContext {
  readonly poolId: number;
  /** ufxhop: the second pool. */
  readonly hopPoolId?: number | null;
  readonly orderTrxId: string;
  readonly decimals: DecimalsLookup;
  /** Pool id of each fee, by index (a hop's fees come from two pools); poolId when absent. */
  readonly feePoolIds?: readonly number[];
}

const amountOf = (value: TokenAmount, decimals: DecimalsLookup) =>
  extAssetOf(value.amount, decimals(value.token));

/** The `report` action data of a core settlement report (what the contract sends inline per order). */
export function reportDataFromCore(report: OrderReport, context: ReportContext): ReportData {
  const fees: ReportFee[] = report.fees.map((fee: OrderFee, index) => ({
    pool_id: context.feePoolIds?.[index] ?? context.poolId,
    kind: fee.kind,
    fee: amountOf(fee, context.decimals),
  }));
  return {
    order_id: report.id,
    pool_id: context.poolId,
    hop_pool_id: context.hopPoolId ?? null,
    owner: report.owner,
    order_trx_id: context.orderTrxId,
    status: report.status,
    input: amountOf(report.input, context.decimals),
    outputs: report.outputs.map((output) => amountOf(output, context.decimals)),
    refund: report.refund === null ? null : amountOf(report.refund, context.decimals),
    reason: report.reason ?? "",
    detail: report.detail ?? "",
    fees,
  };
}

/** A report's amounts in units, for conservation checks and valuation. */
export interface ReportAmounts {
  readonly input: TokenAmount;
  readonly outputs: readonly TokenAmount[];
  readonly refund: TokenAmount | null;
  readonly fees: readonly (TokenAmount & { pool_id: number; kind: ReportFee["kind"] })[];
}

export function reportAmounts(data: ReportData): ReportAmounts {
  const units = (ext: ReportData["input"]): TokenAmount => {
    const { token, amount } = tokenAmountOfExtAsset(ext);
    return { token, amount };
  };
  return {
    input: units(data.input),
    outputs: data.outputs.map(units),
    refund: data.refund === null ? null : units(data.refund),
    fees: data.fees.map((fee) => ({ ...units(fee.fee), pool_id: fee.pool_id, kind: fee.kind })),
  };
}
