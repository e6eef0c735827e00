import { symbolCodeValue } from "../../contracts/framework/chainAsset";
import type { TableStore } from "../state/tableStore";
import { scopeName } from "./boundConversion";

/** get_currency_balance: the account's balances in a token contract ("1.0000 UTX"), optionally one symbol. */
export function currencyBalances(
  tables: TableStore,
  code: string,
  account: string,
  symbol?: string,
): string[] {
  const table = tables.find(code, account, "accounts");
  if (!table) return [];
  const balances: string[] = [];
  for (const key of table.keys) {
    const balance = (table.rows.get(key)?.value as { balance?: string } | undefined)?.balance;
    if (typeof balance !== "string") continue;
    if (symbol === undefined || balance.endsWith(` ${symbol.toUpperCase()}`)) balances.push(balance);
  }
  return balances;
}

/** get_currency_stats: { CODE: { supply, max_supply, issuer } }, or {} when the token does not exist. */
export function currencyStats(tables: TableStore, code: string, symbol: string): Record<string, unknown> {
  const upper = symbol.toUpperCase();
  if (!/^[A-Z]{1,7}$/.test(upper)) return {};
  const row = tables.getRow(code, scopeName(upper), "stat", symbolCodeValue(upper));
  return row ? { [upper]: row.value } : {};
}
