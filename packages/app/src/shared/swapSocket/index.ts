/** The swap socket (spec 1 §7) for every feature that uses it: Resources, Referrals, Create Account. */
export * from "./referralMessages";
export * from "./swapAnswer";
export * from "./swapSocketClient";
export * from "./swapSocketRegistry";
export * from "./swapStore";
export * from "./useSwapSocket";
