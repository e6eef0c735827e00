import { authorityBillableSize, canonicalAuthority } from "../authority/authorityRules";
import { ACCOUNT_BASE_RAM_BYTES, PERMISSION_RAM_BYTES } from "../resources/resourceModel";
import type { AccountRecord, Authority, PermissionRecord, ResourceLimits } from "./accountTypes";
import type { ChainState } from "./chainState";

/** Where account changes report RAM (the executing transaction, or straight into state at genesis). */
export type RamSink = (account: string, delta: number) => void;

export function permissionRamBytes(auth: Authority): number {
  return PERMISSION_RAM_BYTES + authorityBillableSize(auth);
}

/** A new account with owner and active permissions, no code, zero resource limits. */
export function insertAccount(
  state: ChainState,
  name: string,
  owner: Authority,
  active: Authority,
  createdAt: string,
  ram: RamSink,
): void {
  const ownerAuth = canonicalAuthority(owner);
  const activeAuth = canonicalAuthority(active);
  const record: AccountRecord = {
    name,
    created: createdAt,
    privileged: false,
    codeId: "",
    codeHash: "",
    abiHex: "",
    lastCodeUpdate: "1970-01-01T00:00:00.000",
    permissions: [
      { name: "owner", parent: "", auth: ownerAuth, lastUpdated: createdAt },
      { name: "active", parent: "owner", auth: activeAuth, lastUpdated: createdAt },
    ],
    links: {},
  };
  state.accounts.set(name, record);
  state.sequences.set(name, { recv: 0n, auth: 0n, code: 0, abi: 0 });
  state.limits.set(name, { ramBytes: 0, netWeight: 0n, cpuWeight: 0n });
  ram(name, ACCOUNT_BASE_RAM_BYTES + permissionRamBytes(ownerAuth) + permissionRamBytes(activeAuth));
}

function replaceAccount(
  state: ChainState,
  name: string,
  change: (record: AccountRecord) => AccountRecord,
): void {
  const record = state.accounts.get(name);
  if (!record) throw new Error(`account ${name} does not exist`);
  state.accounts.set(name, change(record));
}

/** Creates or updates a permission, billing the authority's size change to the account. */
export function upsertPermission(
  state: ChainState,
  account: string,
  permission: string,
  parent: string,
  auth: Authority,
  updatedAt: string,
  ram: RamSink,
): void {
  const canonical = canonicalAuthority(auth);
  replaceAccount(state, account, (record) => {
    const existing = record.permissions.find((entry) => entry.name === permission);
    const next: PermissionRecord = { name: permission, parent, auth: canonical, lastUpdated: updatedAt };
    if (existing) {
      ram(account, authorityBillableSize(canonical) - authorityBillableSize(existing.auth));
      return {
        ...record,
        permissions: record.permissions.map((entry) => (entry === existing ? next : entry)),
      };
    }
    ram(account, permissionRamBytes(canonical));
    return { ...record, permissions: [...record.permissions, next] };
  });
}

export function removePermission(state: ChainState, account: string, permission: string, ram: RamSink): void {
  replaceAccount(state, account, (record) => {
    const existing = record.permissions.find((entry) => entry.name === permission);
    if (existing) ram(account, -permissionRamBytes(existing.auth));
    return { ...record, permissions: record.permissions.filter((entry) => entry !== existing) };
  });
}

export function setLink(
  state: ChainState,
  account: string,
  linkKey: string,
  permission: string | undefined,
): void {
  replaceAccount(state, account, (record) => {
    const links = { ...record.links };
    if (permission === undefined) delete links[linkKey];
    else links[linkKey] = permission;
    return { ...record, links };
  });
}

export function setPrivileged(state: ChainState, account: string, privileged: boolean): void {
  replaceAccount(state, account, (record) => ({ ...record, privileged }));
}

export function setCode(
  state: ChainState,
  account: string,
  codeId: string,
  codeHash: string,
  at: string,
): void {
  replaceAccount(state, account, (record) => ({ ...record, codeId, codeHash, lastCodeUpdate: at }));
  const sequences = state.sequences.get(account) ?? { recv: 0n, auth: 0n, code: 0, abi: 0 };
  state.sequences.set(account, { ...sequences, code: sequences.code + 1 });
}

/** Sets the packed ABI, billing its size difference to the account (as nodeos' setabi does). */
export function setAbi(state: ChainState, account: string, abiHex: string, ram: RamSink): void {
  replaceAccount(state, account, (record) => {
    ram(account, (abiHex.length - record.abiHex.length) / 2);
    return { ...record, abiHex };
  });
  const sequences = state.sequences.get(account) ?? { recv: 0n, auth: 0n, code: 0, abi: 0 };
  state.sequences.set(account, { ...sequences, abi: sequences.abi + 1 });
}

export function setResourceLimits(state: ChainState, account: string, limits: ResourceLimits): void {
  state.limits.set(account, { ...limits });
}
