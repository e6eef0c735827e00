import type { NetworkConfig } from "@ux/core/config";
import { useEffect } from "react";
import { useStore } from "zustand";
import { msg } from "../../../shared/i18n/msg";
import { notify } from "../../../shared/notifications/notify";
import type { WalletSession } from "../../../shared/wallet/walletSession";
import { ReportDialog } from "../reports/ReportDialog";
import { ReportToast } from "../reports/ReportToast";
import { closeReportDialog, hideReportToast, openReportDialog, useReportUi } from "../reports/reportUiStore";
import { connectAmmSocket, disconnectAmmSocket } from "../socket/ammSocketRegistry";
import { ordersStore } from "../store/ordersStore";

/** ours: the copy action's confirmation. */
export const COPIED_TEXT = msg("Copied to clipboard");

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(COPIED_TEXT);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : String(error));
  }
}

function ReportDialogHost({ config }: { config: NetworkConfig }) {
  const uuid = useReportUi((state) => state.dialogUuid);
  const order = useStore(ordersStore, (state) =>
    uuid === null ? undefined : state.orders.find((o) => o.uuid === uuid),
  );
  if (order === undefined) return null;
  return (
    <ReportDialog
      order={order}
      txExplorer={config.chains.ux?.txExplorer}
      onClose={closeReportDialog}
      onCopy={(text) => void copyText(text)}
    />
  );
}

function ReportToastHost() {
  const toast = useReportUi((state) => state.toast);
  if (toast === null) return null;
  return (
    <ReportToast
      toastKey={toast.key}
      onClose={hideReportToast}
      onView={() => {
        hideReportToast();
        openReportDialog(toast.uuid);
      }}
    />
  );
}

/**
 * Mounted while a UX account is logged in (loaded lazily, never with the landing page): keeps the AMM socket
 * connected and proven for the session's account, and shows the report dialog and the report notification.
 */
export function AmmOrdersHost({ config, session }: { config: NetworkConfig; session: WalletSession }) {
  useEffect(() => {
    connectAmmSocket(config, session);
    return () => disconnectAmmSocket(session.actor);
  }, [config, session]);
  return (
    <>
      <ReportDialogHost config={config} />
      <ReportToastHost />
    </>
  );
}
