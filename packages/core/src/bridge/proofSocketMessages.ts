import * as z from "zod/mini";
import { actionReceiptWire, actionWire, bytesWire, checksum256Wire } from "../antelope/proofWire";
import {
  checkproofdDataSchema,
  checkproofeDataSchema,
  checkprooffDataSchema,
} from "./contract/proverActionData";

/*
 * The public IBC proof server's websocket protocol as a client reads it (README "The proof sockets").
 * Every message a proof socket sends is parsed here before the app acts on it; a proof is the prover
 * action's data as it is (checkproofe for heavy, checkprooff for light, checkproofd for a schedule).
 */

export type ProofSocketRequest =
  | { type: "getBlockActions"; block_to_prove: number }
  | { type: "heavyProof"; block_to_prove: number; action_receipt_digest: string }
  | {
      type: "lightProof";
      block_to_prove: number;
      last_proven_block: number;
      action_receipt_digest: string;
    };

/*
 * Proofs are asked by the receipt's digest (which getBlockActions lists), not the receipt itself: the
 * digest names it exactly and is a plain string on the wire.
 */

export const proofProgressSchema = z.object({ type: z.literal("progress"), progress: z.number() });

export const proofErrorSchema = z.object({ type: z.literal("error"), error: z.string() });

/** One action of a block as getBlockActions lists it, grouped per transaction. */
export const blockActionSchema = z.object({
  action_receipt_digest: checksum256Wire,
  transactionId: z.string(),
  receiver: z.string(),
  action: actionWire,
  receipt: actionReceiptWire,
  returnvalue: bytesWire,
});
export type BlockAction = z.output<typeof blockActionSchema>;

export const blockActionsAnswerSchema = z.object({
  type: z.literal("getBlockActions"),
  txs: z.array(z.array(blockActionSchema)),
});

export const scheduleProofSchema = z.object({
  version: z.number(),
  block_num: z.number(),
  proof: checkproofdDataSchema,
});
export type ScheduleProof = z.output<typeof scheduleProofSchema>;

export const heavyProofAnswerSchema = z.object({
  type: z.literal("proof"),
  proof: checkproofeDataSchema,
  schedule_proofs: z._default(z.array(scheduleProofSchema), []),
});
export type HeavyProofAnswer = z.output<typeof heavyProofAnswerSchema>;

export const lightProofAnswerSchema = z.object({ type: z.literal("proof"), proof: checkprooffDataSchema });
export type LightProofAnswer = z.output<typeof lightProofAnswerSchema>;

/** What a message is, before its final answer's shape is checked against the request it answers. */
export type ProofSocketEvent =
  | { kind: "progress"; progress: number }
  | { kind: "error"; error: string }
  | { kind: "answer"; json: unknown }
  | { kind: "invalid"; error: string };

export function readProofSocketMessage(text: string): ProofSocketEvent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "invalid", error: "The proof server sent a message that is not JSON" };
  }
  const progress = proofProgressSchema.safeParse(json);
  if (progress.success) return { kind: "progress", progress: progress.data.progress };
  const error = proofErrorSchema.safeParse(json);
  if (error.success) return { kind: "error", error: error.data.error };
  return { kind: "answer", json };
}
