import type { BridgeToken, NetworkConfig } from "@ux/core/config";
import { destinationContractOf } from "./flow/sourceActions";
import type { ProofTarget } from "./flow/submitProofs";

/** Where the destination honours a token's proof: its prover and the wraptoken or wraplock. */
export function proofTargetOf(
  config: NetworkConfig,
  destination: string,
  token: BridgeToken,
): ProofTarget | null {
  const prover = config.chains[destination]?.bridgeContract;
  if (prover === undefined) return null;
  return { prover, contract: destinationContractOf(token), group: token.group };
}
