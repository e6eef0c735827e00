/** The auth feature's public surface: sessions, login, and the one transaction submission path. */
export type { SubmitActionsOptions, SubmittedTransaction } from "./submission/submitActions";
export { useSessionMap as useSessions } from "./walletSelectors";
export { permissionLevelOf, type WalletPluginId, type WalletSession } from "./walletSession";
export { NATIVE_CHAIN, sessionStore } from "./walletState";

/** Loads the submission path on first use (it brings WharfKit), then submits (see submitActions). */
export async function submitActions(
  ...args: Parameters<typeof import("./submission/submitActions").submitActions>
): ReturnType<typeof import("./submission/submitActions").submitActions> {
  const { submitActions: submit } = await import("./submission/submitActions");
  return submit(...args);
}
