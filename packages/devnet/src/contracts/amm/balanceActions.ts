import { isLpToken, tokenKey } from "@ux/core/amm";
import {
  AMM_DEPOSIT_MEMO,
  ammOpenDataSchema,
  type TokenWithDecimals,
  tokenOfExtSymbol,
  transferDataSchema,
  withdrawallDataSchema,
} from "@ux/core/amm/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { parseActionData } from "../framework/actionData";
import { type Asset, readAsset } from "../framework/chainAsset";
import { creditBalance, openBalance } from "./ammBalances";
import { allPools, balancesTable, requireConfig } from "./ammTables";
import { requireToken, sendTransfer } from "./tokenCalls";

/** Memo of the transfers withdrawall sends. */
export const WITHDRAWAL_MEMO = "AMM withdrawal";

function isTradedToken(context: ActionContext, token: TokenWithDecimals): boolean {
  return allPools(context).some(
    ({ pool }) =>
      isLpToken(pool, token) ||
      pool.assets.some((asset) => asset.contract === token.contract && asset.symbol === token.symbol),
  );
}

/**
 * A token contract's transfer notification (require_recipient). A transfer TO the AMM is a deposit into the
 * sender's AMM balance of that token, keyed by the contract that sent the notification (so a look-alike
 * symbol on another contract stays a different token); it needs the memo 'Transfer to AMM' and a token the
 * pools trade (the admin may deposit any token, to fund new pools). The AMM's own transfers out are ignored.
 * The row is paid by the AMM: a notified contract may not bill RAM to anyone else.
 */
export function onTransfer(context: ActionContext, data: unknown): void {
  const to = (data as { to?: unknown } | null)?.to;
  if (to !== context.self) return;
  const transfer = parseActionData(context, transferDataSchema, data);
  if (transfer.from === context.self) return;
  context.check(
    transfer.memo === AMM_DEPOSIT_MEMO,
    `the AMM only accepts deposits: the memo must be '${AMM_DEPOSIT_MEMO}'`,
  );
  const quantity = readAsset(transfer.quantity) as Asset;
  const token = {
    contract: context.firstReceiver,
    symbol: quantity.symbol.code,
    decimals: quantity.symbol.precision,
  };
  const config = requireConfig(context);
  context.check(
    transfer.from === config.admin || isTradedToken(context, token),
    `${tokenKey(token)} is not traded by the AMM`,
  );
  creditBalance(context, transfer.from, token, quantity.amount, context.self);
}

/** `open`: a zero AMM balance row for owner and token, paid by ram_payer (so a later deposit costs the AMM nothing). */
export function open(context: ActionContext, data: unknown): void {
  const request = parseActionData(context, ammOpenDataSchema, data);
  context.requireAuth(request.ram_payer);
  context.check(context.isAccount(request.owner), "owner account does not exist");
  const token = tokenOfExtSymbol(request.ext_symbol);
  requireToken(context, token);
  openBalance(context, request.owner, token, request.ram_payer);
}

/** `withdrawall`: every non-zero AMM balance goes back to `from`'s wallet by inline transfer; every row is removed. */
export function withdrawall(context: ActionContext, data: unknown): void {
  const { from } = parseActionData(context, withdrawallDataSchema, data);
  context.requireAuth(from);
  const table = balancesTable(context, from);
  const rows = table.range();
  context.check(rows.length > 0, "no AMM balance to withdraw");
  for (const { primaryKey, value } of rows) {
    const balance = readAsset(value.balance) as Asset;
    const token = {
      contract: value.contract,
      symbol: balance.symbol.code,
      decimals: balance.symbol.precision,
    };
    if (balance.amount > 0n) sendTransfer(context, from, token, balance.amount, WITHDRAWAL_MEMO);
    table.erase(primaryKey);
  }
}
