/** "@ux/core/chainClient": the one entry point of core/chainClient for other packages. */
export * from "./builtTransaction";
export * from "./chainClient";
export * from "./chainTime";
export * from "./nodeAnswers";
export * from "./nodeosError";
export * from "./nodeRequest";
export * from "./packedTransaction";
export * from "./pushResult";
export * from "./readableError";
export * from "./readTransactionHeader";
export * from "./signedTransaction";
export * from "./tableRows";
export * from "./transactionConstants";
export * from "./transactionError";
export * from "./transactionHeader";
export * from "./transportErrors";
