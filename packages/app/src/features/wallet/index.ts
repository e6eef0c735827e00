/** The wallet feature's front door: its page, loaded as its own chunk on first visit. */
export const loadWalletPage = () => import("./WalletPage").then((m) => m.WalletPage);
