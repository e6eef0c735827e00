/** A permission level: actor@permission. */
export interface PermissionLevel {
  actor: string;
  permission: string;
}

/** An authority as nodeos stores it; keys in legacy "EOS..." text form. */
export interface Authority {
  threshold: number;
  keys: { key: string; weight: number }[];
  accounts: { permission: PermissionLevel; weight: number }[];
  waits: { wait_sec: number; weight: number }[];
}

export interface PermissionRecord {
  name: string;
  /** "" for owner. */
  parent: string;
  auth: Authority;
  /** ISO time of the last change (get_account's last_updated). */
  lastUpdated: string;
}

/** One account. Immutable: a change replaces the record (accounts change rarely). */
export interface AccountRecord {
  name: string;
  /** ISO time, nodeos style. */
  created: string;
  privileged: boolean;
  /** Registry id of the TypeScript contract deployed on the account, or "" when none. */
  codeId: string;
  /** sha256 of the code bytes ("" when none): get_code_hash / get_raw_abi's code_hash. */
  codeHash: string;
  /** Packed ABI as hex ("" when none). */
  abiHex: string;
  lastCodeUpdate: string;
  permissions: PermissionRecord[];
  /** linkauth: "code::action" or "code::" -> permission name. */
  links: Record<string, string>;
}

/** Per-account sequences nodeos keeps in account_metadata (receipts carry them). */
export interface AccountSequences {
  recv: bigint;
  auth: bigint;
  code: number;
  abi: number;
}

/** Resource limits: -1 means unlimited (nodeos' convention). Weights are in core-token units. */
export interface ResourceLimits {
  ramBytes: number;
  netWeight: bigint;
  cpuWeight: bigint;
}

/** A system or contract account's limits at genesis: no quota at all. */
export const UNLIMITED_RESOURCES: ResourceLimits = { ramBytes: -1, netWeight: -1n, cpuWeight: -1n };

/** Decaying usage of one resource (nodeos' usage accumulator over a 24 h window). */
export interface UsageAccumulator {
  used: number;
  /** Block slot (500 ms) of the last update. */
  lastSlot: number;
}

export interface ResourceUsage {
  net: UsageAccumulator;
  cpu: UsageAccumulator;
  ramUsage: number;
}
