import type { ActionContext, ContractDefinition } from "../../engine/execution/contractInterface";
import {
  assetText,
  isValidAsset,
  readAsset,
  readSymbol,
  sameSymbol,
  symbolCodeValue,
  utf8Length,
} from "../framework/chainAsset";
import { tokenAbi } from "./tokenAbi";
import {
  addBalance,
  asset,
  balances,
  MAX_MEMO_BYTES,
  stats,
  subBalance,
  tokenTableSpecs,
  transferToken,
} from "./tokenLedger";

export type { AccountRow, StatRow } from "./tokenLedger";

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
  tables: tokenTableSpecs,
  actions: { create, issue, retire, transfer: transferToken, open, close },
};
