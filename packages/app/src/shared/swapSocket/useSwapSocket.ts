import type { NetworkConfig } from "@ux/core/config";
import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import type { ServiceSession, ServiceSessionOptions } from "../serviceSession/serviceSession";
import type { SocketLike } from "../socket/socketLike";
import type { WalletSession } from "../wallet/walletSession";
import { verificationFailed } from "./referralMessages";
import type { SwapSocketClient } from "./swapSocketClient";
import { acquireSwapSocket } from "./swapSocketRegistry";
import { type SwapState, swapStore } from "./swapStore";

/** auth's bindWalletServiceSession, passed in by the feature (src/shared never imports a feature). */
export type WalletSessionBinder = (
  socket: SocketLike,
  service: string,
  config: NetworkConfig,
  session: WalletSession,
  options: ServiceSessionOptions & { failureText?(service: string, reason: string): string },
) => ServiceSession;

/**
 * The swap socket while a page or dialog is shown, for the logged-in UX session's account (its proven
 * session deferred: the wallet is asked only by verify(), Referrals' 'Sign verification') or for no one.
 * Null until the effect has leased it.
 */
export function useSwapSocket(
  config: NetworkConfig,
  session: WalletSession | null,
  bindWallet: WalletSessionBinder,
): SwapSocketClient | null {
  const [client, setClient] = useState<SwapSocketClient | null>(null);
  // The session and binder of the render that opened the lease; the lease follows the account alone.
  const latest = useRef({ session, bindWallet });
  latest.current = { session, bindWallet };
  const url = config.services.swapSocket;
  const account = session?.actor ?? null;
  useEffect(() => {
    const { session: wallet, bindWallet: bind } = latest.current;
    const lease = acquireSwapSocket(
      url,
      account,
      wallet === null
        ? null
        : (socket, service) =>
            bind(socket, service, config, wallet, {
              deferred: true,
              failureText: (_service, reason) => verificationFailed(reason),
            }),
    );
    setClient(lease.client);
    return () => {
      lease.release();
      setClient(null);
    };
  }, [config, url, account]);
  return client;
}

/** A slice of what the swap socket last said. */
export function useSwapState<T>(select: (state: SwapState) => T): T {
  return useStore(swapStore, select);
}
