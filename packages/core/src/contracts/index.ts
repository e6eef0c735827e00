/** "@ux/core/contracts": the one entry point of core/contracts for other packages. */
export * from "./abiType";
export * from "./chainJson";
export * from "./contractAbi";
export * from "./tokenInterface";
