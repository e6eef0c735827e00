import * as z from "zod/mini";
import type { ActionTraceSummary } from "./actionReturnValues";
import {
  createNodeRequest,
  type FetchFunction,
  packedTransactionBody,
  parseNodeAnswer,
  sendTransaction2Body,
} from "./nodeApi";
import type { PushResult, SignedTransaction } from "./signedTransaction";

/*
 * Sends an already signed (e.g. co-signed) packed transaction and keeps what nodeApi's send drops: the
 * action traces, whose return values carry results such as the AMM's order ids. It goes through nodeApi's
 * request path and bodies, so a node error is read in one place and the shared confirmation and error
 * mapping apply unchanged.
 */

const actionTraceSchema = z.object({
  receiver: z.optional(z.string()),
  receipt: z.optional(z.nullable(z.object({ receiver: z.string() }))),
  act: z.object({ account: z.string(), name: z.string() }),
  return_value_hex_data: z.optional(z.nullable(z.string())),
  return_value_data: z.optional(z.unknown()),
});

const pushAnswerSchema = z.object({
  transaction_id: z.optional(z.string()),
  processed: z.object({
    id: z.string(),
    block_num: z.number().check(z.int(), z.gte(0)),
    action_traces: z._default(z.array(actionTraceSchema), []),
  }),
});

export interface PushedTransaction extends PushResult {
  actionTraces: ActionTraceSummary[];
}

export interface PushOptions {
  /** The network's guaranteed-push flag: send_transaction2 (retry_trx) instead of send_transaction. */
  pushGuarantee?: boolean;
  /** send_transaction2 only: blocks the node waits before answering. */
  retryTrxNumBlocks?: number;
}

export type PackedTransactionPusher = (
  signed: SignedTransaction,
  options?: PushOptions,
  signal?: AbortSignal,
) => Promise<PushedTransaction>;

function requestBody(signed: SignedTransaction, options: PushOptions) {
  if (!options.pushGuarantee) {
    return { path: "/v1/chain/send_transaction", body: packedTransactionBody(signed) };
  }
  return { path: "/v1/chain/send_transaction2", body: sendTransaction2Body(signed, options) };
}

export function createPackedTransactionPusher(
  apiUrl: string,
  fetchFn: FetchFunction = fetch as unknown as FetchFunction,
): PackedTransactionPusher {
  const request = createNodeRequest(apiUrl, fetchFn);
  return async (signed, options = {}, signal) => {
    const { path, body } = requestBody(signed, options);
    const { processed } = parseNodeAnswer(path, pushAnswerSchema, await request(path, body, signal));
    return {
      transactionId: processed.id.toLowerCase(),
      blockNum: processed.block_num,
      actionTraces: processed.action_traces.map((trace) => ({
        receiver: trace.receipt?.receiver ?? trace.receiver ?? trace.act.account,
        account: trace.act.account,
        name: trace.act.name,
        returnValueHex: trace.return_value_hex_data ?? undefined,
        returnValueData: trace.return_value_data,
      })),
    };
  };
}
