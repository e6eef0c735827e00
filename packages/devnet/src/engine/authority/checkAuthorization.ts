import { chainError, permissionLevelText } from "../chainErrors";
import type { AccountRecord, PermissionLevel, PermissionRecord } from "../state/accountTypes";
import { AuthorityChecker } from "./authorityChecker";
import { findPermission, permissionSatisfies } from "./authorityRules";

export interface AuthorizedAction {
  account: string;
  name: string;
  authorization: readonly PermissionLevel[];
  /** Serialized data as hex (the native permission actions' minimum permission depends on it). */
  data?: string;
}

export interface AuthorizationSource {
  account(name: string): AccountRecord | undefined;
  /** The minimum permission an action needs from an actor (linkauth, or the native special cases). */
  minimumPermission(action: AuthorizedAction, level: PermissionLevel): MinimumPermission;
}

export interface MinimumPermission {
  permission: string;
  /** nodeos words the special native actions' refusals ("updateauth action declares ..."). */
  label?: string;
}

export function permissionLookup(source: AuthorizationSource) {
  return (level: PermissionLevel): PermissionRecord | undefined =>
    findPermission(source.account(level.actor), level.permission);
}

/** The linked permission of (code, action) for an account, or active (nodeos' lookup_minimum_permission). */
export function linkedPermission(account: AccountRecord | undefined, code: string, action: string): string {
  return account?.links[`${code}::${action}`] ?? account?.links[`${code}::`] ?? "active";
}

function unsatisfied(level: PermissionLevel): Error {
  return chainError(
    "unsatisfied_authorization",
    `transaction declares authority '${permissionLevelText(level)}', but does not have signatures for it.`,
  );
}

/** A declared authority must be at least the action's minimum permission (nodeos' irrelevant_auth check). */
function requireMinimumPermission(
  source: AuthorizationSource,
  action: AuthorizedAction,
  level: PermissionLevel,
): void {
  const minimum = source.minimumPermission(action, level);
  const account = source.account(level.actor);
  if (!account || !permissionSatisfies(account, level.permission, minimum.permission)) {
    throw chainError(
      "irrelevant_auth_exception",
      `${minimum.label ?? "action"} declares irrelevant authority '${permissionLevelText(level)}'; minimum authority is ${permissionLevelText({ actor: level.actor, permission: minimum.permission })}`,
    );
  }
}

/**
 * authorization_manager::check_authorization for an input transaction: every declared authority must be
 * at least its minimum permission, each distinct one must be satisfied by the recovered keys, and every
 * key must have been needed (no irrelevant signatures).
 */
export function checkTransactionAuthorization(
  source: AuthorizationSource,
  actions: readonly AuthorizedAction[],
  keys: ReadonlySet<string>,
): void {
  const toSatisfy = new Map<string, PermissionLevel>();
  for (const action of actions) {
    for (const level of action.authorization) {
      requireMinimumPermission(source, action, level);
      toSatisfy.set(`${level.actor}@${level.permission}`, level);
    }
  }
  const checker = new AuthorityChecker(permissionLookup(source), keys);
  for (const level of toSatisfy.values()) if (!checker.satisfied(level)) throw unsatisfied(level);
  if (!checker.allKeysUsed()) {
    throw chainError(
      "tx_irrelevant_sig",
      `transaction bears irrelevant signatures from these keys: ${JSON.stringify(checker.unusedKeys())}`,
    );
  }
}

/** An inline action's authorities, satisfied only through the sender's eosio.code permission. */
export function checkInlineAuthorization(
  source: AuthorizationSource,
  action: AuthorizedAction,
  sender: string,
): void {
  const checker = new AuthorityChecker(permissionLookup(source), new Set(), [
    { actor: sender, permission: "eosio.code" },
  ]);
  for (const level of action.authorization) {
    requireMinimumPermission(source, action, level);
    if (!checker.satisfied(level)) throw unsatisfied(level);
  }
}
