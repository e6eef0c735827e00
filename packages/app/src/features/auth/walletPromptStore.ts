import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { wantWalletUi } from "../../shared/wallet/walletSelectors";
import type { AnchorApp } from "./loginOptions";

/** One element of a wallet plugin's prompt (WharfKit's PromptElement, kept library-free). */
export interface WalletPromptElement {
  type: "accept" | "asset" | "button" | "close" | "countdown" | "link" | "qr" | "textarea";
  label?: string;
  data?: unknown;
}

/** What a wallet plugin asks the user to see or do (Anchor: open the wallet, scan the request). */
export interface WalletPrompt {
  title: string;
  body?: string;
  elements: WalletPromptElement[];
  /** Called when the user closes the prompt: the plugin's pending request is cancelled. */
  onClose(): void;
}

export const walletPromptStore = createStore<{ prompt: WalletPrompt | null; app: AnchorApp }>()(() => ({
  prompt: null,
  app: "desktop",
}));

/** The wallet app the login dialog chose (desktop wallet or mobile wallet app): its prompts lead with it. */
export function chooseWalletApp(app: AnchorApp): void {
  walletPromptStore.setState({ app });
}

export function showWalletPrompt(prompt: WalletPrompt): void {
  wantWalletUi();
  walletPromptStore.setState({ prompt });
}

export function clearWalletPrompt(prompt?: WalletPrompt): void {
  // Only the prompt still shown may be cleared: a later one must not disappear with an earlier one.
  if (prompt === undefined || walletPromptStore.getState().prompt === prompt)
    walletPromptStore.setState({ prompt: null });
}

export function useWalletPrompt(): WalletPrompt | null {
  return useStore(walletPromptStore, (state) => state.prompt);
}

export function useWalletApp(): AnchorApp {
  return useStore(walletPromptStore, (state) => state.app);
}
