import type { WalletSession } from "../../../src/shared/wallet/walletSession";

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
/** No session on any chain. */
export const empty = { sessions: {}, requestPermissionsOnNextLogin: false };
