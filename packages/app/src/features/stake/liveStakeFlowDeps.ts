import { createChainClient, TransactionError } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { createPackedTransactionPusher } from "../../shared/chain/pushPackedTransaction";
import { realSleep } from "../../shared/chain/sleep";
import { msg } from "../../shared/i18n/msg";
import { notify } from "../../shared/notifications/notify";
import { invalidateAfterTransaction } from "../../shared/query/invalidateAfterTransaction";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { presentTransactionError, signPreparedTransaction } from "../auth";
import type { StakeFlowDeps } from "./stakeFlow";

export const STAKE_NOT_CONFIGURED = msg("QuickStake is not configured on this network");

/** The flow's dependencies for the logged-in UX account: the real node, wallet, notifications and queries. */
export function liveStakeFlowDeps(config: NetworkConfig, session: WalletSession): StakeFlowDeps {
  const ux = config.chains.ux;
  if (ux === undefined) throw new TransactionError(STAKE_NOT_CONFIGURED);
  const node = createChainClient(ux.api, { fetch });
  return {
    node,
    push: createPackedTransactionPusher(node),
    pushOptions: { pushGuarantee: ux.apiPushGuarantee },
    signPrepared: (packedHex, expected) => signPreparedTransaction(config, session, packedHex, expected),
    presentError: (failure) => presentTransactionError(config, session, failure),
    notify,
    invalidate: () => invalidateAfterTransaction(),
    sleep: realSleep,
  };
}
