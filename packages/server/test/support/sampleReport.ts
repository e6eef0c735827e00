import type { ReportData } from "@ux/core/amm/contract";

/** A filled report as the contract's `report` action carries it. */
export function sampleReport(orderId: string, owner = "alice", poolId = 1): ReportData {
  return {
    order_id: orderId,
    pool_id: poolId,
    hop_pool_id: null,
    owner,
    order_trx_id: "ab".repeat(32),
    status: "filled",
    input: { quantity: "5.0000 EOS", contract: "eosio.token" },
    outputs: [{ quantity: "12.3456 UTX", contract: "eosio.token" }],
    refund: null,
    reason: "",
    detail: "",
    fees: [{ pool_id: poolId, kind: "swap", fee: { quantity: "0.0100 EOS", contract: "eosio.token" } }],
  };
}

/** sampleReport as storeReports takes it: with its order, pool and the placing and settling transactions. */
export function sampleReportToStore(orderId: string, owner = "alice") {
  return {
    order_id: orderId,
    owner,
    pool_id: 1,
    orderTxId: "ab".repeat(32),
    forwardTxId: "cd".repeat(32),
    report: sampleReport(orderId, owner),
  };
}
