/**
 * Names of the bridge's token contracts, after the public Antelope IBC bridge's wraplock and wraptoken:
 * on a token's native chain `ibc.wl.<paired chain>` locks it for one paired chain; on that paired chain
 * `ibc.wt.<native chain>` issues its wrapped supply. One pair of contracts per ordered pair of chains.
 */

const LOCK_PREFIX = "ibc.wl.";
const WRAP_PREFIX = "ibc.wt.";

/** The lock contract on a native chain for tokens bridged to `pairedChain` (a bridgeChainName). */
export const wrapLockAccount = (pairedChain: string) => `${LOCK_PREFIX}${pairedChain}`;

/** The wrapped-token contract on a foreign chain for tokens native to `nativeChain`. */
export const wrapTokenAccount = (nativeChain: string) => `${WRAP_PREFIX}${nativeChain}`;

export const WRAP_LOCK_ACTIONS = {
  /** Admin: this chain's id, the prover, the native token contract and the paired chain's wraptoken. */
  init: "init",
  /** Self only: the receipt a lock leaves, proven on the paired chain to issue there. */
  emitxfer: "emitxfer",
  /** Anyone: releases locked tokens by a heavy proof of the paired wraptoken's `emitxfer` (a retire). */
  withdrawa: "withdrawa",
  /** Anyone: the same by a light proof. */
  withdrawb: "withdrawb",
} as const;

export const WRAP_TOKEN_ACTIONS = {
  /** Admin: this chain's id, the prover, the paired chain, its wraplock and the native token contract. */
  init: "init",
  /** Anyone: issues wrapped tokens by a heavy proof of the paired wraplock's `emitxfer` (a lock). */
  issuea: "issuea",
  /** Anyone: the same by a light proof. */
  issueb: "issueb",
  /** Self only: the receipt a retire leaves, proven on the native chain to withdraw there. */
  emitxfer: "emitxfer",
  /** The holder burns wrapped tokens for `beneficiary` on the native chain. */
  retire: "retire",
  transfer: "transfer",
  open: "open",
  close: "close",
  /**
   * Devnet genesis only (refused after block 1): issues wrapped supply that genesis locked on the native
   * chain, since two chains' genesis blocks cannot prove each other. Not in the public contract.
   */
  issuegenesis: "issuegenesis",
} as const;

export const WRAP_TABLES = {
  /** Scope = contract: the one configuration row. */
  global: "global",
  /** Scope = contract, key = id, index `digest`: receipt digests of the emitxfer actions already honoured. */
  processed: "processed",
  /** wraplock only. Scope = native token contract, key = symbol code: the locked balance. */
  reserves: "reserves",
  /** wraptoken only: the eosio.token ledger's tables. */
  accounts: "accounts",
  stat: "stat",
} as const;

/** Assertion texts shared by both contracts (the public contracts' texts where they have one). */
export const WRAP_ERRORS = {
  notInitialized: "contract must be initialized first",
  wrongChain: "proof chain does not match paired chain",
  wrongLockAccount: "proof account does not match paired wraplock account",
  wrongTokenAccount: "proof account does not match paired account",
  notEmitxfer: "proof must be of an emitxfer action",
  notReceiver: "proof receipt must be the paired contract's own",
  alreadyProved: "action already proved",
  malformedXfer: "proven action data is not an xfer",
  wrongTokenContract: "transfer not permitted from unauthorised token contract",
  badBeneficiary: "memo must contain valid account name",
  genesisOnly: "only at genesis",
} as const;
