import { BRIDGE_PROGRESS_STEP_MS } from "./bridgeConstants";

/** The progress bar (spec 2 §4): 1% per 1.7 s since the proofs were requested, up to 100. */
export function bridgeProgress(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(100, Math.floor(elapsedMs / BRIDGE_PROGRESS_STEP_MS));
}
