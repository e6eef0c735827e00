import { z } from "zod";

// The public Antelope IBC proof server's websocket protocol: one JSON request per message, answered by
// progress messages and then one proof, getBlockActions, getDbStatus or error message.

export const REQUEST_TYPES = ["lightProof", "heavyProof", "getBlockActions", "getDbStatus"] as const;

const hex64 = z.string().regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex digits");
const name = z.string().regex(/^[a-z1-5.]{1,13}$/, "must be an account name");
const uint64 = z.union([z.number().int().min(0), z.string().regex(/^\d{1,20}$/)]).transform(BigInt);
const blockNum = (missing: string) =>
  z.number({ error: missing }).int(missing).min(1, missing).max(0xffff_ffff, missing);

/** An action receipt as clients send it; auth_sequence as [account, sequence] pairs or as objects. */
export const actionReceiptRequestSchema = z.object({
  receiver: name,
  act_digest: hex64,
  global_sequence: uint64,
  recv_sequence: uint64,
  auth_sequence: z.array(
    z.union([
      z.tuple([name, uint64]).transform(([account, sequence]) => ({ account, sequence })),
      z.object({ account: name, sequence: uint64 }),
    ]),
  ),
  code_sequence: z.number().int().min(0),
  abi_sequence: z.number().int().min(0),
});

const BLOCK_TO_PROVE = "Must supply block_to_prove number";
const LAST_PROVEN = "Must supply last_proven_block number";
const proving = {
  block_to_prove: blockNum(BLOCK_TO_PROVE),
  action_receipt: actionReceiptRequestSchema.optional(),
  action_receipt_digest: hex64.optional(),
};

export const proofRequestSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("heavyProof"), ...proving }),
    z.object({ type: z.literal("lightProof"), ...proving, last_proven_block: blockNum(LAST_PROVEN) }),
    z.object({ type: z.literal("getBlockActions"), block_to_prove: blockNum(BLOCK_TO_PROVE) }),
    z.object({ type: z.literal("getDbStatus") }),
  ],
  { error: `Message needs to include request types: ${REQUEST_TYPES.join(",")}` },
);

export type ProofRequest = z.infer<typeof proofRequestSchema>;
export type HeavyProofRequest = Extract<ProofRequest, { type: "heavyProof" }>;
export type LightProofRequest = Extract<ProofRequest, { type: "lightProof" }>;

/** A request, or the error text the client gets for it (the public server's texts where it has them). */
export function parseProofRequest(text: string): { request: ProofRequest } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: "Message needs to be a stringified object" };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { error: "Message needs to be a stringified object" };
  }
  const parsed = proofRequestSchema.safeParse(json);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join(".") ?? "";
  if (field === "" || field === "type" || field === "block_to_prove" || field === "last_proven_block") {
    return { error: issue?.message ?? "invalid request" };
  }
  return { error: `Invalid ${field}: ${issue?.message}` };
}

/** What the server sends; `query` echoes the request a proof or an error answers. */
export type ProofServerMessage =
  | { type: "progress"; progress: number }
  | { type: "error"; error: string; query?: unknown }
  | {
      type: "proof";
      query: unknown;
      proof: unknown;
      action_receipt_digest?: string;
      schedule_proofs?: unknown[];
    }
  | { type: "getBlockActions"; query: unknown; txs: unknown[][] }
  | { type: "getDbStatus"; data: unknown };
