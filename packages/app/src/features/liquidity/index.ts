/** The liquidity feature's front door: its page, loaded as its own chunk on first visit. */
export const loadLiquidityPage = () => import("./LiquidityPage").then((m) => m.LiquidityPage);
