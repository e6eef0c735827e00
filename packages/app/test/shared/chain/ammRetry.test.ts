import { describe, expect, it } from "vitest";
import {
  type AmmAttemptOutcome,
  ammRetryWaitMs,
  ERROR_SUBMITTING_TX,
  retryAmmTransaction,
} from "../../../src/shared/chain/ammRetry";
import { recordingSleep } from "./fakeNode";

function scripted(outcomes: (AmmAttemptOutcome<string> | Error)[]) {
  const calls: number[] = [];
  return {
    calls,
    attempt: async (n: number) => {
      calls.push(n);
      const next = outcomes[n - 1] ?? { status: "unresolved" as const };
      if (next instanceof Error) throw next;
      return next;
    },
  };
}

describe("AMM transaction retries", () => {
  it("waits 1 s when unresolved and 3 s (1 s plus 2 s) when pending", async () => {
    expect(ammRetryWaitMs("unresolved")).toBe(1000);
    expect(ammRetryWaitMs("pending")).toBe(3000);
    const { sleep, waits } = recordingSleep();
    const { attempt } = scripted([
      { status: "unresolved" },
      { status: "pending" },
      { status: "done", value: "tx1" },
    ]);
    await expect(retryAmmTransaction(attempt, sleep)).resolves.toEqual({
      kind: "done",
      value: "tx1",
      attempts: 3,
    });
    expect(waits).toEqual([1000, 3000]);
  });

  it("retries up to 9 times (10 tries) and then stops", async () => {
    const { sleep, waits } = recordingSleep();
    const { attempt, calls } = scripted([]);
    await expect(retryAmmTransaction(attempt, sleep)).resolves.toEqual({ kind: "exhausted", attempts: 10 });
    expect(calls).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(waits).toHaveLength(9);
  });

  it("ends any other error with 'Error submitting tx'", async () => {
    const { sleep } = recordingSleep();
    const boom = new Error("socket closed");
    const { attempt } = scripted([{ status: "pending" }, boom]);
    await expect(retryAmmTransaction(attempt, sleep)).resolves.toEqual({
      kind: "failed",
      message: "Error submitting tx",
      cause: boom,
      attempts: 2,
    });
    expect(ERROR_SUBMITTING_TX).toBe("Error submitting tx");
  });

  it("ends silently when the cosigned transaction is missing", async () => {
    const { sleep, waits } = recordingSleep();
    const { attempt } = scripted([{ status: "missing" }]);
    await expect(retryAmmTransaction(attempt, sleep)).resolves.toEqual({ kind: "missing", attempts: 1 });
    expect(waits).toEqual([]);
  });
});
