/** The AMM Swap feature's front door: its page, loaded as its own chunk on first visit. */
export const loadAmmSwapPage = () => import("./AmmSwapPage").then((m) => m.AmmSwapPage);
