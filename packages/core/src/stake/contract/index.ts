/** The QuickStake contract's on-chain interface ("@ux/core/stake/contract"): names, rows, actions, ABI. */
export * from "./instrumentUserActions";
export * from "./stakeAbi";
export * from "./stakeNames";
export * from "./stakeRows";
export * from "./stakeUserActions";
