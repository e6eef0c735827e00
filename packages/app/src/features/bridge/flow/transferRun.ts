import { type BridgeStatus, moveTo } from "@ux/core/bridge";
import type { ActionInput } from "@ux/core/chainClient";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { BridgeChainOps, LandedTransaction } from "./bridgeChainOps";
import { collectProofs, type ProofSources } from "./collectProofs";
import { runSourceTransfer } from "./sourceTransfer";
import { type ProofTarget, proofActions, submitProofs } from "./submitProofs";

/** What the page shows of a running transfer; actions are kept for Re-Sign Proofs. */
export interface TransferState {
  status: BridgeStatus | null;
  /** When the proofs were first requested (ms): the progress bar's start. */
  provingSince: number | null;
  actions: readonly ActionInput[] | null;
  /** The destination's proof transaction once it landed (the completed transfer's Explorer link). */
  proofTransactionId: string | null;
  outcome: "running" | "complete" | "proofError" | "unproven" | "notSent";
}

export const IDLE_TRANSFER: TransferState = {
  status: null,
  provingSince: null,
  actions: null,
  proofTransactionId: null,
  outcome: "notSent",
};

export interface TransferRunDeps {
  destination: BridgeChainOps;
  sources: ProofSources;
  notify: Pick<Notifier, "error" | "persistent">;
  onState(state: TransferState): void;
  now(): number;
}

/** Tracks the state, letting the status only take the state machine's steps. */
function tracker(deps: TransferRunDeps, initial: TransferState) {
  let state = initial;
  const update = (change: Partial<TransferState>) => {
    state = { ...state, ...change };
    deps.onState(state);
  };
  return {
    get: () => state,
    update,
    status: (next: BridgeStatus) => update({ status: moveTo(state.status, next) }),
  };
}

async function signAndSubmit(
  deps: TransferRunDeps,
  track: ReturnType<typeof tracker>,
  actions: readonly ActionInput[],
) {
  const landed = await submitProofs(deps.destination, actions, track.status, deps.notify);
  if (landed === null) track.update({ outcome: "proofError" });
  else track.update({ outcome: "complete", proofTransactionId: landed.transactionId });
  return track.get();
}

/**
 * Proves a final source transaction on the destination: from a transfer just made, or a previous one found
 * unproven in history (Retry), so that a transfer whose tab closed or whose proof server was down is
 * completed later and no funds stay locked. A failure to collect the proofs is shown and leaves it unproven.
 */
export async function proveTransfer(
  deps: TransferRunDeps,
  landed: LandedTransaction,
  emitter: string,
  target: ProofTarget,
): Promise<TransferState> {
  const track = tracker(deps, { ...IDLE_TRANSFER, outcome: "running", provingSince: deps.now() });
  deps.onState(track.get());
  let actions: ActionInput[];
  try {
    const proofs = await collectProofs(deps.sources, landed, emitter, track.status, () => {});
    actions = proofActions(target, proofs, deps.destination);
  } catch (error) {
    deps.notify.error(error instanceof Error ? error.message : String(error));
    track.update({ status: null, outcome: "unproven" });
    return track.get();
  }
  track.update({ actions });
  return signAndSubmit(deps, track, actions);
}

/** Confirm: the source's wallet signs the lock or retire, then the destination proves it. */
export async function startTransfer(
  deps: TransferRunDeps,
  source: BridgeChainOps,
  action: ActionInput,
  emitter: string,
  target: ProofTarget,
): Promise<TransferState> {
  const landed = await runSourceTransfer(source, action, deps.notify);
  if (landed === null) {
    deps.onState(IDLE_TRANSFER);
    return IDLE_TRANSFER;
  }
  return proveTransfer(deps, landed, emitter, target);
}

/** Re-Sign Proofs: the kept proofs signed and submitted again, from 'Error Submitting Proof(s)'. */
export function reSignProofs(deps: TransferRunDeps, state: TransferState): Promise<TransferState> {
  if (state.actions === null || state.outcome !== "proofError") return Promise.resolve(state);
  const track = tracker(deps, { ...state, outcome: "running" });
  return signAndSubmit(deps, track, state.actions);
}
