/** "@ux/core/config": the one entry point of core/config for other packages. */
export * from "./chainIds";
export * from "./networkConfig";
export * from "./nodeChoice";
export * from "./productConstants";
export * from "./pushGuaranteeFlag";
