import { BRIDGE_ERRORS, BRIDGE_SOURCE_TX_EXPIRE_SECONDS } from "@ux/core/bridge";
import type { ActionInput, SignedTransaction } from "@ux/core/chainClient";
import type { Notifier } from "../../../shared/notifications/notifier";
import type { BridgeChainOps, LandedTransaction } from "./bridgeChainOps";

export const BRIDGE_PUSH_ERROR_KEY = "bridge-push-error";

/**
 * Signs the source lock or retire (expiring in 320 s), pushes it and waits for irreversibility: only an
 * irreversible block is proven. A refused signature shows 'Error Signing'; a failed push or confirmation
 * 'Error Signing Bridge Transfer', which stays until dismissed. Null when it failed.
 */
export async function runSourceTransfer(
  source: BridgeChainOps,
  action: ActionInput,
  notify: Pick<Notifier, "error" | "persistent">,
): Promise<LandedTransaction | null> {
  let signed: SignedTransaction;
  try {
    signed = await source.sign([action], BRIDGE_SOURCE_TX_EXPIRE_SECONDS);
  } catch {
    notify.error(BRIDGE_ERRORS.signing);
    return null;
  }
  try {
    return await source.pushAndConfirm(signed);
  } catch {
    notify.persistent(BRIDGE_PUSH_ERROR_KEY, BRIDGE_ERRORS.pushing, "error");
    return null;
  }
}
