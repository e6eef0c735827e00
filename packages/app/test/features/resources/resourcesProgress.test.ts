import { describe, expect, it } from "vitest";
import { resourcesProgress } from "../../../src/features/resources/resourcesProgress";
import { NO_JOB_NEWS } from "../../../src/shared/swapSocket";
import { confirmationsNews, SWAP_COMPLETED, TX_ERROR } from "../../shared/swapSocket/fixtures";

const withConfirmations = (n: number) => ({ ...NO_JOB_NEWS, confirmations: confirmationsNews(n) });

describe("the swap's progress (spec 1 §4 'Ethereum payment progress')", () => {
  it("before the payment: waiting for the service, then the wallet's signature", () => {
    expect(resourcesProgress("requesting", NO_JOB_NEWS, "UTXRAM")).toEqual({
      percent: 0,
      status: "Waiting for the swap service…",
      outcome: "running",
    });
    expect(resourcesProgress("paying", NO_JOB_NEWS, "UTXRAM").status).toBe(
      "Signing transaction using your wallet",
    );
  });

  it("paid: 5% at 'Transaction confirmation 0/3', then min(n/3 x 100, 99)%", () => {
    expect(resourcesProgress("paid", NO_JOB_NEWS, "UTXRAM")).toEqual({
      percent: 5,
      status: "Transaction confirmation 0/3",
      outcome: "running",
    });
    expect(resourcesProgress("paid", withConfirmations(1), "UTXRAM")).toMatchObject({
      status: "Transaction confirmation 1/3",
    });
    expect(resourcesProgress("paid", withConfirmations(1), "UTXRAM").percent).toBeCloseTo(100 / 3);
    expect(resourcesProgress("paid", withConfirmations(2), "UTXRAM").status).toBe(
      "Transaction confirmation 2/3",
    );
    expect(resourcesProgress("paid", withConfirmations(3), "UTXRAM")).toEqual({
      percent: 99,
      status: "Transaction confirmed on Ethereum, the product is sending your UTXRAM...",
      outcome: "running",
    });
  });

  it("ends with swapCompleted or txError (with the refund once sent)", () => {
    expect(
      resourcesProgress("paid", { ...withConfirmations(3), swapCompleted: SWAP_COMPLETED }, "UTXRAM"),
    ).toEqual({
      percent: 100,
      status: "Swap complete: 250.0000 UTXRAM sent to alice",
      outcome: "completed",
    });
    expect(resourcesProgress("paid", { ...NO_JOB_NEWS, txError: TX_ERROR }, "UTXRAM")).toEqual({
      percent: 100,
      status: "The swap failed: The payment was not found",
      outcome: "failed",
    });
    const refunded = {
      ...TX_ERROR,
      refund: { chain: "eth", transaction_id: "ab".repeat(32), amount: "0.1 ETH" },
    };
    expect(resourcesProgress("paid", { ...NO_JOB_NEWS, txError: refunded }, "UTXRAM").status).toBe(
      "The swap failed: The payment was not found. Refunded 0.1 ETH.",
    );
  });
});
