import { symbolCodeValue } from "../../contracts/framework/chainAsset";
import { scopeName } from "./boundConversion";
import type { ChainReader } from "./chainReader";

const SYMBOL_CODE = /^[A-Z]{1,7}$/;

/**
 * get_currency_balance: the account's balances in a token contract ("1.0000 UTX"), or only those of one
 * symbol, compared case-insensitively as nodeos does (boost::iequals).
 */
export function currencyBalances(
  chain: ChainReader,
  code: string,
  account: string,
  symbol?: string | null,
): string[] {
  const table = chain.state.tables.find(code, account, "accounts");
  const wanted = symbol ? symbol.toUpperCase() : undefined;
  const balances: string[] = [];
  for (const key of table?.keys ?? []) {
    const balance = (table?.rows.get(key)?.value as { balance?: unknown } | undefined)?.balance;
    if (typeof balance !== "string") continue;
    if (wanted !== undefined && balance.split(" ")[1] !== wanted) continue;
    balances.push(balance);
  }
  return balances;
}

/** get_currency_stats: { CODE: { supply, max_supply, issuer } }, or {} when the token does not exist. */
export function currencyStats(chain: ChainReader, code: string, symbol: string): Record<string, unknown> {
  const upper = symbol.toUpperCase();
  if (!SYMBOL_CODE.test(upper)) return {};
  const row = chain.state.tables.getRow(code, scopeName(upper), "stat", symbolCodeValue(upper));
  return row ? { [upper]: row.value } : {};
}
