/**
 * Names of the IBC prover's on-chain interface: the public Antelope IBC bridge contract's actions and
 * tables, deployed as `ibc.prove` on every chain of a bridge (the network config's bridgeContract).
 */

/** The account the prover runs on, on the devnet as on the public networks. */
export const PROVER_CONTRACT = "ibc.prove";

export const PROVER_ACTIONS = {
  /** Admin: connect a chain with a legacy (v1) producer schedule. */
  inita: "inita",
  /** Admin: connect a chain with a producer authority (v2) schedule. */
  initb: "initb",
  /** Anyone: a heavy proof of a block (stores its block merkle root and any schedule it announces). */
  checkproofd: "checkproofd",
  /** Anyone: a heavy proof of a block and of an action in it. */
  checkproofe: "checkproofe",
  /** Anyone: a light proof of an action, by a path to a root an earlier heavy proof stored. */
  checkprooff: "checkprooff",
  /** Admin: refuse every proof of a chain. */
  disable: "disable",
  /** Admin: accept a disabled chain's proofs again. */
  enable: "enable",
} as const;

export const PROVER_TABLES = {
  /** Scope = contract, key = chain name: the connected chains. */
  chains: "chains",
  /** Scope = chain name, key = version: the producer schedules proofs are checked against. */
  schedules: "schedules",
  /** Scope = chain name, key = id: block merkle roots heavy proofs established (light proofs use them). */
  lastproofs: "lastproofs",
} as const;

/**
 * The prover's own assertion texts; proof rejections use the public contract's texts from core's checker
 * (core/antelope), e.g. "invalid block signature(s)" or "unknown merkle root. must prove root first".
 */
export const PROVER_ERRORS = {
  chainNotFound: "chain not found",
  chainDisabled: "chain is disabled",
} as const;
