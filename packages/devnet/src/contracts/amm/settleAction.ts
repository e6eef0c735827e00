import { type LpToken, sameToken } from "@ux/core/amm";
import { reportDataFromCore, settleDataSchema, tokenOfExtSymbol } from "@ux/core/amm/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { creditBalance } from "./ammBalances";
import { ordersTable, requireConfig } from "./ammTables";
import { PoolBook } from "./poolBook";
import { runQueue, type SettledOrder } from "./settlement";
import { sendIssue, sendReport, sendRetire, sendTransfer } from "./tokenCalls";

/** Memo of the transfers that forward an order's outputs to its owner. */
export const forwardMemo = (orderId: string) => `AMM order ${orderId}`;

/**
 * `settle` (auth of config.keeper): runs up to max_orders of the pool's queue in queue order, removes them,
 * writes the pools back, then per order: LP issued or retired to match the pool's supply, outputs
 * transferred to the owner's wallet, or the input credited back to the owner's AMM balance, and one inline
 * `report`. All inline, so the settle transaction is every order's forwardTxId.
 */
export function settle(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, settleDataSchema, data);
  context.requireAuth(request.keeper);
  const config = requireConfig(context);
  context.check(request.keeper === config.keeper, "only the AMM keeper may settle");
  context.check(request.max_orders > 0, "max_orders must be positive");
  const book = new PoolBook(context);
  const lp = book.pool(request.pool_id).lp;
  const orders = ordersTable(context);
  const queued = orders.findBySecondary(0, BigInt(request.pool_id)).slice(0, request.max_orders);
  context.check(queued.length > 0, `pool ${request.pool_id} has no queued orders`);

  const settled = runQueue(
    book,
    request.pool_id,
    queued.map((ref) => ref.value),
    tokenOfExtSymbol(config.ufx),
  );
  for (const ref of queued) orders.erase(ref.primaryKey);
  let lpChange = 0n;
  for (const order of settled) lpChange += payOut(context, book, lp, order);
  context.check(
    book.pool(request.pool_id).lp.supply - lp.supply === lpChange,
    "LP issued and retired do not match the pool's supply",
  );
  book.save();
}

/** Pays one settled order; returns the LP it minted (positive) or burned (negative). */
function payOut(context: ActionContext, book: PoolBook, lp: LpToken, settled: SettledOrder): bigint {
  const { report, row } = settled;
  const memo = forwardMemo(report.id);
  let lpChange = 0n;
  if (report.status === "filled") {
    lpChange = lpChangeOf(settled, lp);
    if (lpChange > 0n) sendIssue(context, lp, lpChange, memo);
    if (lpChange < 0n) sendRetire(context, lp, -lpChange, memo);
    for (const output of report.outputs) {
      if (output.amount > 0n)
        sendTransfer(context, report.owner, book.decimals(output.token), output.amount, memo);
    }
  } else if (report.refund !== null) {
    creditBalance(
      context,
      report.owner,
      book.decimals(report.refund.token),
      report.refund.amount,
      context.self,
    );
  }
  sendReport(
    context,
    reportDataFromCore(report, {
      poolId: row.pool_id,
      hopPoolId: settled.hopPoolId,
      orderTrxId: row.trx_id,
      decimals: book.decimals,
      feePoolIds: settled.feePoolIds,
    }),
  );
  return lpChange;
}

/**
 * LP a filled order mints or burns: a join mints exactly the LP it pays out; an LP input is burned except
 * the share returned as LP itself.
 */
function lpChangeOf({ report }: SettledOrder, lp: LpToken): bigint {
  const lpOut = report.outputs.filter((o) => sameToken(o.token, lp)).reduce((sum, o) => sum + o.amount, 0n);
  return sameToken(report.input.token, lp) ? lpOut - report.input.amount : lpOut;
}
