import type {
  AccountCreated,
  Confirmations,
  LiveInfo,
  ReferralCodeEntry,
  SwapCompleted,
  SwapPair,
  TxError,
} from "@ux/core/accounts/socket";
import { createStore } from "zustand/vanilla";

/** The latest news of one job (a request or an account creation), by kind. */
export interface SwapJobNews {
  confirmations: Confirmations | null;
  accountCreated: AccountCreated | null;
  swapCompleted: SwapCompleted | null;
  txError: TxError | null;
}

export const NO_JOB_NEWS: SwapJobNews = {
  confirmations: null,
  accountCreated: null,
  swapCompleted: null,
  txError: null,
};

/** What the swap socket last said. Null until the service first said it. */
export interface SwapState {
  /** Whether the socket is connected now (pages show an offline state otherwise). */
  connected: boolean;
  /** Resources pairs with their rate and limits. */
  pairs: SwapPair[] | null;
  /** USD rate per token symbol. */
  rates: Record<string, string> | null;
  /** Account creation's cost, grants and payment tokens. */
  liveInfo: LiveInfo | null;
  /** The proven account's referral links (codesList). */
  codes: ReferralCodeEntry[] | null;
  /** Whose links `codes` are. */
  codesAccount: string | null;
  /** News by job id (the request's uuid), kept so a page that subscribes late still sees it. */
  jobs: Record<string, SwapJobNews>;
}

export const initialSwapState = (): SwapState => ({
  connected: false,
  pairs: null,
  rates: null,
  liveInfo: null,
  codes: null,
  codesAccount: null,
  jobs: {},
});

export const swapStore = createStore<SwapState>(initialSwapState);

/** Keeps `codes` as the links of `account` (an acknowledged getCodes / getNewCode), if the store is its. */
export function setReferralCodes(account: string, codes: ReferralCodeEntry[]): void {
  if (swapStore.getState().codesAccount === account) swapStore.setState({ codes });
}
