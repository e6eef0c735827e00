import type { PermissionLevel } from "@ux/core/chainClient";
import { STAKE_ACTIONS } from "@ux/core/stake/contract";

/**
 * The operator's level on the stake action of the service's transaction (its second authorization): the
 * operator's authority is not the user's to check, only that the user's own stays exactly as requested.
 */
export function operatorLevelOf(tx: Record<string, unknown>, stakeContract: string): PermissionLevel | null {
  const actions = tx.actions;
  if (!Array.isArray(actions)) return null;
  for (const action of actions as { account?: unknown; name?: unknown; authorization?: unknown }[]) {
    if (action.account !== stakeContract || action.name !== STAKE_ACTIONS.stake) continue;
    const levels = action.authorization;
    if (!Array.isArray(levels) || levels.length !== 2) return null;
    const level = levels[1] as { actor?: unknown; permission?: unknown };
    if (typeof level.actor !== "string" || typeof level.permission !== "string") return null;
    return { actor: level.actor, permission: level.permission };
  }
  return null;
}
