/** A token as the system contract uses it: its contract account and its symbol. */
export interface TokenRef {
  contract: string;
  /** "precision,CODE", e.g. "4,UTX". */
  symbol: string;
}

/**
 * The devnet's resource model (documented, deterministic, nodeos-shaped):
 * - CPU billed per transaction = cpuBaseUs + cpuPerActionUs x actions executed (notifications and inline
 *   actions included) + cpuPerNetWordUs x net words; nodeos' minimum of 100 us always applies.
 * - Limits from stake: each whole staked token (10^precision units) gives cpuUsPerToken us of CPU and
 *   netBytesPerToken bytes of NET per 24 h window; usage decays linearly over the window as nodeos'
 *   usage accumulators do. -1 weights mean unlimited.
 * - Only the first authorizer of the first action is billed (ONLY_BILL_FIRST_AUTHORIZER), which is how
 *   the payer's noop action pays for a user's transaction.
 */
export interface ResourceModel {
  cpuBaseUs: number;
  cpuPerActionUs: number;
  cpuPerNetWordUs: number;
  cpuUsPerToken: number;
  netBytesPerToken: number;
  /** nodeos defaults: 150 ms per transaction, 512 KiB per transaction. */
  maxTransactionCpuUs: number;
  maxTransactionNetBytes: number;
  windowMs: number;
}

export interface EngineConfig {
  /** The chain's core token (delegatebw stakes it), e.g. eosio.token 4,UTX. */
  coreToken: TokenRef;
  /** The token buyram spends: UTXRAM on ux, the core token elsewhere. */
  ramToken: TokenRef;
  /** Bytes bought per whole RAM token (1024: 1.0000 UTXRAM = 1 KiB). */
  ramBytesPerToken: number;
  /** ux's rule: buyram only in whole tokens ('can only buy in exact increments of 1.0000 UTXRAM'). */
  ramWholeTokensOnly: boolean;
  /** Whether act_digest includes the return value (ACTION_RETURN_VALUE; on for every devnet chain). */
  actionReturnValue: boolean;
  /** max_transaction_lifetime in seconds (nodeos: 3600). */
  maxTransactionLifetimeSec: number;
  resources: ResourceModel;
}

export const DEFAULT_RESOURCE_MODEL: ResourceModel = {
  cpuBaseUs: 100,
  cpuPerActionUs: 10,
  cpuPerNetWordUs: 1,
  cpuUsPerToken: 10_000,
  netBytesPerToken: 100_000,
  maxTransactionCpuUs: 150_000,
  maxTransactionNetBytes: 524_288,
  windowMs: 24 * 60 * 60 * 1000,
};

/** The ux chain: UTX core token, RAM bought in UTXRAM at 1.0000 UTXRAM = 1 KiB in whole tokens. */
export function uxEngineConfig(): EngineConfig {
  return {
    coreToken: { contract: "eosio.token", symbol: "4,UTX" },
    ramToken: { contract: "eosio.token", symbol: "4,UTXRAM" },
    ramBytesPerToken: 1024,
    ramWholeTokensOnly: true,
    actionReturnValue: true,
    maxTransactionLifetimeSec: 3600,
    resources: { ...DEFAULT_RESOURCE_MODEL },
  };
}

/** Another chain (eos, wax, telos): RAM bought with the core token at the same fixed 1 KiB per token. */
export function coreTokenEngineConfig(symbol: string): EngineConfig {
  const token = { contract: "eosio.token", symbol };
  return {
    coreToken: token,
    ramToken: token,
    ramBytesPerToken: 1024,
    ramWholeTokensOnly: false,
    actionReturnValue: true,
    maxTransactionLifetimeSec: 3600,
    resources: { ...DEFAULT_RESOURCE_MODEL },
  };
}
