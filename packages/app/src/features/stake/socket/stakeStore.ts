import type { ExpiryRateEntry, StakeHistoryItem } from "@ux/core/stake/socket";
import { createStore } from "zustand/vanilla";

/** What the stake socket last said: the rates (for everyone) and the bound account's history. */
export interface StakeState {
  /** Null until the first expiryRates. */
  rates: ExpiryRateEntry[] | null;
  /** Null until the account's first stakeHistory (or without a wallet). */
  history: StakeHistoryItem[] | null;
  /** Whose history `history` is. */
  historyAccount: string | null;
}

export const stakeStore = createStore<StakeState>(() => ({
  rates: null,
  history: null,
  historyAccount: null,
}));
