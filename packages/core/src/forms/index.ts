/** "@ux/core/forms": the one entry point of core/forms for other packages. */
export * from "./addLiquidityForm";
export * from "./addTokenToWallet";
export * from "./ammSwapForm";
export * from "./amountField";
export * from "./amountInput";
export * from "./bridgeForm";
export * from "./createAccountForm";
export * from "./formStatus";
export * from "./manageForm";
export * from "./messages";
export * from "./multiSwapForm";
export * from "./removeLiquidityForm";
export * from "./resourcesSendForm";
export * from "./stakeForm";
export * from "./tokenMinimum";
