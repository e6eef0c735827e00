// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ActionInput, PermissionLevel } from "@ux/core/chainClient";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TransactionFixDialogView } from "../../../../src/features/auth/submission/TransactionFixDialogView";
import { notify } from "../../../../src/shared/notifications/notify";
import { testConfig } from "../../../shared/config/testConfig";

const submitted = vi.hoisted(() => ({ actions: [] as unknown[] }));
vi.mock("../../../../src/features/auth/submission/submitActions", () => ({
  submitActions: async (_config: unknown, _chain: string, build: (s: PermissionLevel) => ActionInput[]) => {
    submitted.actions.push(...build({ actor: "lowram", permission: "active" }));
    return { transactionId: "ab".repeat(32), blockNum: 5 };
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  submitted.actions.length = 0;
});

describe("the insufficient-RAM dialog", () => {
  const dialog = {
    kind: "insufficientRam",
    chain: "ux",
    account: "lowram",
    kbNeeded: 3n,
    utxramUnits: 1000_0000n,
  } as const;

  it("shows the KB needed with their bytes, the rate and the balance", () => {
    render(<TransactionFixDialogView config={testConfig()} dialog={dialog} />);
    expect(screen.getByTestId("ram-kb-needed").textContent).toBe("3 KB");
    expect(screen.getByTestId("ram-bytes-needed").textContent).toBe("3072 bytes");
    expect(screen.getByText("1 KB = 1 UTXRAM")).toBeTruthy();
    expect(screen.getByTestId("ram-balance").textContent).toBe("1000.0000 UTXRAM");
  });

  it("Buy RAM sends the spec's eosio::buyrambytes {payer, receiver, bytes}", async () => {
    const success = vi.spyOn(notify, "success").mockImplementation(() => undefined);
    render(<TransactionFixDialogView config={testConfig()} dialog={dialog} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Buy RAM" })));
    expect(submitted.actions).toEqual([
      {
        account: "eosio",
        name: "buyrambytes",
        authorization: [{ actor: "lowram", permission: "active" }],
        data: { payer: "lowram", receiver: "lowram", bytes: 3072 },
      },
    ]);
    expect(success).toHaveBeenCalledWith("RAM purchased");
  });
});
