import { tokenKey } from "@ux/core/amm";
import type { BalanceRow } from "@ux/core/amm/contract";
import { assetTextOf, type TokenWithDecimals } from "@ux/core/amm/contract";
import type { ActionContext, RowRef } from "../../engine/execution/contractInterface";
import { type Asset, readAsset } from "../framework/chainAsset";
import { balancesTable } from "./ammTables";

/*
 * AMM balances (table `accounts`, scope = owner): one row per token, found by contract and symbol code.
 * The row id is only a key (last id + 1 within the scope).
 */

function balanceOf(row: BalanceRow): Asset {
  return readAsset(row.balance) as Asset;
}

/** The owner's row of a token; asserts when the row's precision differs from the token's. */
export function findBalanceRow(
  context: ActionContext,
  owner: string,
  token: TokenWithDecimals,
): RowRef<BalanceRow> | undefined {
  for (const ref of balancesTable(context, owner).range()) {
    const balance = balanceOf(ref.value);
    if (ref.value.contract !== token.contract || balance.symbol.code !== token.symbol) continue;
    context.check(
      balance.symbol.precision === token.decimals,
      `symbol precision mismatch for ${tokenKey(token)}`,
    );
    return ref;
  }
  return undefined;
}

/** A zero row for the token unless one exists (`open`), paid by ram_payer. */
export function openBalance(
  context: ActionContext,
  owner: string,
  token: TokenWithDecimals,
  ramPayer: string,
): void {
  if (findBalanceRow(context, owner, token) !== undefined) return;
  insertBalance(context, owner, token, 0n, ramPayer);
}

/** Adds to the owner's balance; a missing row is created and paid by `payer`. */
export function creditBalance(
  context: ActionContext,
  owner: string,
  token: TokenWithDecimals,
  amount: bigint,
  payer: string,
): void {
  const ref = findBalanceRow(context, owner, token);
  if (ref === undefined) {
    insertBalance(context, owner, token, amount, payer);
    return;
  }
  const balance = balanceOf(ref.value).amount + amount;
  balancesTable(context, owner).modify("", { ...ref.value, balance: assetTextOf(balance, token) });
}

/** Takes from the owner's balance; asserts when it does not hold that much. The row stays (at zero). */
export function debitBalance(
  context: ActionContext,
  owner: string,
  token: TokenWithDecimals,
  amount: bigint,
): void {
  const ref = findBalanceRow(context, owner, token);
  const held = ref === undefined ? 0n : balanceOf(ref.value).amount;
  context.check(
    ref !== undefined && held >= amount,
    `overdrawn AMM balance: ${owner} holds ${assetTextOf(held, token)} of ${token.contract}, needs ${assetTextOf(amount, token)}`,
  );
  balancesTable(context, owner).modify("", { ...ref.value, balance: assetTextOf(held - amount, token) });
}

function insertBalance(
  context: ActionContext,
  owner: string,
  token: TokenWithDecimals,
  amount: bigint,
  payer: string,
): void {
  const table = balancesTable(context, owner);
  const last = table.range().at(-1);
  const id = last === undefined ? 0n : last.primaryKey + 1n;
  table.emplace(payer, { id: id.toString(), balance: assetTextOf(amount, token), contract: token.contract });
}
