/** "@ux/core/bridge": the one entry point of core/bridge for other packages. */
export * from "./bridgeConstants";
export * from "./bridgeMessages";
export * from "./bridgeProgress";
export * from "./previousTransfers";
export * from "./proofChoice";
export * from "./proofSocketMessages";
export * from "./transferStatus";
