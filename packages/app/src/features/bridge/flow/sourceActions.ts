import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import type { BridgeToken } from "@ux/core/config";

/**
 * The source chain's action of a transfer (spec 2 §4, §7): a native token is transferred to its lock
 * contract with the destination account as memo; a wrapped token is retired for the beneficiary.
 */
export function sourceTransferAction(
  token: BridgeToken,
  signer: PermissionLevel,
  beneficiary: string,
  quantity: string,
): ActionInput {
  const authorization = [signer];
  if (token.group === "native")
    return {
      account: token.sourceLockTC,
      name: "transfer",
      authorization,
      data: { from: signer.actor, to: token.wrapLockContract, quantity, memo: beneficiary },
    };
  return {
    account: token.sourceLockTC,
    name: "retire",
    authorization,
    data: { owner: signer.actor, quantity, beneficiary },
  };
}

/** The contract whose emitxfer receipt the destination proves: the lock contract, or the wraptoken. */
export function emitterOf(token: BridgeToken): string {
  return token.group === "native" ? token.wrapLockContract : token.sourceLockTC;
}

/** The destination contract that honours the proof: the paired wraptoken, or the native chain's lock. */
export function destinationContractOf(token: BridgeToken): string {
  return token.group === "native" ? token.pairedWrapTC : token.wrapLockContract;
}
