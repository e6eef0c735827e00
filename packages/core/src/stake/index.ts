/** "@ux/core/stake": the one entry point of core/stake for other packages. */
export * from "./expiryRates";
export * from "./instrumentQuote";
export * from "./manageCapabilities";
export * from "./socket";
export * from "./stakeQuote";
export * from "./stakeRate";
export * from "./yieldCurve";
