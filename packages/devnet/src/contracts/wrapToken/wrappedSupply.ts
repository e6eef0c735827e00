import type { ActionContext } from "../../engine/execution/contractInterface";
import { type Asset, assetText, isValidAsset, sameSymbol, symbolCodeValue } from "../framework/chainAsset";
import { addBalance, asset, type StatRow, stats } from "../token/tokenLedger";

/*
 * The wrapped supply of one symbol (eosio.token's `stat`): created by the first issue with the largest
 * supply an asset holds and the contract as issuer, as the public wraptoken does, since the native
 * chain's locks, not a maximum, bound it.
 */

const MAX_AMOUNT = (1n << 62n) - 1n;

/** Adds `quantity` to the supply and to `to`'s balance (the contract pays a new row). */
export function mint(context: ActionContext, quantity: Asset, to: string): void {
  context.check(isValidAsset(quantity), "invalid quantity");
  context.check(quantity.amount > 0n, "must issue positive quantity");
  const code = symbolCodeValue(quantity.symbol.code);
  const table = stats(context, code);
  let stat: StatRow | undefined = table.find(code);
  if (stat === undefined) {
    stat = {
      supply: assetText(0n, quantity.symbol),
      max_supply: assetText(MAX_AMOUNT, quantity.symbol),
      issuer: context.self,
    };
    table.emplace(context.self, stat);
  }
  const supply = asset(stat.supply);
  context.check(sameSymbol(quantity.symbol, supply.symbol), "symbol precision mismatch");
  context.check(quantity.amount <= MAX_AMOUNT - supply.amount, "quantity exceeds available supply");
  table.modify("", { ...stat, supply: assetText(supply.amount + quantity.amount, supply.symbol) });
  addBalance(context, to, quantity, context.self);
}
