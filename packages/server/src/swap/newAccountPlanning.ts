import { type NewAccountRequest, newAccountNameError, publicKeyError } from "@ux/core/accounts/socket";
import { isEthereumAddress } from "@ux/core/auth";
import type { ServiceDb } from "../db/database";
import { jobCreatingName, type NewAccountPlan } from "../db/swapJobStore";
import { gatewayAuthority, keyAuthority } from "./uxActions";
import type { UxReads } from "./uxReads";

/*
 * The checks on a new account that can run before any money moves: the name (12 characters of a-z and 1-5,
 * not on chain, not being created by another job), the keys, and for an account controlled through the
 * paying Ethereum address, that no account is linked to that address yet. A failure is the refusal text.
 */

export type PlanResult = { ok: true; plan: NewAccountPlan } | { ok: false; error: string };

export interface NewAccountChecks {
  db: ServiceDb;
  reads: UxReads;
  evmGateway: string;
  now: () => number;
}

/** Whether `name` may be created now: valid, free on chain, and no other job creating it. */
export async function nameRefusal(checks: NewAccountChecks, name: string): Promise<string | null> {
  const invalid = newAccountNameError(name);
  if (invalid !== null) return invalid;
  const exists = await checks.reads.accountExists(name);
  if (exists === null) return `The name ${name} could not be checked on UX Network: try again`;
  if (exists) return `The account name ${name} is already taken`;
  const pending = await jobCreatingName(checks.db, name);
  return pending === null ? null : `The account name ${name} is already being created`;
}

/** An EOSIO payer's account: the owner and active keys of the payment's memo (already validated). */
export async function memoAccountPlan(
  checks: NewAccountChecks,
  memo: { name: string; ownerKey: string; activeKey: string },
): Promise<PlanResult> {
  const refused = await nameRefusal(checks, memo.name);
  if (refused !== null) return { ok: false, error: refused };
  return {
    ok: true,
    plan: {
      name: memo.name,
      owner: keyAuthority(memo.ownerKey),
      active: keyAuthority(memo.activeKey),
      ethAddress: null,
    },
  };
}

/**
 * An Ethereum payer's account (spec 1 §4, step 3): with its own keys (active = activeKey, else ownerKey), or
 * controlled through the paying address (ethAddress = the payer), where the EVM gateway also satisfies active
 * (owner too when no key is given) and etheraccount links the address for the browser wallet login.
 */
export async function ethereumAccountPlan(
  checks: NewAccountChecks,
  request: NewAccountRequest,
  payer: string,
): Promise<PlanResult> {
  const fail = (error: string): PlanResult => ({ ok: false, error });
  const ownerKey = request.ownerKey ?? null;
  const activeKey = request.activeKey ?? ownerKey;
  const ethAddress = request.ethAddress ?? null;
  for (const [label, key] of [
    ["Owner key", ownerKey],
    ["Active key", activeKey],
  ] as const) {
    const error = key === null ? null : publicKeyError(label, key);
    if (error !== null) return fail(error);
  }
  if (ethAddress === null && ownerKey === null)
    return fail("The new account needs an owner key, or the paying Ethereum address to control it");
  if (
    ethAddress !== null &&
    (!isEthereumAddress(ethAddress) || ethAddress.toLowerCase() !== payer.toLowerCase())
  )
    return fail("The new account can only be linked to the Ethereum address that pays for it");
  const refused = await nameRefusal(checks, request.name);
  if (refused !== null) return fail(refused);
  if (ethAddress !== null) {
    const linked = await checks.reads.linkedAccount(ethAddress);
    if (linked === undefined) return fail("The Ethereum address's link could not be checked: try again");
    if (linked !== null) return fail(`${ethAddress} is already linked to the account ${linked}`);
  }
  const gateway = (key: string | null) => gatewayAuthority(key, checks.evmGateway);
  return {
    ok: true,
    plan: {
      name: request.name,
      owner: ownerKey === null ? gateway(null) : keyAuthority(ownerKey),
      active: ethAddress === null ? keyAuthority(activeKey as string) : gateway(activeKey),
      ethAddress: ethAddress?.toLowerCase() ?? null,
    },
  };
}
