import { accountKeys, type CreateAccountKeysState } from "@ux/core/forms";
import type { KeysInput } from "../flow/creationFlow";

/** Who controls the new account: its owner and active keys, or the paying Ethereum address (spec 1 §2). */
export type NewAccountControl =
  | { kind: "keys"; owner: string; active: string }
  | { kind: "ethAddress"; address: string };

/**
 * Step 3's inputs as core's keys state for this payer (the Create Account rules read it): reusing the
 * payer's keys puts its owner and active keys (empty until read) in place of the typed one.
 */
export function keysStateOf(
  payer: "eosio" | "ethereum",
  keys: KeysInput,
  payerKeys: { owner: string; active: string } | undefined,
): CreateAccountKeysState {
  if (payer === "ethereum") return { payer, ownerKey: keys.ownerKey, useEthAddress: keys.useEthAddress };
  return keys.reusePayerKeys
    ? { payer, ownerKey: payerKeys?.owner ?? "", activeKey: payerKeys?.active ?? "", reusePayerKeys: true }
    : { payer, ownerKey: keys.ownerKey, activeKey: keys.ownerKey, reusePayerKeys: false };
}

/** What the new account gets, for a keys state the rules accepted. */
export function newAccountControl(
  state: CreateAccountKeysState,
  payerAddress: string | null,
): NewAccountControl {
  if (state.payer === "ethereum" && state.useEthAddress) {
    if (payerAddress === null) throw new Error("The paying Ethereum address is not known");
    return { kind: "ethAddress", address: payerAddress };
  }
  const { owner, active } = accountKeys(state);
  return { kind: "keys", owner, active };
}
