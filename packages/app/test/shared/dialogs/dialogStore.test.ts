import { beforeEach, describe, expect, it } from "vitest";
import {
  dialogStore,
  showErrorDialog,
  showInfoDialog,
  showTransactionFailedDialog,
  TRANSACTION_FAILED_TITLE,
} from "../../../src/shared/dialogs/dialogStore";

beforeEach(() => {
  dialogStore.setState({ current: null, waiting: [] });
});

describe("dialog store", () => {
  it("opens the error dialog titled 'Error' by default", () => {
    showErrorDialog("Verification failed: bad signature");
    expect(dialogStore.getState().current).toEqual({
      kind: "error",
      title: "Error",
      message: "Verification failed: bad signature",
    });
  });

  it("opens info and 'Transaction Failed' dialogs", () => {
    expect(TRANSACTION_FAILED_TITLE).toBe("Transaction Failed");
    showInfoDialog("Soon", "Later");
    expect(dialogStore.getState().current).toEqual({ kind: "info", title: "Soon", message: "Later" });
    dialogStore.getState().close();
    showTransactionFailedDialog("transaction net usage is too high");
    expect(dialogStore.getState().current).toEqual({
      kind: "transactionFailed",
      message: "transaction net usage is too high",
    });
  });

  it("queues dialogs opened while one is showing and shows them in order as each closes", () => {
    showErrorDialog("first");
    showTransactionFailedDialog("second");
    showInfoDialog("Third", "third");
    const { close } = dialogStore.getState();
    expect(dialogStore.getState().current).toMatchObject({ message: "first" });
    close();
    expect(dialogStore.getState().current).toMatchObject({ kind: "transactionFailed", message: "second" });
    close();
    expect(dialogStore.getState().current).toMatchObject({ kind: "info", message: "third" });
    close();
    expect(dialogStore.getState().current).toBeNull();
    close();
    expect(dialogStore.getState()).toMatchObject({ current: null, waiting: [] });
  });
});
