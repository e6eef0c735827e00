import { createChainClient, TransactionError } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { createPackedTransactionPusher } from "../../../shared/chain/pushPackedTransaction";
import { NOT_CONNECTED } from "../../../shared/wallet/notConnected";
import { permissionLevelOf } from "../../../shared/wallet/walletSession";
import { sessionStore } from "../../../shared/wallet/walletState";
import { signWithoutBroadcast } from "../../auth";
import type { BridgeChainOps } from "./bridgeChainOps";
import { pushAndConfirm } from "./pushAndConfirm";

/** The chain's connected wallet and its node: signing unsent, then the shared push and confirmation. */
export function liveChainOps(config: NetworkConfig, chain: string): BridgeChainOps {
  const session = sessionStore.getState().sessions[chain];
  const chainConfig = config.chains[chain];
  if (session === undefined || chainConfig === undefined) throw new TransactionError(NOT_CONNECTED);
  const node = createChainClient(chainConfig.api, { fetch });
  const push = createPackedTransactionPusher(node);
  const pushOptions = { pushGuarantee: chainConfig.apiPushGuarantee };
  return {
    signer: permissionLevelOf(session),
    sign: (actions, expireSeconds) =>
      signWithoutBroadcast(config, session, () => [...actions], expireSeconds),
    pushAndConfirm: (signed, depth) => pushAndConfirm(node, push, pushOptions, signed, depth),
  };
}
