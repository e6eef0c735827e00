/** Proven sessions ("@ux/core/auth"): what a client signs and a service checks (ARCHITECTURE.md §9). */
export * from "./etherAccountMapping";
export * from "./ownershipProof";
export * from "./ownershipProofAbi";
export * from "./sessionEvents";
export * from "./sessionProofRules";
