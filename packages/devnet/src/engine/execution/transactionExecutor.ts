import type { ActionReceipt } from "@ux/core/antelope";
import type { AuthorizationSource } from "../authority/checkAuthorization";
import { chainError } from "../chainErrors";
import { type ActionTrace, ChainError } from "../engineContract";
import { nameValue } from "../nameValue";
import type { AccountSequences, ResourceUsage } from "../state/accountTypes";
import type { TableStore } from "../state/tableStore";
import type { DecodedAction } from "../transaction/decodeTransaction";
import { fastActionDigestWithReturnValue, fastLegacyActionDigest, hexBytes } from "./actionDigest";
import { ApplyContext } from "./applyContext";
import type { ActionHandler } from "./contractInterface";
import type { ExecutionEnvironment } from "./executionEnvironment";
import type { TableEnvironment } from "./tableHandle";

/** nodeos' max_inline_action_depth. */
export const MAX_INLINE_ACTION_DEPTH = 4;

export interface ScheduledAction {
  ordinal: number;
  creatorOrdinal: number;
  receiver: string;
  action: DecodedAction;
  contextFree: boolean;
}

/** One apply_context: an action, the receivers it notifies and the inline actions they send. */
export interface ApplyScope {
  notified: { receiver: string; ordinal: number }[];
  inlines: number[];
}

export const ZERO_SEQUENCES: AccountSequences = { recv: 0n, auth: 0n, code: 0, abi: 0 };
export const ZERO_USAGE: ResourceUsage = {
  net: { used: 0, lastSlot: 0 },
  cpu: { used: 0, lastSlot: 0 },
  ramUsage: 0,
};

/** Runs a contract handler; a crash that is not a chain error becomes nodeos' WASM runtime error. */
function runHandler(handler: ActionHandler, context: ApplyContext, data: unknown): unknown {
  try {
    return handler(context, data);
  } catch (error) {
    if (error instanceof ChainError) throw error;
    throw chainError("wasm_execution_error", `contract ${context.self} failed: ${(error as Error).message}`);
  }
}

/**
 * Runs the actions of one transaction in nodeos' order: each action runs on its receiver, then on every
 * account it notified (require_recipient, in order), then its inline actions run depth-first, each with
 * its own notifications. Every execution ends with a receipt (global, recv and auth sequences, act_digest),
 * in execution order, which is the order of the block's action_mroot.
 */
export class TransactionExecutor implements TableEnvironment {
  readonly receipts: ActionReceipt[] = [];
  readonly scheduled: ScheduledAction[] = [];
  private readonly traces = new Map<number, ActionTrace>();
  private readonly ramDeltas = new Map<number, Map<string, number>>();
  /** Accounts whose RAM usage grew: checked against their quota when the transaction ends. */
  readonly ramIncreased = new Set<string>();
  private currentOrdinal = 0;
  private readonly decodedData = new WeakMap<DecodedAction, unknown>();
  /** act_digest by action and return value: an action and its notifications share one. */
  private readonly actDigests = new WeakMap<DecodedAction, Map<string, string>>();

  constructor(
    readonly env: ExecutionEnvironment,
    readonly authorization: AuthorizationSource,
  ) {}

  get tables(): TableStore {
    return this.env.state.tables;
  }

  get actionCount(): number {
    return this.scheduled.length;
  }

  isAccount(name: string): boolean {
    return this.env.state.accounts.has(name);
  }

  changeRam(account: string, delta: number): void {
    if (delta === 0) return;
    const usage = this.env.state.usage.get(account) ?? ZERO_USAGE;
    this.env.state.usage.set(account, { ...usage, ramUsage: usage.ramUsage + delta });
    if (this.currentOrdinal > 0) {
      let deltas = this.ramDeltas.get(this.currentOrdinal);
      if (!deltas) {
        deltas = new Map();
        this.ramDeltas.set(this.currentOrdinal, deltas);
      }
      deltas.set(account, (deltas.get(account) ?? 0) + delta);
    }
    if (delta > 0) this.ramIncreased.add(account);
  }

