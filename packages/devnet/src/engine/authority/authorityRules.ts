import { PublicKey } from "@wharfkit/antelope";
import { nameValue } from "../nameValue";
import type { AccountRecord, Authority, PermissionLevel, PermissionRecord } from "../state/accountTypes";

const canonicalKeys = new Map<string, string>();

/** A public key's canonical text: legacy "EOS..." for K1 (as nodeos prints it), PUB_ form otherwise. */
export function canonicalKeyText(key: string | PublicKey): string {
  const text = String(key);
  const known = canonicalKeys.get(text);
  if (known !== undefined) return known;
  const parsed = typeof key === "string" ? PublicKey.from(key) : key;
  const canonical = String(parsed.type) === "K1" ? parsed.toLegacyString() : parsed.toString();
  if (canonicalKeys.size > 100_000) canonicalKeys.clear();
  canonicalKeys.set(text, canonical);
  return canonical;
}

function keyBytes(key: string): Uint8Array {
  const parsed = PublicKey.from(key);
  const typeIndex = ["K1", "R1", "WA"].indexOf(String(parsed.type));
  return Uint8Array.from([typeIndex, ...parsed.data.array]);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

export function compareLevels(a: PermissionLevel, b: PermissionLevel): number {
  const byActor = nameValue(a.actor) - nameValue(b.actor);
  if (byActor !== 0n) return byActor < 0n ? -1 : 1;
  const byPermission = nameValue(a.permission) - nameValue(b.permission);
  return byPermission === 0n ? 0 : byPermission < 0n ? -1 : 1;
}

/** Keys, accounts and waits sorted the way nodeos requires them (what a client should send). */
export function sortAuthority(auth: Authority): Authority {
  return {
    threshold: auth.threshold,
    keys: [...auth.keys].sort((a, b) => compareBytes(keyBytes(a.key), keyBytes(b.key))),
    accounts: [...auth.accounts].sort((a, b) => compareLevels(a.permission, b.permission)),
    waits: [...auth.waits].sort((a, b) => a.wait_sec - b.wait_sec),
  };
}

/**
 * nodeos' validate(authority): keys, accounts and waits strictly ascending (so unique), every weight
 * positive, a positive threshold the weights can reach.
 */
export function isValidAuthority(auth: Authority): boolean {
  if (!Number.isInteger(auth.threshold) || auth.threshold <= 0) return false;
  let total = 0;
  try {
    for (let i = 0; i < auth.keys.length; i++) {
      const entry = auth.keys[i] as Authority["keys"][number];
      if (entry.weight <= 0) return false;
      const previous = auth.keys[i - 1];
      if (previous && compareBytes(keyBytes(previous.key), keyBytes(entry.key)) >= 0) return false;
      total += entry.weight;
    }
  } catch {
    return false;
  }
  for (let i = 0; i < auth.accounts.length; i++) {
    const entry = auth.accounts[i] as Authority["accounts"][number];
    if (entry.weight <= 0) return false;
    const previous = auth.accounts[i - 1];
    if (previous && compareLevels(previous.permission, entry.permission) >= 0) return false;
    total += entry.weight;
  }
  for (let i = 0; i < auth.waits.length; i++) {
    const entry = auth.waits[i] as Authority["waits"][number];
    if (entry.weight <= 0 || entry.wait_sec <= 0) return false;
    const previous = auth.waits[i - 1];
    if (previous && previous.wait_sec >= entry.wait_sec) return false;
    total += entry.weight;
  }
  return total >= auth.threshold;
}

/** The authority with every key in canonical text (keys are compared as text by the checker). */
export function canonicalAuthority(auth: Authority): Authority {
  return {
    ...auth,
    keys: auth.keys.map((entry) => ({ key: canonicalKeyText(entry.key), weight: entry.weight })),
  };
}

export function findPermission(
  account: AccountRecord | undefined,
  name: string,
): PermissionRecord | undefined {
  return account?.permissions.find((permission) => permission.name === name);
}

/** permission_object::satisfies: `held` is `required` or one of its ancestors (owner satisfies active). */
export function permissionSatisfies(account: AccountRecord, held: string, required: string): boolean {
  let current: string | undefined = required;
  for (let guard = 0; current !== undefined && guard < 64; guard++) {
    if (current === held) return true;
    const permission = findPermission(account, current);
    current = permission && permission.parent !== "" ? permission.parent : undefined;
  }
  return false;
}

/** nodeos' authority::get_billable_size: keys (8 + packed key), accounts 24, waits 16 bytes each. */
export function authorityBillableSize(auth: Authority): number {
  return auth.keys.length * (8 + 34) + auth.accounts.length * 24 + auth.waits.length * 16;
}
