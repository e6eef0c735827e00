import type { ActionReceipt } from "@ux/core/antelope";
import { actionDigestWithReturnValue, sha256Hex } from "@ux/core/antelope";
import { Bytes, PrivateKey, Serializer, Transaction } from "@wharfkit/antelope";
import {
  type ActionTrace,
  type BlockContext,
  ChainError,
  type IncomingTransaction,
  type TransactionTrace,
} from "../../src/engine/engineContract";
import type { AppliedTransaction, ExecutionEngine } from "../../src/node/executionEngine";

interface FakeState {
  globalSequence: number;
  recv: Record<string, number>;
  auth: Record<string, number>;
  seen: string[];
  /** Last memo per account written by "note" actions (a visible piece of state). */
  notes: Record<string, string>;
}

/**
 * A small deterministic engine for node tests: any action is "executed" by its account, receipts carry real
 * sequences and act digests, ids are sha256(packed_trx), duplicates and an action named "fail" are refused.
 * Signatures are not checked (the real engine's job).
 */
export class FakeEngine implements ExecutionEngine {
  state: FakeState = { globalSequence: 0, recv: {}, auth: {}, seen: [], notes: {} };
  applied = 0;

  applyTransaction(incoming: IncomingTransaction, ctx: BlockContext): AppliedTransaction {
    const packed = Bytes.from(incoming.packedTrx, "hex");
    const id = sha256Hex(packed.array);
    if (this.state.seen.includes(id))
      throw new ChainError("tx_duplicate", 3040008, "Duplicate transaction", [
        { message: `duplicate transaction ${id}` },
      ]);
    const trx = Serializer.decode({ data: packed, type: Transaction });
    const next: FakeState = structuredClone(this.state);
    const receipts: ActionReceipt[] = [];
    const traces: ActionTrace[] = [];
    trx.actions.forEach((action, index) => {
      if (String(action.name) === "fail")
        throw new ChainError(
          "eosio_assert_message_exception",
          3050003,
          "eosio_assert_message assertion failure",
          [{ message: "assertion failure with message: fail" }],
        );
      const account = String(action.account);
      const authorization = action.authorization.map((level) => ({
        actor: String(level.actor),
        permission: String(level.permission),
      }));
      const data = action.data.hexString;
      next.globalSequence += 1;
      next.recv[account] = (next.recv[account] ?? 0) + 1;
      const authSequence: [string, number][] = authorization.map(({ actor }) => {
        next.auth[actor] = (next.auth[actor] ?? 0) + 1;
        return [actor, next.auth[actor] as number];
      });
      if (String(action.name) === "note") next.notes[authorization[0]?.actor ?? account] = data;
      const actDigest = actionDigestWithReturnValue(
        { account, name: String(action.name), authorization, data },
        "",
      );
      receipts.push({
        receiver: account,
        actDigest,
        globalSequence: BigInt(next.globalSequence),
        recvSequence: BigInt(next.recv[account] as number),
        authSequence: authSequence.map(([a, s]) => ({ account: a, sequence: BigInt(s) })),
        codeSequence: 1,
        abiSequence: 1,
      });
      traces.push({
        action_ordinal: index + 1,
        creator_action_ordinal: 0,
        receiver: account,
        act: { account, name: String(action.name), authorization, data: { hex: data }, hex_data: data },
        receipt: {
          receiver: account,
          act_digest: actDigest,
          global_sequence: next.globalSequence,
          recv_sequence: next.recv[account] as number,
          auth_sequence: authSequence,
          code_sequence: 1,
          abi_sequence: 1,
        },
        context_free: false,
        elapsed: 10,
        console: "",
        return_value_hex_data: "",
        account_ram_deltas: [],
      });
    });
    next.seen.push(id);
    const netUsageWords = Math.ceil((packed.length + 65 * incoming.signatures.length) / 8);
    const cpuUsageUs = 100 + 10 * traces.length;
    const trace: TransactionTrace = {
      id,
      block_num: ctx.blockNum,
      block_time: ctx.blockTime,
      receipt: { status: "executed", cpu_usage_us: cpuUsageUs, net_usage_words: netUsageWords },
      elapsed: cpuUsageUs,
      net_usage: netUsageWords * 8,
      scheduled: false,
      action_traces: traces,
      except: null,
    };
    this.state = next;
    this.applied++;
    return { trace, receipts, netUsageWords, cpuUsageUs };
  }

  computeTransaction(incoming: IncomingTransaction, ctx: BlockContext): AppliedTransaction {
    const before = this.state;
    const count = this.applied;
    try {
      return this.applyTransaction(incoming, ctx);
    } finally {
      this.state = before;
      this.applied = count;
    }
  }

  snapshot(): unknown {
    return structuredClone(this.state);
  }

  restore(snapshot: unknown): void {
    this.state = structuredClone(snapshot as FakeState);
  }
}

// Signatures are not checked here: one well-formed signature serves every transaction.
const SIGNATURE = PrivateKey.fromString("5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3")
  .signDigest("00".repeat(32))
  .toString();

/** A signed transaction with one "note" action per memo, as the node receives it. */
export function noteTransaction(
  actor: string,
  memos: readonly string[],
  expiration = "2030-01-01T00:00:00",
  name = "note",
): IncomingTransaction {
  const transaction = Transaction.from({
    expiration,
    ref_block_num: 0,
    ref_block_prefix: 0,
    actions: memos.map((memo) => ({
      account: "notes",
      name,
      authorization: [{ actor, permission: "active" }],
      data: Bytes.from(memo, "utf8").hexString,
    })),
  });
  return {
    signatures: [SIGNATURE],
    compression: 0,
    packedContextFreeData: "",
    packedTrx: Serializer.encode({ object: transaction }).hexString,
  };
}
