import { etherAccountQuery } from "@ux/core/auth";
import { postJson } from "./chainReads";

/*
 * What the swap tests check on chain through the public API: an account's keys and granted resources, and
 * the etheraccount link of an address.
 */

export interface AccountView {
  permissions: {
    perm_name: string;
    required_auth: {
      keys: { key: string }[];
      accounts: { permission: { actor: string; permission: string } }[];
    };
  }[];
  total_resources: { net_weight: string; cpu_weight: string; ram_bytes: number };
}

export async function accountView(api: string, name: string): Promise<AccountView | null> {
  const { status, json } = await postJson(`${api}/v1/chain/get_account`, { account_name: name });
  return status === 200 ? (json as AccountView) : null;
}

/** The permission's keys and accounts as 'key' / 'actor@permission'. */
export function authorityOf(view: AccountView, permission: string): string[] {
  const auth = view.permissions.find((p) => p.perm_name === permission)?.required_auth;
  if (!auth) return [];
  return [
    ...auth.keys.map((k) => k.key),
    ...auth.accounts.map((a) => `${a.permission.actor}@${a.permission.permission}`),
  ];
}

export async function linkedAccountOf(api: string, address: string): Promise<string | null> {
  const { json } = await postJson(`${api}/v1/chain/get_table_rows`, {
    json: true,
    ...etherAccountQuery(address),
  });
  const row = (json as { rows: { eos_account: string; eth_address: string }[] }).rows[0];
  return row && row.eth_address === address.toLowerCase() ? row.eos_account : null;
}
