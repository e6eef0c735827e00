import type { ActionTrace, TransactionTrace } from "../../engine/engineContract";

/** One Hyperion v2 action document: an action with the receipts of every account it notified. */
export interface HistoryAction {
  "@timestamp": string;
  timestamp: string;
  block_num: number;
  block_id: string;
  trx_id: string;
  act: {
    account: string;
    name: string;
    authorization: { actor: string; permission: string }[];
    data: unknown;
  };
  receipts: {
    receiver: string;
    global_sequence: number;
    recv_sequence: number;
    auth_sequence: { account: string; sequence: number }[];
    /** What the receipt digest commits to besides the above: an IBC action proof needs them. */
    code_sequence: number;
    abi_sequence: number;
  }[];
  notified: string[];
  cpu_usage_us: number;
  net_usage_words: number;
  account_ram_deltas: { account: string; delta: number }[];
  global_sequence: number;
  producer: string;
  action_ordinal: number;
  creator_action_ordinal: number;
  signatures: string[];
}

export interface BlockOfTraces {
  blockNum: number;
  blockId: string;
  timestamp: string;
  producer: string;
  traces: readonly TransactionTrace[];
  signaturesByTrx: ReadonlyMap<string, readonly string[]>;
}

function receiptOf(trace: ActionTrace): HistoryAction["receipts"][number] {
  return {
    receiver: trace.receiver,
    global_sequence: trace.receipt.global_sequence,
    recv_sequence: trace.receipt.recv_sequence,
    auth_sequence: trace.receipt.auth_sequence.map(([account, sequence]) => ({ account, sequence })),
    code_sequence: trace.receipt.code_sequence,
    abi_sequence: trace.receipt.abi_sequence,
  };
}

/**
 * Groups a transaction's action traces as Hyperion stores them: a notification (same act, same creator,
 * another receiver) joins the action it notifies, whose own trace is the one where receiver == account.
 */
export function historyActionsOf(block: BlockOfTraces, trace: TransactionTrace): HistoryAction[] {
  const actions: HistoryAction[] = [];
  const byKey = new Map<string, HistoryAction>();
  const signatures = [...(block.signaturesByTrx.get(trace.id) ?? [])];
  const ordered = [...trace.action_traces].sort(
    (a, b) => a.receipt.global_sequence - b.receipt.global_sequence,
  );
  for (const actionTrace of ordered) {
    const key = `${actionTrace.creator_action_ordinal}:${actionTrace.receipt.act_digest}`;
    const existing = byKey.get(key);
    const isNotification = actionTrace.receiver !== actionTrace.act.account;
    if (existing && isNotification) {
      existing.receipts.push(receiptOf(actionTrace));
      existing.notified.push(actionTrace.receiver);
      existing.account_ram_deltas.push(...actionTrace.account_ram_deltas);
      continue;
    }
    const action: HistoryAction = {
      "@timestamp": block.timestamp,
      timestamp: block.timestamp,
      block_num: block.blockNum,
      block_id: block.blockId,
      trx_id: trace.id,
      act: {
        account: actionTrace.act.account,
        name: actionTrace.act.name,
        authorization: actionTrace.act.authorization,
        data: actionTrace.act.data,
      },
      receipts: [receiptOf(actionTrace)],
      notified: [actionTrace.receiver],
      cpu_usage_us: trace.receipt.cpu_usage_us,
      net_usage_words: trace.receipt.net_usage_words,
      account_ram_deltas: [...actionTrace.account_ram_deltas],
      global_sequence: actionTrace.receipt.global_sequence,
      producer: block.producer,
      action_ordinal: actionTrace.action_ordinal,
      creator_action_ordinal: actionTrace.creator_action_ordinal,
      signatures,
    };
    actions.push(action);
    byKey.set(key, action);
  }
  return actions;
}
