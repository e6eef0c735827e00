import type { NetworkConfig } from "@ux/core/config";
import { debugLog } from "../../shared/logging/loggingStore";
import { notify } from "../../shared/notifications/notify";
import {
  bindServiceSession,
  type ServiceSession,
  type ServiceSessionOptions,
} from "../../shared/serviceSession/serviceSession";
import { sessionTokenStore } from "../../shared/serviceSession/sessionTokenStore";
import type { SocketLike } from "../../shared/socket/socketLike";
import { browserStorage } from "../../shared/storage/browserStorage";
import type { WalletSession } from "../../shared/wallet/walletSession";
import { walletProofSigner } from "./walletProofSigner";

export interface WalletServiceSessionOptions extends ServiceSessionOptions {
  /** The notification of a failed proof, when the page words it (Referrals: 'Verification failed'). */
  failureText?(service: string, reason: string): string;
}

/**
 * A product socket's proven session for the logged-in wallet: the wallet signs the proof, tokens live in
 * local storage, failures are notified. Every service socket (AMM, stake, swap) binds through this.
 */
export function bindWalletServiceSession(
  socket: SocketLike,
  service: string,
  config: NetworkConfig,
  session: WalletSession,
  options: WalletServiceSessionOptions = {},
): ServiceSession {
  const { failureText, ...sessionOptions } = options;
  return bindServiceSession(
    socket,
    {
      service,
      identity: session,
      signer: walletProofSigner(config, session),
      tokens: sessionTokenStore(browserStorage()),
      notify,
      log: debugLog,
      now: Date.now,
      ...(failureText === undefined ? {} : { failureText }),
    },
    sessionOptions,
  );
}
