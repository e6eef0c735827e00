import { pushAnswerSchema } from "./nodeAnswers";
import { parseNodeAnswer } from "./nodeRequest";

/** An action as it ran, from send_transaction's traces. */
export interface ActionTrace {
  /** The account whose code ran (a notification has the notified account here). */
  receiver: string;
  account: string;
  name: string;
  /** The action data as the node printed it: JSON through the ABI, or hex without one. */
  data: unknown;
  /** Hex of the packed return value ('' when the action returned nothing). */
  returnValueHex: string | undefined;
  /** nodeos' decoded return value, when the contract's ABI declares the action's result type. */
  returnValueData: unknown;
}

/** Where the node put a transaction it accepted, and what its actions did. */
export interface PushResult {
  /** Lowercase hex. */
  transactionId: string;
  blockNum: number;
  /** The block's time, nodeos' UTC text without a zone. */
  blockTime: string;
  actionTraces: ActionTrace[];
}

/** send_transaction(2)'s answer read into a PushResult. */
export function pushResultOf(path: string, json: unknown): PushResult {
  const { processed } = parseNodeAnswer(path, pushAnswerSchema, json);
  return {
    transactionId: processed.id.toLowerCase(),
    blockNum: processed.block_num,
    blockTime: processed.block_time,
    actionTraces: processed.action_traces.map((trace) => ({
      receiver: trace.receipt?.receiver ?? trace.receiver ?? trace.act.account,
      account: trace.act.account,
      name: trace.act.name,
      data: trace.act.data,
      returnValueHex: trace.return_value_hex_data ?? undefined,
      returnValueData: trace.return_value_data,
    })),
  };
}
