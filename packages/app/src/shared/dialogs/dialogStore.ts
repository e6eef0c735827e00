import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { msg } from "../i18n/msg";

/** The shell's shared dialogs (spec 1 §2 'Other shell elements'). */
export type AppDialog =
  | { kind: "error"; title: string; message: string }
  | { kind: "info"; title: string; message: string }
  | { kind: "transactionFailed"; message: string };

export const ERROR_DIALOG_TITLE = msg("Error");
export const TRANSACTION_FAILED_TITLE = msg("Transaction Failed");

export interface DialogState {
  /** The dialog on screen, if any. */
  current: AppDialog | null;
  /** Dialogs opened while another was showing; each appears when the one before it closes. */
  waiting: AppDialog[];
  open(dialog: AppDialog): void;
  close(): void;
}

export const dialogStore = createStore<DialogState>()((set) => ({
  current: null,
  waiting: [],
  open: (dialog) =>
    set((state) => (state.current === null ? { current: dialog } : { waiting: [...state.waiting, dialog] })),
  close: () => set((state) => ({ current: state.waiting[0] ?? null, waiting: state.waiting.slice(1) })),
}));

export function useDialogStore<T>(selector: (state: DialogState) => T): T {
  return useStore(dialogStore, selector);
}

/** Opens the error dialog (title 'Error' unless given). */
export function showErrorDialog(message: string, title = ERROR_DIALOG_TITLE): void {
  dialogStore.getState().open({ kind: "error", title, message });
}

export function showInfoDialog(title: string, message: string): void {
  dialogStore.getState().open({ kind: "info", title, message });
}

/** Opens the 'Transaction Failed' dialog with the node's or wallet's error text. */
export function showTransactionFailedDialog(message: string): void {
  dialogStore.getState().open({ kind: "transactionFailed", message });
}
