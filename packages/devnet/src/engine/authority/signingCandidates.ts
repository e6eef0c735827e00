import type { AccountRecord, PermissionLevel } from "../state/accountTypes";
import { MAX_AUTHORITY_DEPTH } from "./authorityChecker";
import { findPermission } from "./authorityRules";

/**
 * The keys likely to have signed a transaction: those of its declared authorities, then of the account
 * permissions those name (breadth first, as deep as the authority checker looks), at most `limit`. Only a
 * hint for signature recovery to try first: authorization is still checked against the recovered keys.
 */
export function signingCandidates(
  accountOf: (name: string) => AccountRecord | undefined,
  actions: readonly { authorization: readonly PermissionLevel[] }[],
  limit = 8,
): string[] {
  const keys = new Set<string>();
  const seen = new Set<string>();
  let level: PermissionLevel[] = actions.flatMap((action) => action.authorization);
  for (let depth = 0; depth < MAX_AUTHORITY_DEPTH && level.length > 0; depth++) {
    const next: PermissionLevel[] = [];
    for (const { actor, permission } of level) {
      const id = `${actor}@${permission}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const auth = findPermission(accountOf(actor), permission)?.auth;
      if (!auth) continue;
      for (const entry of auth.keys) {
        keys.add(entry.key);
        if (keys.size >= limit) return [...keys];
      }
      for (const entry of auth.accounts) next.push(entry.permission);
    }
    level = next;
  }
  return [...keys];
}
