import type { NetworkConfig } from "@ux/core/config";
import { useEffect, useState } from "react";
import { useStore } from "zustand";
import type { WalletSession } from "../../shared/wallet/walletSession";
import type { StakeSocketClient } from "./socket/stakeSocketClient";
import { connectStakeSocket, disconnectStakeSocket } from "./socket/stakeSocketRegistry";
import { type StakeState, stakeStore } from "./socket/stakeStore";

export interface StakeSocketView extends StakeState {
  client: StakeSocketClient | null;
}

/** The stake socket while the page is shown: for the UX session's account, or rates only without one. */
export function useStakeSocket(config: NetworkConfig, session: WalletSession | null): StakeSocketView {
  const [client, setClient] = useState<StakeSocketClient | null>(null);
  useEffect(() => {
    const opened = connectStakeSocket(config, session);
    setClient(opened);
    return () => disconnectStakeSocket(opened);
  }, [config, session]);
  const state = useStore(stakeStore);
  const account = session?.actor ?? null;
  return { ...state, history: state.historyAccount === account ? state.history : null, client };
}
