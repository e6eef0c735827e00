/** "@ux/core/bridge": the one entry point of core/bridge for other packages. */
export * from "./bridgeConstants";
