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

export function uxServiceAccountKey(account: string) {
  return deterministicKey(`ux/${account}`);
}
