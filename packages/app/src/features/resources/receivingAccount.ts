import { ACCOUNT_SEARCH_LIMIT, USERNAME_LENGTH } from "@ux/core/accounts";
import { CORE_SYMBOL, RAM_SYMBOL } from "@ux/core/money";

/*
 * The Resources page's receiving account (spec 1 §2): fixed to the user's own UX account when sending UTX
 * or UTXRAM; otherwise chosen with a prefix search over the chain's accounts (get_table_by_scope on the
 * system contract's per-owner resources table, bounds padded to 12 with 'z', 5 results at most).
 */

export type ReceivingAccountMode = "own" | "search";

export function receivingAccountMode(sendSymbol: string | null): ReceivingAccountMode {
  return sendSymbol === CORE_SYMBOL.code || sendSymbol === RAM_SYMBOL.code ? "own" : "search";
}

/** Every account has a row in eosio's userres table, scoped by its name. */
export const ACCOUNT_SCOPE_TABLE = { code: "eosio", table: "userres" } as const;

const NAME_PREFIX = /^[a-z1-5.]{1,12}$/;

/** What a typed prefix searches for: trimmed and lowercased (account names are); null if no name starts so. */
export function searchPrefix(typed: string): string | null {
  const prefix = typed.trim().toLowerCase();
  return NAME_PREFIX.test(prefix) ? prefix : null;
}

/** get_table_by_scope's query for a prefix: from the prefix to the prefix padded to 12 with 'z'. */
export function accountSearchQuery(prefix: string) {
  return {
    ...ACCOUNT_SCOPE_TABLE,
    lower_bound: prefix,
    upper_bound: prefix.padEnd(USERNAME_LENGTH, "z"),
    limit: ACCOUNT_SEARCH_LIMIT,
  };
}

/** The accounts an answer names that start with the prefix, 5 at most, in the chain's order. */
export function accountSearchResults(rows: readonly { scope: string }[], prefix: string): string[] {
  return rows
    .map((row) => row.scope)
    .filter((scope) => scope.startsWith(prefix))
    .slice(0, ACCOUNT_SEARCH_LIMIT);
}
