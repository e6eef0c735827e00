import type { ActionContext, ContractDefinition } from "../../engine/execution/contractInterface";
import {
  type Asset,
  assetText,
  isValidAsset,
  readAsset,
  readSymbol,
  sameSymbol,
  symbolCodeValue,
  utf8Length,
} from "../framework/chainAsset";
import { tokenAbi } from "./tokenAbi";

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

const MAX_MEMO_BYTES = 256;

function asset(text: string): Asset {
  return readAsset(text) as Asset;
}

function stats(context: ActionContext, code: bigint) {
  return context.table<StatRow>(code, "stat");
}

function balances(context: ActionContext, owner: string) {
  return context.table<AccountRow>(owner, "accounts");
}

function subBalance(context: ActionContext, owner: string, value: Asset): void {
  const table = balances(context, owner);
  const from = asset(table.get(symbolCodeValue(value.symbol.code), "no balance object found").balance);
  context.check(from.amount >= value.amount, "overdrawn balance");
  table.modify(owner, { balance: assetText(from.amount - value.amount, from.symbol) });
}

function addBalance(context: ActionContext, owner: string, value: Asset, ramPayer: string): void {
  const table = balances(context, owner);
  const existing = table.find(symbolCodeValue(value.symbol.code));
  if (!existing) table.emplace(ramPayer, { balance: assetText(value.amount, value.symbol) });
  else table.modify("", { balance: assetText(asset(existing.balance).amount + value.amount, value.symbol) });
}

function create(context: ActionContext, data: { issuer: string; maximum_supply: string }): void {
  context.requireAuth(context.self);
  const maximum = readAsset(data.maximum_supply);
  context.check(maximum !== undefined && isValidAsset(maximum), "invalid supply");
  context.check(maximum.amount > 0n, "max-supply must be positive");
  const table = stats(context, symbolCodeValue(maximum.symbol.code));
  context.check(
    table.find(symbolCodeValue(maximum.symbol.code)) === undefined,
    "token with symbol already exists",
  );
  table.emplace(context.self, {
    supply: assetText(0n, maximum.symbol),
    max_supply: data.maximum_supply,
    issuer: data.issuer,
  });
}

/** What issue and retire read first: the quantity, the memo's size and the token's stat row. */
function supplyChange(
  context: ActionContext,
  data: { quantity: string; memo: string },
  missingToken: string,
) {
  const quantity = readAsset(data.quantity);
  context.check(quantity !== undefined, "invalid symbol name");
  context.check(utf8Length(data.memo) <= MAX_MEMO_BYTES, "memo has more than 256 bytes");
  const code = symbolCodeValue(quantity.symbol.code);
  const table = stats(context, code);
  const stat = table.find(code);
  context.check(stat !== undefined, missingToken);
  return { quantity, table, stat };
}

function issue(context: ActionContext, data: { to: string; quantity: string; memo: string }): void {
  const { quantity, table, stat } = supplyChange(
    context,
    data,
    "token with symbol does not exist, create token before issue",
  );
  context.check(data.to === stat.issuer, "tokens can only be issued to issuer account");
  context.requireAuth(stat.issuer);
  context.check(isValidAsset(quantity), "invalid quantity");
  context.check(quantity.amount > 0n, "must issue positive quantity");
  const supply = asset(stat.supply);
  const maxSupply = asset(stat.max_supply);
  context.check(sameSymbol(quantity.symbol, supply.symbol), "symbol precision mismatch");
  context.check(quantity.amount <= maxSupply.amount - supply.amount, "quantity exceeds available supply");
  table.modify("", { ...stat, supply: assetText(supply.amount + quantity.amount, supply.symbol) });
  addBalance(context, stat.issuer, quantity, stat.issuer);
}

function retire(context: ActionContext, data: { quantity: string; memo: string }): void {
  const { quantity, table, stat } = supplyChange(context, data, "token with symbol does not exist");
  context.requireAuth(stat.issuer);
  context.check(isValidAsset(quantity), "invalid quantity");
  context.check(quantity.amount > 0n, "must retire positive quantity");
  const supply = asset(stat.supply);
  context.check(sameSymbol(quantity.symbol, supply.symbol), "symbol precision mismatch");
  table.modify("", { ...stat, supply: assetText(supply.amount - quantity.amount, supply.symbol) });
  subBalance(context, stat.issuer, quantity);
}

function transfer(
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

function open(context: ActionContext, data: { owner: string; symbol: string; ram_payer: string }): void {
  context.requireAuth(data.ram_payer);
  context.check(context.isAccount(data.owner), "owner account does not exist");
  const symbol = readSymbol(data.symbol);
  context.check(symbol !== undefined, "invalid symbol name");
  const code = symbolCodeValue(symbol.code);
  const stat = stats(context, code).get(code, "symbol does not exist");
  context.check(sameSymbol(asset(stat.supply).symbol, symbol), "symbol precision mismatch");
  const table = balances(context, data.owner);
  if (table.find(code) === undefined) table.emplace(data.ram_payer, { balance: assetText(0n, symbol) });
}

function close(context: ActionContext, data: { owner: string; symbol: string }): void {
  context.requireAuth(data.owner);
  const symbol = readSymbol(data.symbol);
  context.check(symbol !== undefined, "invalid symbol name");
  const table = balances(context, data.owner);
  const row = table.find(symbolCodeValue(symbol.code));
  context.check(
    row !== undefined,
    "Balance row already deleted or never existed. Action won't have any effect.",
  );
  context.check(asset(row.balance).amount === 0n, "Cannot close because the balance is not zero.");
  table.erase(symbolCodeValue(symbol.code));
}

/** The reference eosio.token contract; deploy it on any account (UTX, UTXRAM, UFX, LP and bridged tokens). */
export const tokenContract: ContractDefinition = {
  id: "eosio.token",
  abi: tokenAbi,
  tables: {
    accounts: { primaryKey: (row: AccountRow) => symbolCodeValue(asset(row.balance).symbol.code) },
    stat: { primaryKey: (row: StatRow) => symbolCodeValue(asset(row.supply).symbol.code) },
  },
  actions: { create, issue, retire, transfer, open, close },
};
