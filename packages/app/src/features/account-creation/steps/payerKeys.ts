import type { AccountInfo } from "@ux/core/chainClient";

export interface PayerKeys {
  owner: string;
  active: string;
}

/** ours: the payer's account has a permission without a key (a multisig or code-controlled account). */
export function noKeyText(account: string, permission: string): string {
  return `${account} has no ${permission} key to reuse`;
}

/**
 * The payer's own owner and active keys, as get_account shows them (spec 1 §7: the first required_auth key
 * of each), for 'reuse the payer's keys'. Throws the reason when one is missing.
 */
export function payerKeysOf(account: AccountInfo): PayerKeys {
  const keyOf = (permission: string) => {
    const key = account.permissions.find((p) => p.perm_name === permission)?.required_auth.keys[0]?.key;
    if (key === undefined) throw new Error(noKeyText(account.account_name, permission));
    return key;
  };
  return { owner: keyOf("owner"), active: keyOf("active") };
}
