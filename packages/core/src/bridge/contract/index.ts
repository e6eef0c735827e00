/** The IBC prover's on-chain interface ("@ux/core/bridge/contract"): names, rows, action data, ABI. */
export * from "./proverAbi";
export * from "./proverActionData";
export * from "./proverNames";
export * from "./proverRowConversion";
export * from "./proverRows";
