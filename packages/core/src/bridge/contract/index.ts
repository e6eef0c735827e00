/** The bridge contracts' on-chain interfaces ("@ux/core/bridge/contract"): the IBC prover, wraplock, wraptoken. */

export * from "./provenXfer";
export * from "./proverAbi";
export * from "./proverActionData";
export * from "./proverNames";
export * from "./proverRowConversion";
export * from "./proverRows";
export * from "./wrapAbi";
export * from "./wrapActionData";
export * from "./wrapNames";
export * from "./wrapRows";
