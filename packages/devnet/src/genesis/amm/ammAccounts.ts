import { uxServiceAccountKey } from "../uxServiceAccounts";

/** The AMM's accounts on the devnet (the network config's chains.ux.amm and lptoken contract). */
export const AMM_GENESIS_ACCOUNTS = {
  /** The AMM contract; its active authority includes amm.ux@eosio.code for inline transfers and LP issue. */
  amm: "amm.ux",
  /** May createpool; holds the genesis liquidity's LP. */
  admin: "amm.admin",
  /** The only account whose settle the AMM accepts (the server's keeper signs with its key). */
  keeper: "amm.keeper",
  /** Token contract of every pool's LP token (issuer: the AMM). */
  lpToken: "lptoken.ux",
} as const;

/** Keys of the AMM accounts: deterministic devnet keys (seed 'ux/<account>'), e.g. for the keeper's config. */
export function ammAccountKey(account: string) {
  return uxServiceAccountKey(account);
}
