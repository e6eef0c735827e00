import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { wantWalletUi } from "../../../shared/wallet/walletSelectors";

/** The readable-error dialogs of a failed transaction that offer a fix (spec 1 §8). */
export type TransactionFixDialog =
  | {
      kind: "insufficientRam";
      chain: string;
      /** The account that needs RAM (it receives the purchase). */
      account: string;
      kbNeeded: bigint;
      /** The signer's UTXRAM balance in units (4 decimals). */
      utxramUnits: bigint;
    }
  | { kind: "stake"; chain: string; resource: "cpu" | "net"; message: string };

export const transactionDialogStore = createStore<{ dialog: TransactionFixDialog | null }>()(() => ({
  dialog: null,
}));

export function openTransactionFixDialog(dialog: TransactionFixDialog): void {
  wantWalletUi();
  transactionDialogStore.setState({ dialog });
}

export function closeTransactionFixDialog(): void {
  transactionDialogStore.setState({ dialog: null });
}

export function useTransactionFixDialog(): TransactionFixDialog | null {
  return useStore(transactionDialogStore, (state) => state.dialog);
}
