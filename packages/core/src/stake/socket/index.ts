/** The stake socket's protocol, shared by the stake service and the Stake page. */
export * from "./expiryRateTable";
export * from "./stakeHistoryItems";
export * from "./stakeSocketProtocol";
