/** "@ux/core/money": the one entry point of core/money for other packages. */
export * from "./asset";
export * from "./assetMath";
export * from "./decimalValue";
export * from "./display";
export * from "./dust";
export * from "./moneyConstants";
export * from "./parseResult";
export * from "./proportion";
export * from "./rounding";
export * from "./symbol";
export * from "./tokenDecimals";
export * from "./unitsText";
export * from "./usd";
export * from "./userAmount";
