import { deterministicKey } from "./deterministicKey";

/**
 * Accounts the product's services act as on ux. Their keys are deterministic (devnet only) so the launcher
 * can hand them to the services without a secret store.
 */
export const UX_SERVICE_ACCOUNTS = {
  /** Pays CPU/NET for AMM transactions: its `noop` goes first ("Zero Gas Fees"). */
  resourcePayer: "ux.payer",
  /** The UX EVM gateway: Ethereum payers' accounts list it in their active permission. */
  evmGateway: "evm.gateway",
} as const;

/**
 * The resource payer's co-signing permission: a child of active, linked (linkauth) to `{payer}::noop` alone.
 * The services hold only this permission's key, so whatever they are tricked into signing, the chain
 * accepts that signature for the payer's noop and nothing else; owner and active stay with the
 * development key.
 */
export const RESOURCE_PAYER_PERMISSION = "cosign";

/** The key a service signs with as `account` (for the payer: its RESOURCE_PAYER_PERMISSION key). */
export function uxServiceAccountKey(account: string) {
  return deterministicKey(`ux/${account}`);
}