  /** Runs context-free actions, then actions, each top-level action with everything it causes. */
  run(contextFreeActions: readonly DecodedAction[], actions: readonly DecodedAction[]): void {
    const topLevel = [
      ...contextFreeActions.map((action) => this.schedule(action, action.account, 0, true)),
      ...actions.map((action) => this.schedule(action, action.account, 0, false)),
    ];
    for (const ordinal of topLevel) this.executeAction(ordinal, 0);
  }

  /** Action traces in ordinal order (nodeos' action_traces vector). */
  actionTraces(): ActionTrace[] {
    return [...this.traces.values()].sort((a, b) => a.action_ordinal - b.action_ordinal);
  }

  schedule(action: DecodedAction, receiver: string, creatorOrdinal: number, contextFree: boolean): number {
    const ordinal = this.scheduled.length + 1;
    this.scheduled.push({ ordinal, creatorOrdinal, receiver, action, contextFree });
    return ordinal;
  }

  private executeAction(ordinal: number, depth: number): void {
    const scheduled = this.scheduled[ordinal - 1] as ScheduledAction;
    const scope: ApplyScope = { notified: [{ receiver: scheduled.receiver, ordinal }], inlines: [] };
    for (let i = 0; i < scope.notified.length; i++) {
      const target = scope.notified[i] as ApplyScope["notified"][number];
      this.executeOne(scope, target.receiver, target.ordinal);
    }
    if (scope.inlines.length > 0 && depth >= MAX_INLINE_ACTION_DEPTH) {
      throw chainError("transaction_exception", "max inline action depth per transaction reached");
    }
    for (const inline of scope.inlines) this.executeAction(inline, depth + 1);
  }

  private executeOne(scope: ApplyScope, receiver: string, ordinal: number): void {
    const scheduled = this.scheduled[ordinal - 1] as ScheduledAction;
    const { action } = scheduled;
    const account = this.env.state.accounts.get(receiver);
    if (!account) throw chainError("account_query_exception", `account '${receiver}' does not exist`);
    this.currentOrdinal = ordinal;
    const context = new ApplyContext(this, scope, scheduled, receiver, account.privileged);
    let returnValue: Uint8Array = new Uint8Array(0);
    const contract = account.codeId ? this.env.contracts.get(account.codeId) : undefined;
    if (contract) {
      const handler =
        receiver === action.account
          ? contract.actions[action.name]
          : (contract.notifications?.[`${action.account}::${action.name}`] ??
            contract.notifications?.[`*::${action.name}`]);
      if (!handler && receiver === action.account && receiver !== "eosio") {
        // What CDT's generated dispatcher does for an action the contract does not have.
        throw chainError("eosio_assert_code_exception", "assertion failure with error code: 1");
      }
      if (handler) {
        returnValue = this.encodeReturnValue(
          receiver,
          action.name,
          runHandler(handler, context, this.decodeData(action, receiver)),
        );
      }
    }
    this.validateRamDeltas(ordinal, receiver, action, account.privileged);
    this.finish(scheduled, receiver, context.console, returnValue);
    this.currentOrdinal = 0;
  }

  /** Action data as the action's contract ABI decodes it (the receiver's ABI in a foreign notification). */
  decodeData(action: DecodedAction, receiver: string): unknown {
    if (this.decodedData.has(action)) return this.decodedData.get(action);
    const codec = this.env.codecOf(action.account) ?? this.env.codecOf(receiver);
    const type = codec?.actionType(action.name);
    const data = !codec || !type ? hexBytes(action.data) : codec.decode(type, hexBytes(action.data));
    this.decodedData.set(action, data);
    return data;
  }

  private encodeReturnValue(receiver: string, actionName: string, result: unknown): Uint8Array {
    if (result === undefined || result === null) return new Uint8Array(0);
    if (result instanceof Uint8Array) return result;
    const codec = this.env.codecOf(receiver);
    const type = codec?.resultType(actionName);
    if (!codec || !type)
      throw chainError("action_return_value_exception", `no action_results type for ${actionName}`);
    return codec.encode(type, result);
  }

