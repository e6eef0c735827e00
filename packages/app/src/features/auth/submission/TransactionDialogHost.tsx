import type { NetworkConfig } from "@ux/core/config";
import { lazy, Suspense } from "react";
import { useTransactionFixDialog } from "./transactionDialogStore";

const TransactionFixDialogView = lazy(() =>
  import("./TransactionFixDialogView").then((m) => ({ default: m.TransactionFixDialogView })),
);

/** Mounted with the header: loads the RAM / stake dialogs only when a transaction needs one. */
export function TransactionDialogHost({ config }: { config: NetworkConfig }) {
  const dialog = useTransactionFixDialog();
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <TransactionFixDialogView config={config} dialog={dialog} />
    </Suspense>
  );
}
