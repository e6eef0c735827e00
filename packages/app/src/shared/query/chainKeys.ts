/**
 * Query keys of chain node reads (nodeos HTTP API and its state endpoint). Every key starts with `all`, so a
 * settled transaction refreshes them together (invalidateAfterTransaction).
 */
export const chainKeys = {
  all: ["chain"] as const,
  /** What the trading screens read: the AMM's pools and the UX account's wallet balances of their tokens. */
  ammMarket: ["chain", "ammMarket"] as const,
  ammPools: (api: string, amm: string) => [...chainKeys.ammMarket, "pools", api, amm] as const,
  /** The account's wallet balances of the AMM tokens ("SYMBOL@contract" each). */
  ammTokenBalances: (api: string, account: string, tokens: readonly string[]) =>
    [...chainKeys.ammMarket, "tokenBalances", api, account, tokens] as const,
  /** The Wallet page's balances of the logged-in accounts ("chain:account@api" each). */
  walletBalances: (accounts: readonly string[]) => [...chainKeys.all, "walletBalances", accounts] as const,
  /** One token's wallet balance of an account ("SYMBOL@contract"), e.g. the Stake page's UTX. */
  tokenBalance: (api: string, account: string, token: string) =>
    [...chainKeys.all, "tokenBalance", api, account, token] as const,
  /** An Ethereum address's balance of a token ("ETH", or the ERC-20 address) on the node at `rpc`. */
  ethereumBalance: (rpc: string, address: string, token: string) =>
    [...chainKeys.all, "ethereumBalance", rpc, address, token] as const,
  /** Accounts whose names start with `prefix` (get_table_by_scope, 5 at most). */
  accountSearch: (api: string, prefix: string) => ["chain", "accountSearch", api, prefix] as const,
  /** Whether the KYC registry `kyc` lists `account`. */
  kycVerified: (api: string, kyc: string, account: string) =>
    [...chainKeys.all, "kycVerified", api, kyc, account] as const,
  /** Whether an account name exists on a chain (Create Account's 'Unique name'). */
  accountName: (api: string, name: string) => [...chainKeys.all, "accountName", api, name] as const,
  /** An account's permissions (get_account), e.g. the payer's keys Create Account may reuse. */
  account: (api: string, account: string) => [...chainKeys.all, "account", api, account] as const,
  /** What the account holds inside the AMM contract, read from the state endpoint at `source`. */
  ammBalances: (source: string, account: string) =>
    [...chainKeys.all, "ammBalances", source, account] as const,
};
