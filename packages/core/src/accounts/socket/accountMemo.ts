import { parsePublicKey } from "../../keys/publicKey";
import { checkUsername } from "../../names/usernameRules";

/*
 * The memo of an account-creation payment on an EOSIO chain (spec 1 §7): the new name, the owner key and
 * the active key, comma-joined. The app builds it into the transfer it signs; the swap service reads it back
 * from the signed bytes before broadcasting, so a memo it cannot read is refused before any money moves.
 */

export interface AccountMemo {
  name: string;
  ownerKey: string;
  activeKey: string;
}

export type AccountMemoReading = { ok: true; memo: AccountMemo } | { ok: false; error: string };

/** `name,ownerKey,activeKey`. */
export function buildAccountMemo(memo: AccountMemo): string {
  return [memo.name, memo.ownerKey, memo.activeKey].join(",");
}

/** The new name of an account: exactly 12 characters of a-z and 1-5 (spec 1 §5), or why not. */
export function newAccountNameError(name: string): string | null {
  // Uniqueness is the chain's answer, not the text's: the caller looks the name up.
  const failed = checkUsername(name, "available").rules.filter(
    (rule) => rule.status === "fail" && rule.id !== "unique",
  );
  return failed.length === 0
    ? null
    : `The account name '${name}' must be: ${failed.map((rule) => rule.text).join(", ")}`;
}

/** Why a public key text is not a valid K1 key ('Owner key: The public key checksum does not match'). */
export function publicKeyError(label: string, key: string): string | null {
  const parsed = parsePublicKey(key);
  return parsed.ok ? null : `${label}: ${parsed.error}`;
}

/** Reads `name,ownerKey,activeKey` strictly: three fields, no spaces, a valid new name and two valid keys. */
export function parseAccountMemo(text: string): AccountMemoReading {
  const fields = text.split(",");
  if (fields.length !== 3)
    return { ok: false, error: "The memo must be 'name,ownerKey,activeKey' (three fields, comma-joined)" };
  const [name = "", ownerKey = "", activeKey = ""] = fields;
  const error =
    newAccountNameError(name) ??
    publicKeyError("Owner key", ownerKey) ??
    publicKeyError("Active key", activeKey);
  return error === null ? { ok: true, memo: { name, ownerKey, activeKey } } : { ok: false, error };
}
