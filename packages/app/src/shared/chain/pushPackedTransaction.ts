import * as z from "zod/mini";
import type { ActionTraceSummary } from "./actionReturnValues";
import type { FetchFunction } from "./nodeApi";
import { MalformedResponseError, NetworkError, NodeError, type NodeosErrorBody } from "./nodeErrors";
import type { PushResult, SignedTransaction } from "./signedTransaction";

/*
 * Sends an already signed (e.g. co-signed) packed transaction and keeps what nodeApi's send drops: the
 * action traces, whose return values carry results such as the AMM's order ids. Same bodies, the same
 * error types (NodeError / NetworkError) and the same send_transaction2 switch as nodeApi, so the shared
 * confirmation and error mapping apply unchanged.
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
  const packed = {
    signatures: signed.signatures,
    compression: 0,
    packed_context_free_data: "",
    packed_trx: signed.packedTrx,
  };
  if (!options.pushGuarantee) return { path: "/v1/chain/send_transaction", body: packed };
  return {
    path: "/v1/chain/send_transaction2",
    body: {
      return_failure_trace: false,
      retry_trx: true,
      ...(options.retryTrxNumBlocks === undefined ? {} : { retry_trx_num_blocks: options.retryTrxNumBlocks }),
      transaction: packed,
    },
  };
}

export function createPackedTransactionPusher(
  apiUrl: string,
  fetchFn: FetchFunction = fetch as unknown as FetchFunction,
): PackedTransactionPusher {
  const base = apiUrl.replace(/\/+$/, "");
  return async (signed, options = {}, signal) => {
    const { path, body } = requestBody(signed, options);
    let response: Awaited<ReturnType<FetchFunction>>;
    try {
      response = await fetchFn(`${base}${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new NetworkError(path, error);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (!response.ok) throw new NodeError(response.status, { message: `HTTP ${response.status}` }, path);
      throw new NetworkError(path, error);
    }
    if (!response.ok) {
      throw new NodeError(
        response.status,
        typeof json === "object" && json !== null ? (json as NodeosErrorBody) : {},
        path,
      );
    }
    const parsed = pushAnswerSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new MalformedResponseError(path, `${issue?.path.join(".") || "body"}: ${issue?.message}`);
    }
    const { processed } = parsed.data;
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
