/** The Multi Swap feature's front door: its page, loaded as its own chunk on first visit. */
export const loadMultiSwapPage = () => import("./MultiSwapPage").then((m) => m.MultiSwapPage);
