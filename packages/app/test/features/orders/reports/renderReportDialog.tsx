import { render } from "@testing-library/react";
import { ReportDialog } from "../../../../src/features/orders/reports/ReportDialog";
import type { Order } from "../../../../src/features/orders/store/order";

/** The report dialog of `order`; closing and copying do nothing unless handlers are given. */
export function renderReportDialog(
  order: Order,
  options: { txExplorer?: string; onClose?: () => void; onCopy?: (text: string) => void } = {},
) {
  return render(
    <ReportDialog
      order={order}
      txExplorer={options.txExplorer}
      onClose={options.onClose ?? (() => undefined)}
      onCopy={options.onCopy ?? (() => undefined)}
    />,
  );
}
