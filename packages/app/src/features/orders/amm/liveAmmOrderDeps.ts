import { createChainClient, TransactionError } from "@ux/core/chainClient";
import type { NetworkConfig } from "@ux/core/config";
import { createPackedTransactionPusher } from "../../../shared/chain/pushPackedTransaction";
import { realSleep } from "../../../shared/chain/sleep";
import { debugLog } from "../../../shared/logging/loggingStore";
import { notify } from "../../../shared/notifications/notify";
import { NOT_CONNECTED } from "../../../shared/wallet/notConnected";
import { permissionLevelOf } from "../../../shared/wallet/walletSession";
import { NATIVE_CHAIN, sessionStore } from "../../../shared/wallet/walletState";
import { presentTransactionError, signPreparedTransaction, submitActions } from "../../auth";
import { openReportDialog } from "../reports/reportUiStore";
import { connectAmmSocket } from "../socket/ammSocketRegistry";
import { ordersStore } from "../store/ordersStore";
import { AMM_NOT_CONFIGURED, type AmmOrderDeps } from "./ammOrderPipeline";

/** A random id; randomUUID exists only in secure contexts (an http LAN address is not one). */
export function newOrderUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The pipeline's dependencies for the logged-in UX account: the real socket, node, wallet and stores. */
export function liveAmmOrderDeps(config: NetworkConfig): AmmOrderDeps {
  const session = sessionStore.getState().sessions[NATIVE_CHAIN];
  if (session === undefined) throw new TransactionError(NOT_CONNECTED);
  const ux = config.chains[NATIVE_CHAIN];
  if (ux === undefined) throw new TransactionError(AMM_NOT_CONFIGURED);
  const node = createChainClient(ux.api, { fetch });
  return {
    config,
    signer: permissionLevelOf(session),
    browserWallet: session.walletPlugin === "metamask",
    socket: () => connectAmmSocket(config, session),
    node,
    push: createPackedTransactionPusher(node),
    signPrepared: (packedHex, expected) => signPreparedTransaction(config, session, packedHex, expected),
    submitThroughGateway: (actions) =>
      submitActions(config, NATIVE_CHAIN, () => [...actions], { showErrors: false }),
    presentError: (failure) => presentTransactionError(config, session, failure),
    notify,
    orders: () => ordersStore.getState(),
    openReport: openReportDialog,
    sleep: realSleep,
    now: Date.now,
    newUuid: newOrderUuid,
    log: debugLog,
  };
}
