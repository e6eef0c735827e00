import type { ActionContext } from "../../engine/execution/contractInterface";
import {
  type Asset,
  assetText,
  isValidAsset,
  readAsset,
  sameSymbol,
  symbolCodeValue,
  utf8Length,
} from "../framework/chainAsset";

/*
 * The eosio.token ledger as the reference contract keeps it: `accounts` (scope owner) and `stat` (scope
 * symbol code) of the running contract, and its transfer. Shared by the token contract and every contract
 * that is also a token contract (QuickStake's instruments), so they answer with the same texts.
 */

/** A row of `accounts` (scope: owner): the balance of one symbol. */
export interface AccountRow {
  balance: string;
}

/** A row of `stat` (scope: symbol code): supply, maximum supply and issuer. */
export interface StatRow {
  supply: string;
  max_supply: string;
  issuer: string;
}

export const MAX_MEMO_BYTES = 256;

/** Table specs of the two tables, for a contract definition. */
export const tokenTableSpecs = {
  accounts: { primaryKey: (row: AccountRow) => symbolCodeValue(asset(row.balance).symbol.code) },
  stat: { primaryKey: (row: StatRow) => symbolCodeValue(asset(row.supply).symbol.code) },
};

/** An asset the ledger itself wrote (never user input). */
export function asset(text: string): Asset {
  return readAsset(text) as Asset;
}

export function stats(context: ActionContext, code: bigint) {
  return context.table<StatRow>(code, "stat");
}

export function balances(context: ActionContext, owner: string) {
  return context.table<AccountRow>(owner, "accounts");
}

export function subBalance(context: ActionContext, owner: string, value: Asset): void {
  const table = balances(context, owner);
  const from = asset(table.get(symbolCodeValue(value.symbol.code), "no balance object found").balance);
  context.check(from.amount >= value.amount, "overdrawn balance");
  table.modify(owner, { balance: assetText(from.amount - value.amount, from.symbol) });
}

export function addBalance(context: ActionContext, owner: string, value: Asset, ramPayer: string): void {
  const table = balances(context, owner);
  const existing = table.find(symbolCodeValue(value.symbol.code));
  if (!existing) table.emplace(ramPayer, { balance: assetText(value.amount, value.symbol) });
  else table.modify("", { balance: assetText(asset(existing.balance).amount + value.amount, value.symbol) });
}

/** eosio.token's `transfer`: both parties notified, the receiver's new row paid by whoever authorized. */
export function transferToken(
  context: ActionContext,
  data: { from: string; to: string; quantity: string; memo: string },
): void {
  context.check(data.from !== data.to, "cannot transfer to self");
  context.requireAuth(data.from);
  context.check(context.isAccount(data.to), "to account does not exist");
  const quantity = readAsset(data.quantity);
  context.check(quantity !== undefined, "invalid quantity");
  const code = symbolCodeValue(quantity.symbol.code);
  const stat = stats(context, code).get(code);
  context.requireRecipient(data.from);
  context.requireRecipient(data.to);
  context.check(isValidAsset(quantity), "invalid quantity");
  context.check(quantity.amount > 0n, "must transfer positive quantity");
  context.check(sameSymbol(quantity.symbol, asset(stat.supply).symbol), "symbol precision mismatch");
  context.check(utf8Length(data.memo) <= MAX_MEMO_BYTES, "memo has more than 256 bytes");
  const payer = context.hasAuth(data.to) ? data.to : data.from;
  subBalance(context, data.from, quantity);
  addBalance(context, data.to, quantity, payer);
}
