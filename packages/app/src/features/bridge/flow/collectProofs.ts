import {
  BRIDGE_STATUS,
  type BridgeStatus,
  chooseProofKind,
  type heavyProofAnswerSchema,
  type lightProofAnswerSchema,
  missingScheduleProofs,
  type ProofKind,
} from "@ux/core/bridge";
import type * as z from "zod/mini";
import { msg } from "../../../shared/i18n/msg";
import { type BlockActionEntry, findEmitxfer } from "./blockActions";
import type { LandedTransaction } from "./bridgeChainOps";

export type HeavyAnswerJson = z.input<typeof heavyProofAnswerSchema>;
export type LightAnswerJson = z.input<typeof lightProofAnswerSchema>;
type ScheduleProofJson = NonNullable<HeavyAnswerJson["schedule_proofs"]>[number];

/** The proof socket of the source chain and the destination prover's state. */
export interface ProofSources {
  blockActions(blockNum: number): Promise<BlockActionEntry[][]>;
  heavyProof(blockNum: number, digest: string, onProgress: (p: number) => void): Promise<HeavyAnswerJson>;
  lightProof(
    blockNum: number,
    lastProven: number,
    digest: string,
    onProgress: (p: number) => void,
  ): Promise<LightAnswerJson>;
  /** Highest block_height in the destination prover's lastproofs for the source chain (null: none). */
  lastProvenBlock(): Promise<number | null>;
  /** Versions in the destination prover's schedules for the source chain. */
  provenScheduleVersions(): Promise<number[]>;
}

/** What the destination must push: schedule proofs first (checkproofd), then the transfer's proof. */
export interface CollectedProofs {
  kind: ProofKind;
  scheduleProofs: ScheduleProofJson[];
  proof: HeavyAnswerJson["proof"] | LightAnswerJson["proof"];
}

export const EMITXFER_NOT_FOUND = msg("The transfer's receipt is not in its block");

/**
 * Collects the proofs of a final source transaction (spec 2 §4 statuses): its emitxfer receipt from the
 * block's actions, then a light proof when the destination already holds a later root, else a heavy one
 * with the schedule proofs its prover lacks.
 */
export async function collectProofs(
  sources: ProofSources,
  transfer: LandedTransaction,
  emitter: string,
  onStatus: (status: BridgeStatus) => void,
  onProgress: (progress: number) => void,
): Promise<CollectedProofs> {
  onStatus(BRIDGE_STATUS.collecting);
  const entry = findEmitxfer(await sources.blockActions(transfer.blockNum), transfer.transactionId, emitter);
  if (entry === undefined) throw new Error(EMITXFER_NOT_FOUND);
  const digest = entry.action_receipt_digest;
  const lastProven = await sources.lastProvenBlock();
  if (chooseProofKind(lastProven, transfer.blockNum) === "light" && lastProven !== null) {
    onStatus(BRIDGE_STATUS.fetchingTransferProof);
    const light = await sources.lightProof(transfer.blockNum, lastProven, digest, onProgress);
    return { kind: "light", scheduleProofs: [], proof: light.proof };
  }
  onStatus(BRIDGE_STATUS.checkingSchedules);
  const versions = await sources.provenScheduleVersions();
  onStatus(BRIDGE_STATUS.locatingHeader);
  const heavy = await sources.heavyProof(transfer.blockNum, digest, onProgress);
  const missing = missingScheduleProofs(heavy.schedule_proofs ?? [], versions);
  if (missing.length > 0) onStatus(BRIDGE_STATUS.fetchingScheduleProof);
  onStatus(BRIDGE_STATUS.fetchingTransferProof);
  return { kind: "heavy", scheduleProofs: missing, proof: heavy.proof };
}
