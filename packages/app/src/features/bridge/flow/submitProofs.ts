import {
  BRIDGE_ERRORS,
  BRIDGE_PROOF_CONFIRM_BLOCKS,
  BRIDGE_PROOF_TX_EXPIRE_SECONDS,
  BRIDGE_STATUS,
  type BridgeStatus,
  destinationAction,
} from "@ux/core/bridge";
import { PROVER_ACTIONS } from "@ux/core/bridge/contract";
import type { ActionInput, SignedTransaction } from "@ux/core/chainClient";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { BridgeChainOps, LandedTransaction } from "./bridgeChainOps";
import type { CollectedProofs } from "./collectProofs";

export interface ProofTarget {
  /** The destination's prover (bridgeContract). */
  prover: string;
  /** The wraptoken (native token) or wraplock (wrapped token) that honours the proof. */
  contract: string;
  group: "native" | "wrapped";
}

/** The destination's actions: the missing schedule proofs first (checkproofd), then issue or withdraw. */
export function proofActions(
  target: ProofTarget,
  proofs: CollectedProofs,
  destination: BridgeChainOps,
): ActionInput[] {
  const authorization = [destination.signer];
  const schedules = proofs.scheduleProofs.map(
    (entry): ActionInput => ({
      account: target.prover,
      name: PROVER_ACTIONS.checkproofd,
      authorization,
      data: entry.proof as Record<string, unknown>,
    }),
  );
  return [
    ...schedules,
    {
      account: target.contract,
      name: destinationAction(target.group, proofs.kind),
      authorization,
      data: { prover: destination.signer.actor, ...(proofs.proof as Record<string, unknown>) },
    },
  ];
}

/**
 * 'Signing Proof(s)' then 'Submitting Proof(s)': the destination's wallet signs (expiring in 360 s), the
 * transaction is pushed and waited 2 blocks for. A refused signature shows 'Error Signing Proof(s)';
 * either failure ends in 'Error Submitting Proof(s)', from which Re-Sign Proofs runs this again. The landed
 * proof transaction (the destination's Explorer link of a completed transfer), or null when it failed.
 */
export async function submitProofs(
  destination: BridgeChainOps,
  actions: readonly ActionInput[],
  onStatus: (status: BridgeStatus) => void,
  notify: Pick<Notifier, "error">,
): Promise<LandedTransaction | null> {
  onStatus(BRIDGE_STATUS.signing);
  let signed: SignedTransaction;
  try {
    signed = await destination.sign(actions, BRIDGE_PROOF_TX_EXPIRE_SECONDS);
  } catch {
    notify.error(BRIDGE_ERRORS.proofSigning);
    onStatus(BRIDGE_STATUS.error);
    return null;
  }
  onStatus(BRIDGE_STATUS.submitting);
  try {
    return await destination.pushAndConfirm(signed, BRIDGE_PROOF_CONFIRM_BLOCKS);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : String(error));
    onStatus(BRIDGE_STATUS.error);
    return null;
  }
}
