import type { Payment } from "../../src/db/swapJobStore";

/** A swap job's payment of 10 wei of ETH by 0xab, not yet seen on chain unless `seen` says so. */
export function ethPayment(seen: Partial<Payment> = {}): Payment {
  return {
    chain: "eth",
    symbol: "ETH",
    decimals: 18,
    contract: null,
    payer: "0xab",
    required: "10",
    paid: null,
    signed: null,
    blockNum: null,
    paidAt: null,
    ...seen,
  };
}
