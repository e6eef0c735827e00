import { bytesToHex, hexToBytes } from "@ux/core/antelope";
import { isCanonicalChainName, uint64ToName } from "@ux/core/names";
import { checkInlineAuthorization } from "../authority/checkAuthorization";
import { assertionFailure, chainError, permissionLevelText } from "../chainErrors";
import type { EngineConfig } from "../engineConfig";
import type { PermissionLevel } from "../state/accountTypes";
import type { DecodedAction } from "../transaction/decodeTransaction";
import { recoverKey } from "../transaction/signatureKeys";
import type { ActionContext, InlineAction, SystemApi, TableHandle } from "./contractInterface";
import { SystemOperations } from "./systemOperations";
import { ContractTableHandle } from "./tableHandle";
import type { ApplyScope, ScheduledAction, TransactionExecutor } from "./transactionExecutor";

/** The ActionContext of one execution of an action on one receiver. */
export class ApplyContext implements ActionContext {
  readonly self: string;
  readonly firstReceiver: string;
  readonly action: string;
  readonly authorization: readonly PermissionLevel[];
  console = "";
  private systemApi: SystemApi | undefined;

  constructor(
    private readonly executor: TransactionExecutor,
    private readonly scope: ApplyScope,
    private readonly scheduled: ScheduledAction,
    receiver: string,
    private readonly privileged: boolean,
  ) {
    this.self = receiver;
    this.firstReceiver = scheduled.action.account;
    this.action = scheduled.action.name;
    this.authorization = scheduled.action.authorization;
  }

  get blockNum(): number {
    return this.executor.env.block.blockNum;
  }

  get blockTime(): string {
    return this.executor.env.block.blockTime;
  }

  get blockTimeMs(): number {
    return this.executor.env.blockTimeMs;
  }

  get transactionId(): string {
    return this.executor.env.transactionId;
  }

  get config(): EngineConfig {
    return this.executor.env.config;
  }

  check(condition: unknown, message: string): asserts condition {
    if (!condition) throw assertionFailure(message);
  }

  requireAuth(actor: string, permission?: string): void {
    const found = this.authorization.some(
      (level) => level.actor === actor && (permission === undefined || level.permission === permission),
    );
    if (!found) {
      const who = permission === undefined ? actor : `${actor}/${permission}`;
      throw chainError("missing_auth_exception", `missing authority of ${who}`);
    }
  }

  hasAuth(actor: string): boolean {
    return this.authorization.some((level) => level.actor === actor);
  }

  isAccount(name: string): boolean {
    return isCanonicalChainName(name) && this.executor.isAccount(name);
  }

  requireRecipient(account: string): void {
    if (this.scope.notified.some((entry) => entry.receiver === account)) return;
    if (!this.executor.isAccount(account)) {
      throw chainError("action_validate_exception", `notified account '${account}' does not exist`);
    }
    const ordinal = this.executor.schedule(
      this.scheduled.action,
      account,
      this.scheduled.creatorOrdinal,
      this.scheduled.contextFree,
    );
    this.scope.notified.push({ receiver: account, ordinal });
  }

  sendInline(inline: InlineAction): void {
    const { env } = this.executor;
    if (!env.state.accounts.has(inline.account)) {
      throw chainError(
        "action_validate_exception",
        `inline action's code account ${inline.account} does not exist`,
      );
    }
    for (const level of inline.authorization) {
      const account = env.state.accounts.get(level.actor);
      if (!account) {
        throw chainError(
          "action_validate_exception",
          `inline action's authorizing actor ${level.actor} does not exist`,
        );
      }
      if (!account.permissions.some((permission) => permission.name === level.permission)) {
        throw chainError(
          "action_validate_exception",
          `inline action's authorizations include a non-existent permission: ${permissionLevelText(level)}`,
        );
      }
    }
    const action: DecodedAction = {
      account: inline.account,
      name: inline.name,
      authorization: inline.authorization.map((level) => ({ ...level })),
      data: this.encodeInlineData(inline),
    };
    if (!this.privileged && !env.skipAuthorization) {
      checkInlineAuthorization(this.executor.authorization, action, this.self);
    }
    const ordinal = this.executor.schedule(action, inline.account, this.scheduled.ordinal, false);
    this.scope.inlines.push(ordinal);
  }

  private encodeInlineData(inline: InlineAction): string {
    if (inline.data instanceof Uint8Array) return bytesToHex(inline.data);
    const codec = this.executor.env.codecOf(inline.account);
    const type = codec?.actionType(inline.name);
    if (!codec || !type) {
      throw chainError(
        "action_validate_exception",
        `unknown action ${inline.name} in contract ${inline.account}`,
      );
    }
    return bytesToHex(codec.encode(type, inline.data));
  }

  table<Row>(scope: string | bigint, table: string, code: string = this.self): TableHandle<Row> {
    const { env } = this.executor;
    const account = env.state.accounts.get(code);
    const contract = account?.codeId ? env.contracts.get(account.codeId) : undefined;
    return new ContractTableHandle<Row>(
      this.executor,
      code,
      typeof scope === "bigint" ? uint64ToName(scope) : scope,
      table,
      contract?.tables[table],
      env.codecOf(code),
      code === this.self,
    );
  }

  print(text: string): void {
    this.console += text;
  }

  // No signer hints: hinted keys earn precomputed tables, which belong to the chain's own frequent signers
  // (a foreign chain's 21 producers would evict them and cost ~50 ms each to build).
  recoverKey(digest: string, signature: string): string {
    return recoverKey(hexToBytes(digest), signature);
  }

  get system(): SystemApi {
    if (!this.privileged)
      throw chainError("action_validate_exception", "unprivileged contract cannot use privileged API");
    this.systemApi ??= new SystemOperations(this.executor);
    return this.systemApi;
  }
}
