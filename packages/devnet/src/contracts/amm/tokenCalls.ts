import { tokenKey } from "@ux/core/amm";
import type { ReportData } from "@ux/core/amm/contract";
import { AMM_ACTIONS, assetTextOf, type TokenWithDecimals } from "@ux/core/amm/contract";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { type Asset, readAsset, symbolCodeValue } from "../framework/chainAsset";
import type { StatRow } from "../token/tokenContract";

/*
 * What the AMM asks of token contracts, as inline actions under its own active authority (which holds
 * amm@eosio.code): transfers out, LP issue and retire. Plus reads of a token's `stat` row.
 */

/** An inline action of the AMM on `contract`, under its own active authority. */
function sendAsSelf(
  context: ActionContext,
  contract: string,
  name: string,
  data: Record<string, unknown>,
): void {
  context.sendInline({
    account: contract,
    name,
    authorization: [{ actor: context.self, permission: "active" }],
    data,
  });
}

export function sendTransfer(
  context: ActionContext,
  to: string,
  token: TokenWithDecimals,
  amount: bigint,
  memo: string,
): void {
  sendAsSelf(context, token.contract, "transfer", {
    from: context.self,
    to,
    quantity: assetTextOf(amount, token),
    memo,
  });
}

/** Mints LP: the token contract issues only to its issuer (the AMM), which then transfers it on. */
export function sendIssue(
  context: ActionContext,
  token: TokenWithDecimals,
  amount: bigint,
  memo: string,
): void {
  sendAsSelf(context, token.contract, "issue", {
    to: context.self,
    quantity: assetTextOf(amount, token),
    memo,
  });
}

/** Burns LP the AMM holds (deposited by the order's owner). */
export function sendRetire(
  context: ActionContext,
  token: TokenWithDecimals,
  amount: bigint,
  memo: string,
): void {
  sendAsSelf(context, token.contract, "retire", { quantity: assetTextOf(amount, token), memo });
}

/** The per-order `report` the AMM sends itself so traces and history carry each result. */
export function sendReport(context: ActionContext, report: ReportData): void {
  sendAsSelf(context, context.self, AMM_ACTIONS.report, report);
}

/** A token's supply and issuer (its contract's `stat` row), or undefined when the symbol does not exist. */
export function tokenStat(
  context: ActionContext,
  contract: string,
  code: string,
): { supply: Asset; issuer: string } | undefined {
  if (!context.isAccount(contract)) return undefined;
  const key = symbolCodeValue(code);
  const row = context.table<StatRow>(key, "stat", contract).find(key);
  const supply = row === undefined ? undefined : readAsset(row.supply);
  return row === undefined || supply === undefined ? undefined : { supply, issuer: row.issuer };
}

/** Asserts that the token exists on its contract with exactly this precision. */
export function requireToken(context: ActionContext, token: TokenWithDecimals): void {
  const stat = tokenStat(context, token.contract, token.symbol);
  context.check(stat !== undefined, `token ${tokenKey(token)} does not exist`);
  context.check(
    stat.supply.symbol.precision === token.decimals,
    `symbol precision mismatch for ${tokenKey(token)}`,
  );
}
