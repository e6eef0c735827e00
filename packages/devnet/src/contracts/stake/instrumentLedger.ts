import { MAX_ASSET_AMOUNT, type TokenSymbol } from "@ux/core/money";
import type { ActionContext } from "../../engine/execution/contractInterface";
import { type Asset, assetText, symbolCodeValue } from "../framework/chainAsset";
import { addBalance, asset, balances, stats, subBalance } from "../token/tokenLedger";

/*
 * QuickStake as the token contract of its TU and TC instruments: eosio.token's `accounts` and `stat` tables
 * in the contract's own scope, so wallets and get_currency_balance read them. The contract is the issuer of
 * every instrument; a symbol's stat row appears with its first split, with the asset maximum as its cap.
 */

/** The units of an instrument the owner holds (0 without a row). */
export function instrumentUnits(context: ActionContext, owner: string, code: string): bigint {
  const row = balances(context, owner).find(symbolCodeValue(code));
  return row === undefined ? 0n : asset(row.balance).amount;
}

/** New supply straight to the owner; the contract pays the RAM of new rows (as it does for deposits). */
export function issueInstrument(context: ActionContext, owner: string, value: Asset): void {
  const code = symbolCodeValue(value.symbol.code);
  const table = stats(context, code);
  const stat = table.find(code);
  if (stat === undefined) {
    table.emplace(context.self, {
      supply: assetText(value.amount, value.symbol),
      max_supply: assetText(MAX_ASSET_AMOUNT, value.symbol),
      issuer: context.self,
    });
  } else {
    const supply = asset(stat.supply).amount + value.amount;
    context.check(supply <= asset(stat.max_supply).amount, "quantity exceeds available supply");
    table.modify("", { ...stat, supply: assetText(supply, value.symbol) });
  }
  addBalance(context, owner, value, context.self);
}

/** Supply burned from the owner's balance (the caller checked the owner holds it). */
export function burnInstrument(context: ActionContext, owner: string, value: Asset): void {
  const code = symbolCodeValue(value.symbol.code);
  const table = stats(context, code);
  const stat = table.get(code, "the instrument does not exist");
  subBalance(context, owner, value);
  table.modify("", { ...stat, supply: assetText(asset(stat.supply).amount - value.amount, value.symbol) });
}

/** An instrument's symbol: its code at the staked token's precision. */
export function instrumentSymbol(code: string, base: TokenSymbol): TokenSymbol {
  return { code, precision: base.precision };
}
