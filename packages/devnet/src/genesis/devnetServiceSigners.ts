import { STAKE_OPERATOR_PERMISSION } from "@ux/core/stake/contract";
import { AMM_GENESIS_ACCOUNTS, ammAccountKey } from "./amm/ammAccounts";
import { STAKE_GENESIS_ACCOUNTS } from "./stakeGenesis";
import { RESOURCE_PAYER_PERMISSION, UX_SERVICE_ACCOUNTS, uxServiceAccountKey } from "./uxServiceAccounts";

/**
 * The part of the services config that the devnet's genesis fixes: which contracts the services serve and
 * the accounts, permissions and (deterministic, devnet-only) keys they sign with. The launcher and the
 * services' tests both start from it.
 */
export function devnetServiceSigners() {
  return {
    ammContract: AMM_GENESIS_ACCOUNTS.amm,
    payer: {
      account: UX_SERVICE_ACCOUNTS.resourcePayer,
      permission: RESOURCE_PAYER_PERMISSION,
      privateKey: uxServiceAccountKey(UX_SERVICE_ACCOUNTS.resourcePayer).toWif(),
    },
    keeper: {
      account: AMM_GENESIS_ACCOUNTS.keeper,
      privateKey: ammAccountKey(AMM_GENESIS_ACCOUNTS.keeper).toWif(),
    },
    // QuickStake: the operator's reward permission (linked to stake.ux::stake alone) co-signs stakes.
    stake: {
      contract: STAKE_GENESIS_ACCOUNTS.contract,
      operator: {
        account: STAKE_GENESIS_ACCOUNTS.operator,
        permission: STAKE_OPERATOR_PERMISSION,
        privateKey: uxServiceAccountKey(STAKE_GENESIS_ACCOUNTS.operator).toWif(),
      },
    },
    stablecoin: { symbol: "USDT", contract: "tethertether" },
  };
}
