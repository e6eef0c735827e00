import { msg } from "../text/message";

/** The Bridge page's texts (spec 2 §2, §5, §8), spelled as the spec spells them. */
export const BRIDGE_TEXTS = {
  heading: msg("Bridge"),
  transferTab: msg("Transfer"),
  previousTab: msg("Previous Transactions"),
  noFees: msg("Bridge transfers do not incur any fees"),
  reSignProofs: msg("Re-Sign Proofs"),
  complete: msg("Complete"),
  failed: msg("Failed"),
  retry: msg("Retry"),
  explorer: msg("Explorer"),
} as const;

export const BRIDGE_ERRORS = {
  /** The wallet did not sign the source lock or retire. */
  signing: msg("Error Signing"),
  /** The signed source transaction could not be pushed: stays until dismissed. */
  pushing: msg("Error Signing Bridge Transfer"),
  /** The wallet did not sign the destination's proof transaction. */
  proofSigning: msg("Error Signing Proof(s)"),
} as const;
