import type { Pool } from "@ux/core/amm";
import {
  AMM_TABLES,
  balanceRowSchema,
  orderRowSchema,
  poolFromRow,
  poolRowSchema,
  type TokenWithDecimals,
  unitsOfAssetText,
} from "@ux/core/amm/contract";
import { AMM } from "./realNetwork";

/*
 * What the app reads from the node, through the public HTTP API only (no engine shortcuts): pools, AMM
 * balances, the order queue and wallet balances.
 */

export async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function tableRows(chainApi: string, query: Record<string, unknown>): Promise<unknown[]> {
  const { status, json } = await postJson(`${chainApi}/v1/chain/get_table_rows`, {
    json: true,
    limit: 1000,
    ...query,
  });
  if (status !== 200) throw new Error(`get_table_rows ${JSON.stringify(query)}: ${JSON.stringify(json)}`);
  return (json as { rows: unknown[] }).rows;
}

/** One pool as the core math sees it, read from the AMM's `pools` table. */
export async function readPool(chainApi: string, id: number): Promise<Pool> {
  const rows = await tableRows(chainApi, {
    code: AMM,
    scope: AMM,
    table: AMM_TABLES.pools,
    lower_bound: String(id),
    upper_bound: String(id),
  });
  const row = rows[0];
  if (!row) throw new Error(`no pool ${id}`);
  return poolFromRow(poolRowSchema.parse(row));
}

export async function readPools(chainApi: string): Promise<Pool[]> {
  const rows = await tableRows(chainApi, { code: AMM, scope: AMM, table: AMM_TABLES.pools });
  return rows.map((row) => poolFromRow(poolRowSchema.parse(row)));
}

/** The user's AMM balances as 'amount SYMBOL@contract' -> units, zero rows included. */
export async function ammBalances(chainApi: string, owner: string): Promise<Map<string, bigint>> {
  const rows = await tableRows(chainApi, { code: AMM, scope: owner, table: AMM_TABLES.accounts });
  const balances = new Map<string, bigint>();
  for (const raw of rows) {
    const row = balanceRowSchema.parse(raw);
    const [amount = "", symbol = ""] = row.balance.split(" ");
    const decimals = amount.split(".")[1]?.length ?? 0;
    const token = { contract: row.contract, symbol, decimals };
    balances.set(`${symbol}@${row.contract}`, unitsOfAssetText(row.balance, token, "AMM balance"));
  }
  return balances;
}

export async function queuedOrderIds(chainApi: string): Promise<string[]> {
  const rows = await tableRows(chainApi, { code: AMM, scope: AMM, table: AMM_TABLES.orders });
  return rows.map((row) => orderRowSchema.parse(row).id);
}

/** get_currency_balance in units (0 when the account holds no row). */
export async function walletBalance(
  chainApi: string,
  owner: string,
  token: TokenWithDecimals,
): Promise<bigint> {
  const { status, json } = await postJson(`${chainApi}/v1/chain/get_currency_balance`, {
    code: token.contract,
    account: owner,
    symbol: token.symbol,
  });
  if (status !== 200) throw new Error(`get_currency_balance: ${JSON.stringify(json)}`);
  const [text] = json as string[];
  return text === undefined ? 0n : unitsOfAssetText(text, token, "wallet balance");
}

/** Every wallet balance of the given tokens, by SYMBOL@contract. */
export async function walletBalances(
  chainApi: string,
  owner: string,
  tokens: readonly TokenWithDecimals[],
): Promise<Map<string, bigint>> {
  const entries = await Promise.all(
    tokens.map(
      async (token) =>
        [`${token.symbol}@${token.contract}`, await walletBalance(chainApi, owner, token)] as const,
    ),
  );
  return new Map(entries);
}
