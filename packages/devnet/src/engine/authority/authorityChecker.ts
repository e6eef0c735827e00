import type { Authority, PermissionLevel, PermissionRecord } from "../state/accountTypes";

/** nodeos' max_authority_depth. */
export const MAX_AUTHORITY_DEPTH = 6;

type CacheStatus = "satisfied" | "unsatisfied" | "evaluating";

interface WeightedEntry {
  kind: 0 | 1 | 2; // 0 wait, 1 key, 2 account: nodeos' variant order breaks weight ties
  weight: number;
  key?: string;
  permission?: PermissionLevel;
}

export function levelKey(level: PermissionLevel): string {
  return `${level.actor}@${level.permission}`;
}

/**
 * nodeos' authority_checker: an authority is satisfied when the weights of the provided keys and of the
 * satisfied account permissions (recursively, depth-limited, cycle-safe) reach its threshold. Entries
 * are visited by descending weight and the walk stops at the threshold, so keys that were not needed
 * stay unused (nodeos then refuses them as irrelevant signatures). Waits never count (no delays).
 */
export class AuthorityChecker {
  private readonly used = new Set<string>();
  private readonly cache = new Map<string, CacheStatus>();

  constructor(
    private readonly permissionOf: (level: PermissionLevel) => PermissionRecord | undefined,
    private readonly providedKeys: ReadonlySet<string>,
    providedPermissions: readonly PermissionLevel[] = [],
    private readonly depthLimit = MAX_AUTHORITY_DEPTH,
  ) {
    for (const level of providedPermissions) this.cache.set(levelKey(level), "satisfied");
  }

  satisfied(level: PermissionLevel): boolean {
    return this.levelSatisfied(level, 0);
  }

  allKeysUsed(): boolean {
    return this.used.size === this.providedKeys.size;
  }

  unusedKeys(): string[] {
    return [...this.providedKeys].filter((key) => !this.used.has(key));
  }

  private levelSatisfied(level: PermissionLevel, depth: number): boolean {
    const key = levelKey(level);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached === "satisfied";
    if (depth >= this.depthLimit) return false;
    const permission = this.permissionOf(level);
    if (!permission) return false;
    this.cache.set(key, "evaluating");
    const result = this.authoritySatisfied(permission.auth, depth + 1);
    this.cache.set(key, result ? "satisfied" : "unsatisfied");
    return result;
  }

  private authoritySatisfied(auth: Authority, depth: number): boolean {
    const usedBefore = new Set(this.used);
    let total = 0;
    for (const entry of orderedEntries(auth)) {
      if (entry.kind === 1 && entry.key !== undefined) {
        if (!this.providedKeys.has(entry.key)) continue;
        this.used.add(entry.key);
        total += entry.weight;
      } else if (entry.kind === 2 && entry.permission) {
        if (this.levelSatisfied(entry.permission, depth)) total += entry.weight;
      }
      if (total >= auth.threshold) return true;
    }
    // Keys used by an unsatisfied authority were not really used.
    this.used.clear();
    for (const key of usedBefore) this.used.add(key);
    return false;
  }
}

function orderedEntries(auth: Authority): WeightedEntry[] {
  const entries: WeightedEntry[] = [
    ...auth.waits.map((wait) => ({ kind: 0 as const, weight: wait.weight })),
    ...auth.keys.map((key) => ({ kind: 1 as const, weight: key.weight, key: key.key })),
    ...auth.accounts.map((account) => ({
      kind: 2 as const,
      weight: account.weight,
      permission: account.permission,
    })),
  ];
  // Stable sort: descending weight, then waits, keys, accounts.
  return entries.sort((a, b) => b.weight - a.weight || a.kind - b.kind);
}
