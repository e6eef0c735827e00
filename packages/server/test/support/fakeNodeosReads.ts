import type { TokenWithDecimals } from "@ux/core/amm/contract";
import { formatAsset } from "@ux/core/money";
import type { FakeState } from "./fakeNodeosLedger";

// The fake nodeos' reads of its state: get_table_rows on the AMM's tables, get_account.

/** get_table_rows of the AMM's pools, orders and accounts (AMM balances) tables, paged by lower_bound. */
export function tableRows(
  state: FakeState,
  amm: string,
  tokens: Map<string, TokenWithDecimals>,
  body: Record<string, unknown>,
) {
  const { code, table, scope } = body as { code: string; table: string; scope: string };
  const limit = Number(body.limit ?? 10);
  let rows: { key: bigint; row: unknown }[] = [];
  if (code === amm && table === "pools") {
    rows = [...state.pools.values()].map((row) => ({ key: BigInt(row.id), row }));
  } else if (code === amm && table === "orders") {
    rows = state.orders.map((row) => ({ key: BigInt(row.id), row }));
  } else if (code === amm && table === "accounts") {
    rows = [...(state.amm.get(scope)?.entries() ?? [])].map(([key, amount], i) => {
      const token = tokens.get(key) as TokenWithDecimals;
      const balance = formatAsset({ amount, symbol: { code: token.symbol, precision: token.decimals } });
      return { key: BigInt(i), row: { id: i, balance, contract: token.contract } };
    });
  }
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const lower =
    body.lower_bound === undefined || body.lower_bound === "" ? null : BigInt(String(body.lower_bound));
  const from = lower === null ? rows : rows.filter((r) => r.key >= lower);
  const page = from.slice(0, limit);
  const next = from[limit];
  return { rows: page.map((r) => r.row), more: next !== undefined, next_key: next ? String(next.key) : "" };
}

/**
 * get_account for the accounts of `keys` (owner and active: that key) and the contracts (code set); null for
 * any other account.
 */
export function accountJson(
  name: string,
  keys: Record<string, string>,
  contracts: string[],
): Record<string, unknown> | null {
  const key = keys[name];
  if (key === undefined && !contracts.includes(name)) return null;
  const authority = {
    threshold: 1,
    keys: key === undefined ? [] : [{ key, weight: 1 }],
    accounts: [],
    waits: [],
  };
  return {
    account_name: name,
    last_code_update: contracts.includes(name) ? "2026-01-01T00:00:00.000" : "1970-01-01T00:00:00.000",
    permissions: [
      { perm_name: "active", parent: "owner", required_auth: authority, linked_actions: [] },
      { perm_name: "owner", parent: "", required_auth: authority, linked_actions: [] },
    ],
  };
}