  /** RAM_RESTRICTIONS: an unprivileged contract may only bill RAM to itself or to the action's authorizers. */
  private validateRamDeltas(
    ordinal: number,
    receiver: string,
    action: DecodedAction,
    privileged: boolean,
  ): void {
    if (privileged || this.env.skipAuthorization) return;
    for (const [account, delta] of this.ramDeltas.get(ordinal) ?? []) {
      if (delta <= 0 || account === receiver) continue;
      if (receiver !== action.account) {
        throw chainError(
          "unauthorized_ram_usage_increase",
          `unprivileged contract cannot increase RAM usage of another account within a notify context: ${account}`,
        );
      }
      if (!action.authorization.some((level) => level.actor === account)) {
        throw chainError(
          "unauthorized_ram_usage_increase",
          `unprivileged contract cannot increase RAM usage of another account that has not authorized the action: ${account}`,
        );
      }
    }
  }

  private nextSequences(
    account: string,
    change: (sequences: AccountSequences) => AccountSequences,
  ): AccountSequences {
    const next = change(this.env.state.sequences.get(account) ?? ZERO_SEQUENCES);
    this.env.state.sequences.set(account, next);
    return next;
  }

  private actDigest(action: DecodedAction, returnHex: string): string {
    let byReturn = this.actDigests.get(action);
    if (!byReturn) {
      byReturn = new Map();
      this.actDigests.set(action, byReturn);
    }
    let digest = byReturn.get(returnHex);
    if (digest === undefined) {
      digest = this.env.config.actionReturnValue
        ? fastActionDigestWithReturnValue(action, returnHex)
        : fastLegacyActionDigest(action);
      byReturn.set(returnHex, digest);
    }
    return digest;
  }

  private finish(
    scheduled: ScheduledAction,
    receiver: string,
    console: string,
    returnValue: Uint8Array,
  ): void {
    const { action } = scheduled;
    const { state, config } = this.env;
    const globalSequence = state.globalSequence.value + 1n;
    state.globalSequence.value = globalSequence;
    const receiverSequences = this.nextSequences(receiver, (s) => ({ ...s, recv: s.recv + 1n }));
    const authSequences = new Map<string, bigint>();
    for (const level of action.authorization) {
      authSequences.set(
        level.actor,
        this.nextSequences(level.actor, (s) => ({ ...s, auth: s.auth + 1n })).auth,
      );
    }
    const sortedAuth = [...authSequences.entries()].sort(([a], [b]) =>
      nameValue(a) < nameValue(b) ? -1 : 1,
    );
    const codeSequences = state.sequences.get(receiver) ?? receiverSequences;
    const returnHex = Buffer.from(returnValue).toString("hex");
    const actDigest = this.actDigest(action, returnHex);
    const receipt: ActionReceipt = {
      receiver,
      actDigest,
      globalSequence,
      recvSequence: receiverSequences.recv,
      authSequence: sortedAuth.map(([account, sequence]) => ({ account, sequence })),
      codeSequence: codeSequences.code,
      abiSequence: codeSequences.abi,
    };
    this.receipts.push(receipt);
    let data: unknown;
    try {
      data = this.decodeData(action, receiver);
      if (data instanceof Uint8Array) data = action.data;
    } catch {
      // Data its ABI cannot decode stays hex in the trace, as nodeos prints it.
      data = action.data;
    }
    this.traces.set(scheduled.ordinal, {
      action_ordinal: scheduled.ordinal,
      creator_action_ordinal: scheduled.creatorOrdinal,
      receiver,
      act: {
        account: action.account,
        name: action.name,
        authorization: action.authorization.map((level) => ({ ...level })),
        data,
        hex_data: action.data,
      },
      receipt: {
        receiver,
        act_digest: actDigest,
        global_sequence: Number(globalSequence),
        recv_sequence: Number(receipt.recvSequence),
        auth_sequence: receipt.authSequence.map((entry) => [entry.account, Number(entry.sequence)]),
        code_sequence: receipt.codeSequence,
        abi_sequence: receipt.abiSequence,
      },
      context_free: scheduled.contextFree,
      elapsed: config.resources.cpuPerActionUs,
      console,
      return_value_hex_data: returnHex,
      account_ram_deltas: [...(this.ramDeltas.get(scheduled.ordinal) ?? [])]
        .filter(([, delta]) => delta !== 0)
        .map(([account, delta]) => ({ account, delta })),
    });
  }
}
