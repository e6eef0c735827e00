import { canonicalKeyText } from "../authority/authorityRules";
import { chainError } from "../chainErrors";
import type { PermissionLevel } from "../state/accountTypes";
import type { ChainReader } from "./chainReader";

export interface AccountsByAuthorizersQuery {
  /** Accounts (any of their permissions) or exact permission levels. */
  accounts: readonly (string | PermissionLevel)[];
  /** Public keys, any format canonicalKeyText reads. */
  keys: readonly string[];
}

/** get_accounts_by_authorizers: every permission whose authority lists one of the keys or accounts. */
export function accountsByAuthorizers(chain: ChainReader, query: AccountsByAuthorizersQuery) {
  const keys = new Set(
    query.keys.map((key) => {
      try {
        return canonicalKeyText(key);
      } catch {
        throw chainError("public_key_type_exception", `Invalid public key: ${key}`);
      }
    }),
  );
  const matchesAccount = (level: PermissionLevel) =>
    query.accounts.some((entry) =>
      typeof entry === "string"
        ? entry === level.actor
        : entry.actor === level.actor && entry.permission === level.permission,
    );
  const accounts = [];
  for (const account of chain.state.accounts.values()) {
    for (const permission of account.permissions) {
      const base = {
        account_name: account.name,
        permission_name: permission.name,
        threshold: permission.auth.threshold,
      };
      for (const { key, weight } of permission.auth.keys)
        if (keys.has(key)) accounts.push({ ...base, authorizing_key: key, weight });
      for (const { permission: level, weight } of permission.auth.accounts)
        if (matchesAccount(level)) accounts.push({ ...base, authorizing_account: level, weight });
    }
  }
  return { accounts };
}
