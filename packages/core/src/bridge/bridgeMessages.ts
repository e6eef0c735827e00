/** The Bridge page's texts (spec 2 §2, §5, §8), spelled as the spec spells them. */
export const BRIDGE_TEXTS = {
  heading: "Bridge",
  transferTab: "Transfer",
  previousTab: "Previous Transactions",
  noFees: "Bridge transfers do not incur any fees",
  reSignProofs: "Re-Sign Proofs",
  complete: "Complete",
  failed: "Failed",
  retry: "Retry",
  explorer: "Explorer",
} as const;

export const BRIDGE_ERRORS = {
  /** The wallet did not sign the source lock or retire. */
  signing: "Error Signing",
  /** The signed source transaction could not be pushed: stays until dismissed. */
  pushing: "Error Signing Bridge Transfer",
  /** The wallet did not sign the destination's proof transaction. */
  proofSigning: "Error Signing Proof(s)",
} as const;
