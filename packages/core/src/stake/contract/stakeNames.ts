/**
 * Names of the QuickStake contract's on-chain interface (ARCHITECTURE.md §7). On the devnet the contract is
 * `stake.ux`, the operator that pays rewards `stake.op`; real networks name theirs in the services config.
 */

/** Memo of a user's UTX transfer to the contract that funds the `stake` action in the same transaction. */
export const STAKE_DEPOSIT_MEMO = "QuickStake deposit";
/** Memo of the operator's transfer that tops up the reward pool the contract pays rewards from. */
export const REWARD_POOL_MEMO = "QuickStake reward pool";
/** Memo of the reward transfer the contract sends a user who does not restake. */
export const STAKE_REWARD_MEMO = "QuickStake reward";
export const UNSTAKE_MEMO = "QuickStake unstake";
export const REDEEM_MEMO = "QuickStake redeem";
/** Memo of the UTX the contract sends back for combined (or, after expiry, redeemed) instruments. */
export const COMBINE_MEMO = "QuickStake combine";

/**
 * The operator's co-signing permission: linked (linkauth) to the contract's `stake` action alone, so the
 * service's key can authorize nothing but stakes whose reward the contract computes itself from the
 * published curve.
 */
export const STAKE_OPERATOR_PERMISSION = "reward";

export const STAKE_TABLES = {
  /** Singleton, scope = contract: operator, token and the published yield curve. */
  config: "config",
  /** Scope = contract: the operator's reward pool and the sum of all positions (conservation). */
  pool: "pool",
  /** Scope = owner: unspent deposits (a transfer with STAKE_DEPOSIT_MEMO not yet staked). */
  deposits: "deposits",
  /** Scope = owner, key = expiry: liquid and locked quantities. */
  positions: "positions",
  /** Scope = owner: one row per stake ('sells' of the spec's stake history item). */
  stakes: "stakes",
  /** Scope = owner: one row per unstake or redeem ('buys'). */
  unstakes: "unstakes",
  /** Scope = owner, key = symbol code: TU and TC instrument balances (the contract is their token contract). */
  accounts: "accounts",
  /** Scope = symbol code: each instrument's supply, maximum supply and issuer (the contract). */
  stat: "stat",
} as const;

export const STAKE_ACTIONS = {
  setconfig: "setconfig",
  stake: "stake",
  unstake: "unstake",
  redeem: "redeem",
  withdraw: "withdraw",
  /** UTX of the owner's deposit into TU and TC of an expiry (spec 1 §6 manage view). */
  split: "split",
  /** TU and TC of an expiry (TC alone once it has ended) back into UTX. */
  combine: "combine",
  /** The instruments' token transfer, as eosio.token's. */
  transfer: "transfer",
} as const;

/** Assertion texts the contract fails with (the service and the page show them as they are). */
export const STAKE_ERRORS = {
  lockedBeforeExpiry: "a locked stake cannot be unstaken before its expiry",
  notExpired: "this expiry has not ended yet: unstake instead of redeem",
  expired: "this expiry has ended: redeem instead of unstake",
  notStakeable: "this expiry is not open for staking",
  dust: "the quantity is at or below the dust limit",
  deposit: "the deposit does not cover the stake: transfer it with the memo 'QuickStake deposit' first",
  rewardPool: "the operator's reward pool cannot pay this reward",
  position: "the position does not hold that much",
  splitDeposit: "the deposit does not cover the split: transfer it with the memo 'QuickStake deposit' first",
  notSplittable: "this expiry is not open for splitting",
  noInstrument: "this expiry has no instrument symbols (only 2020 to 2029 have them)",
  combineHoldings: "combine needs that much TU and TC of this expiry (TC alone once it has ended)",
  instrumentToContract: "instruments cannot be sent to QuickStake: combine them instead",
} as const;
