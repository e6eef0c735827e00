import type { WalletSession } from "../../../src/shared/wallet/walletSession";
import { PAYER } from "../swapSocket/fixtures";

/** alice on UX through Anchor. */
export const anchor: WalletSession = {
  chain: "ux",
  actor: "alice",
  permission: "active",
  walletPlugin: "anchor",
};
/** bob on EOS with a private key. */
export const eos: WalletSession = {
  chain: "eos",
  actor: "bob",
  permission: "owner",
  walletPlugin: "privatekey",
};
/** carol on UX through MetaMask. */
export const metamask: WalletSession = {
  chain: "ux",
  actor: "carol",
  permission: "active",
  walletPlugin: "metamask",
  ethAddress: `0x${"ab".repeat(20)}`,
};
/** The browser wallet on the devnet Ethereum chain as the swap fixtures' PAYER (a payment's sender). */
export const ethPayer: WalletSession = {
  chain: "eth",
  actor: PAYER,
  permission: "active",
  walletPlugin: "metamask",
  ethAddress: PAYER,
};
/** No session on any chain. */
export const empty = { sessions: {}, requestPermissionsOnNextLogin: false };
