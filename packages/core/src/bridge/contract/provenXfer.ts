import { ABI, Serializer } from "@wharfkit/antelope";
import type * as z from "zod/mini";
import { actionReceiptDigest } from "../../antelope/actionReceipt";
import { toActionProof } from "../../antelope/proofConversion";
import type { actionProofWire } from "../../antelope/proofWire";
import { WRAP_LOCK_ABI } from "./wrapAbi";
import { WRAP_ERRORS } from "./wrapNames";
import { type Xfer, xferSchema } from "./wrapRows";

/*
 * What the bridge's token contracts read from an action proof once the prover accepted it: the proven
 * action must be the paired contract's own `emitxfer` (its account, its name, its receipt), its data an
 * xfer, and the receipt's digest (sha256 of the packed receipt, the `processed` key) names it once.
 */

const XFER_ABI = ABI.from(WRAP_LOCK_ABI);

export type ActionProofJson = z.output<typeof actionProofWire>;

export type ProvenXfer = { ok: true; xfer: Xfer; receiptDigest: string } | { ok: false; error: string };

/** The xfer in an emitxfer's packed data (hex), or undefined when it is not one. */
export function xferOfActionData(hex: string): Xfer | undefined {
  try {
    const decoded = Serializer.objectify(Serializer.decode({ data: hex, type: "xfer", abi: XFER_ABI }));
    const parsed = xferSchema.safeParse(decoded);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The xfer an action proof proves, if it is `pairedContract`'s emitxfer; `wrongAccount` names a mismatch. */
export function provenXferOf(
  actionProof: ActionProofJson,
  pairedContract: string,
  wrongAccount: string,
): ProvenXfer {
  const { action, receipt } = actionProof;
  if (action.account !== pairedContract) return { ok: false, error: wrongAccount };
  if (action.name !== "emitxfer") return { ok: false, error: WRAP_ERRORS.notEmitxfer };
  // An emitxfer notifies no one, but a receipt of another receiver would still be a different digest.
  if (receipt.receiver !== pairedContract) return { ok: false, error: WRAP_ERRORS.notReceiver };
  const xfer = xferOfActionData(action.data);
  if (xfer === undefined) return { ok: false, error: WRAP_ERRORS.malformedXfer };
  return { ok: true, xfer, receiptDigest: actionReceiptDigest(toActionProof(actionProof).receipt) };
}
