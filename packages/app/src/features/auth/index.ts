import type { NetworkConfig } from "@ux/core/config";
import type { ComponentType } from "react";
import type { LoginPopoverProps } from "./LoginPopover";
import type { NetworkChooserDialogProps } from "./NetworkChooserDialog";

/*
 * The auth feature's front door: login UI and commands, the wallet prompt and transaction dialog hosts, and
 * the one transaction submission path. What pulls in WharfKit, the submission path or the login dialogs is
 * exported as an async wrapper or a loader: a static import of this file must not move those into the
 * importer's chunk.
 */

export { ConnectWalletButton } from "./ConnectWalletButton";
export { type LoginWallet, prefersMobileWallet, walletForChain } from "./loginOptions";
export type { SubmitActionsOptions, SubmittedTransaction } from "./submission/submitActions";
export { TransactionDialogHost } from "./submission/TransactionDialogHost";
export { useLoginPrompt } from "./useLoginPrompt";
export { WalletPromptHost } from "./WalletPromptHost";
export { walletProofSigner } from "./walletProofSigner";
export { bindWalletServiceSession } from "./walletServiceSession";
export type { SignedPreparedTransaction } from "./wharfkit/wharfkitRuntime";

type SubmitActions = typeof import("./submission/submitActions").submitActions;
type PresentTransactionError = typeof import("./submission/submitActions").presentTransactionError;
type SignWithoutBroadcast = typeof import("./submission/signWithoutBroadcast").signWithoutBroadcast;
type SignPreparedTransaction = typeof import("./wharfkit/wharfkitRuntime").signPreparedTransaction;

/** Loads the submission path on first use (it brings WharfKit), then submits (see submitActions). */
export async function submitActions(...args: Parameters<SubmitActions>): ReturnType<SubmitActions> {
  const { submitActions: submit } = await import("./submission/submitActions");
  return submit(...args);
}

/** The spec's readable error of a failed transaction: a notification or a dialog (see submitActions). */
export async function presentTransactionError(
  ...args: Parameters<PresentTransactionError>
): ReturnType<PresentTransactionError> {
  const { presentTransactionError: present } = await import("./submission/submitActions");
  return present(...args);
}

/** The wallet co-signs a transaction someone else prepared (see wharfkitRuntime); loads WharfKit. */
export async function signPreparedTransaction(
  ...args: Parameters<SignPreparedTransaction>
): ReturnType<SignPreparedTransaction> {
  const { signPreparedTransaction: sign } = await import("./wharfkit/wharfkitRuntime");
  return sign(...args);
}

/** The chain's wallet signs actions that are handed back unsent (see signWithoutBroadcast); loads WharfKit. */
export async function signWithoutBroadcast(
  ...args: Parameters<SignWithoutBroadcast>
): ReturnType<SignWithoutBroadcast> {
  const { signWithoutBroadcast: sign } = await import("./submission/signWithoutBroadcast");
  return sign(...args);
}

/** 'Connect Metamask' on an Ethereum chain (a page's paying wallet), loading the login code on first use. */
export async function connectEthereumWallet(config: NetworkConfig, chain: string): Promise<void> {
  const { connectMetamask } = await import("./loginActions");
  await connectMetamask(config, { kind: "ethereum", chain });
}

/** Logs the chain's session out (see loginActions), loading the login code on first use. */
export async function logout(config: NetworkConfig, chain: string): Promise<void> {
  const { logout: logoutChain } = await import("./loginActions");
  return logoutChain(config, chain);
}

/** The 'Login / SignUp' popover, loaded when first opened. */
export async function loadLoginPopover(): Promise<ComponentType<LoginPopoverProps>> {
  return (await import("./LoginPopover")).LoginPopover;
}

/** The network chooser of a wallet, loaded when first opened. */
export async function loadNetworkChooserDialog(): Promise<ComponentType<NetworkChooserDialogProps>> {
  return (await import("./NetworkChooserDialog")).NetworkChooserDialog;
}
