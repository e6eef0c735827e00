import * as z from "zod/mini";

/*
 * What the AMM socket sends us (spec 2 §7 'AMM socket', spec 1 §7 'report'), parsed on receipt: a payload
 * that does not fit is logged and dropped, never acted on.
 */

const hex = z.string().check(z.regex(/^(?:[0-9a-fA-F]{2})+$/));
const uint64Text = z.string().check(z.regex(/^\d{1,20}$/));
const assetText = z.string().check(z.regex(/^-?\d+(?:\.\d+)? [A-Z]{1,7}$/));
const extAsset = z.object({ quantity: assetText, contract: z.optional(z.string()) });

/** preparedTx: the payer-signed transaction the user's wallet co-signs (server: resourcePayer.ts). */
export const preparedTxSchema = z.object({
  tx: z.record(z.string(), z.unknown()),
  signatures: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  serializedTransactionX: hex,
});
export type PreparedTx = z.infer<typeof preparedTxSchema>;

/** The server's refusal, as an ack answer (it also emits `msg` with the same text). */
export const ackErrorSchema = z.object({ error: z.string() });

/** report: one settled order's result, pushed until acknowledged (server: reportDelivery.ts). */
export const reportEventSchema = z.object({
  report: z.object({
    order_id: z.optional(z.union([uint64Text, z.number()])),
    status: z.optional(z.string()),
    input: extAsset,
    outputs: z.array(extAsset),
    refund: z.optional(z.nullable(extAsset)),
    reason: z.optional(z.string()),
    detail: z.optional(z.string()),
  }),
  orderTxId: z.nullable(z.optional(z.string())),
  forwardTxId: z.optional(z.string()),
  pool_id: z.number().check(z.int(), z.gte(0)),
  order_id: z.optional(z.union([uint64Text, z.number()])),
});
export type ReportEvent = z.infer<typeof reportEventSchema>;

/** The order id of a report event as text (top level first, then inside the report). */
export function reportOrderId(event: ReportEvent): string | undefined {
  const id = event.order_id ?? event.report.order_id;
  return id === undefined ? undefined : String(id);
}
