import { NodeosError, TransactionError } from "@ux/core/chainClient";
import { describe, expect, it } from "vitest";
import {
  WITHDRAW_ALL_LABEL,
  WITHDRAWAL_SUCCESSFUL,
  withdrawAll,
  withdrawallAction,
} from "../../../../src/features/wallet/amm/withdrawAll";

describe("Withdraw all", () => {
  const signer = { actor: "alice1111111", permission: "active" };

  it("is spelled 'Withdaw All' and submits withdrawall {from} with a 1-block confirmation", async () => {
    expect(WITHDRAW_ALL_LABEL).toBe("Withdaw All");
    expect(withdrawallAction("amm.ux", signer)).toEqual({
      account: "amm.ux",
      name: "withdrawall",
      authorization: [signer],
      data: { from: "alice1111111" },
    });
    const submitted: unknown[] = [];
    const toasts: string[] = [];
    const refreshed: number[] = [];
    const ok = await withdrawAll("amm.ux", {
      submit: async (build, options) => {
        submitted.push({ actions: build(signer), options });
        return { blockNum: 42 };
      },
      notify: { success: (t) => toasts.push(`success ${t}`), error: (t) => toasts.push(`error ${t}`) },
      refresh: async (blockNum) => {
        refreshed.push(blockNum);
      },
    });
    expect(ok).toBe(true);
    expect(submitted).toEqual([
      { actions: [withdrawallAction("amm.ux", signer)], options: { confirmations: 1, showErrors: false } },
    ]);
    expect(toasts).toEqual([`success ${WITHDRAWAL_SUCCESSFUL}`]);
    // The balances are read again as of the withdrawal's block.
    expect(refreshed).toEqual([42]);
  });

  it("a failure toasts the error message and refreshes nothing", async () => {
    const node = new NodeosError(
      500,
      {
        error: {
          name: "eosio_assert_message_exception",
          details: [{ message: "assertion failure with message: no balances" }],
        },
      },
      "/v1/chain/send_transaction",
    );
    for (const [thrown, text] of [
      [
        new TransactionError("assertion failure with message: no balances", { cause: node }),
        "assertion failure with message: no balances",
      ],
      [new TransactionError("User canceled request"), "User rejected signature"],
    ] as const) {
      const toasts: string[] = [];
      let refreshed = 0;
      const ok = await withdrawAll("amm.ux", {
        submit: async () => {
          throw thrown;
        },
        notify: { success: (t) => toasts.push(`success ${t}`), error: (t) => toasts.push(`error ${t}`) },
        refresh: async () => {
          refreshed += 1;
        },
      });
      expect(ok).toBe(false);
      expect(toasts).toEqual([`error ${text}`]);
      expect(refreshed).toBe(0);
    }
  });
});
