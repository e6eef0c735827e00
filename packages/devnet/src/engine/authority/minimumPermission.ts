import { hexToBytes } from "@ux/core/antelope";
import type { AbiCodec } from "../execution/abiCodec";
import type { AccountRecord, PermissionLevel } from "../state/accountTypes";
import { findPermission } from "./authorityRules";
import { type AuthorizedAction, linkedPermission, type MinimumPermission } from "./checkAuthorization";

interface PermissionChange {
  account: string;
  permission: string;
  parent?: string;
}

/**
 * The minimum permission an actor's declared authority must satisfy (nodeos' lookup_minimum_permission
 * plus the special cases of the native permission actions): updateauth needs the permission being changed
 * (or its parent when new), deleteauth the permission itself; everything else its linked permission, or
 * active.
 */
export function minimumPermission(
  accountOf: (name: string) => AccountRecord | undefined,
  systemCodec: AbiCodec | undefined,
  action: AuthorizedAction,
  level: PermissionLevel,
): MinimumPermission {
  if (action.account === "eosio" && (action.name === "updateauth" || action.name === "deleteauth")) {
    const change = decodeChange(systemCodec, action);
    if (change && change.account === level.actor) {
      const account = accountOf(change.account);
      if (action.name === "deleteauth") return { permission: change.permission, label: "deleteauth action" };
      const existing = findPermission(account, change.permission);
      return {
        permission: existing ? change.permission : (change.parent ?? "owner"),
        label: "updateauth action",
      };
    }
  }
  return { permission: linkedPermission(accountOf(level.actor), action.account, action.name) };
}

function decodeChange(
  codec: AbiCodec | undefined,
  action: { name: string; data?: string },
): PermissionChange | undefined {
  const type = codec?.actionType(action.name);
  if (!codec || !type || action.data === undefined) return undefined;
  try {
    return codec.decode(type, hexToBytes(action.data)) as PermissionChange;
  } catch {
    return undefined;
  }
}
