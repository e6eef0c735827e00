import { createHash } from "node:crypto";
import { chainError } from "../chainErrors";
import {
  insertAccount,
  removePermission,
  setAbi,
  setCode,
  setLink,
  setPrivileged,
  setResourceLimits,
  upsertPermission,
} from "../state/accountOperations";
import type { AccountRecord, Authority, ResourceLimits } from "../state/accountTypes";
import type { SystemApi } from "./contractInterface";
import type { TransactionExecutor } from "./transactionExecutor";

/** The privileged operations of the system contract, applied to state inside the running transaction. */
export class SystemOperations implements SystemApi {
  constructor(private readonly executor: TransactionExecutor) {}

  private get state() {
    return this.executor.env.state;
  }

  private get now(): string {
    return this.executor.env.block.blockTime;
  }

  private readonly ram = (account: string, delta: number) => this.executor.changeRam(account, delta);

  getAccount(name: string): AccountRecord | undefined {
    return this.state.accounts.get(name);
  }

  createAccount(name: string, owner: Authority, active: Authority): void {
    insertAccount(this.state, name, owner, active, this.now, this.ram);
  }

  setPermission(account: string, permission: string, parent: string, auth: Authority): void {
    upsertPermission(this.state, account, permission, parent, auth, this.now, this.ram);
  }

  deletePermission(account: string, permission: string): void {
    removePermission(this.state, account, permission, this.ram);
  }

  setLink(account: string, linkKey: string, permission: string | undefined): void {
    setLink(this.state, account, linkKey, permission);
  }

  getResourceLimits(account: string): ResourceLimits {
    return this.state.limits.get(account) ?? { ramBytes: 0, netWeight: 0n, cpuWeight: 0n };
  }

  setResourceLimits(account: string, limits: ResourceLimits): void {
    setResourceLimits(this.state, account, limits);
  }

  setCode(account: string, codeId: string): void {
    if (codeId !== "" && !this.executor.env.contracts.has(codeId)) {
      throw chainError("action_validate_exception", `unknown devnet contract '${codeId}'`);
    }
    if (this.getAccount(account)?.codeId === codeId) {
      throw chainError("set_exact_code", "contract is already running this version of code");
    }
    const hash = codeId === "" ? "" : createHash("sha256").update(codeId).digest("hex");
    setCode(this.state, account, codeId, hash, this.now);
  }

  setAbi(account: string, abiHex: string): void {
    setAbi(this.state, account, abiHex, this.ram);
  }

  setPrivileged(account: string, privileged: boolean): void {
    setPrivileged(this.state, account, privileged);
  }
}
