/** AMM math: one entry point for app, server and devnet ("@ux/core/amm/index"). */
export * from "./addLiquidity";
export * from "./apr";
export * from "./liquidityMath";
export * from "./minTrade";
export * from "./multiSwap";
export * from "./placeOrder";
export * from "./pool";
export * from "./rational";
export * from "./removeLiquidity";
export * from "./routeSearch";
export * from "./scaledPow";
export * from "./settleOrders";
export * from "./spotPrice";
export * from "./swapMath";
export * from "./ufxHop";
export * from "./validatePool";
