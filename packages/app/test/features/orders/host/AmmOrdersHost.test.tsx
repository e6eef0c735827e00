// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { NetworkConfig } from "@ux/core/config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AmmOrdersHost } from "../../../../src/features/orders/host/AmmOrdersHost";
import { createReportHandler } from "../../../../src/features/orders/reports/reportEffects";
import {
  openReportDialog,
  reportUiStore,
  showReportToast,
} from "../../../../src/features/orders/reports/reportUiStore";
import type { ReportEvent } from "../../../../src/features/orders/socket/ammSocketPayloads";
import { ordersStore } from "../../../../src/features/orders/store/ordersStore";
import type { WalletSession } from "../../../../src/shared/wallet/walletSession";
import { ammConfig } from "../amm/fakeAmm";
import { ammOrder } from "../orderFixtures";

const socketCalls = vi.hoisted(() => [] as string[]);
vi.mock("../../../../src/features/orders/socket/ammSocketRegistry", () => ({
  connectAmmSocket: (config: NetworkConfig, session: WalletSession) =>
    socketCalls.push(`connect ${config.services.ammSocket} ${session.actor} ${session.walletPlugin}`),
  disconnectAmmSocket: (account: string) => socketCalls.push(`disconnect ${account}`),
}));

const session = (actor: string): WalletSession => ({
  chain: "ux",
  actor,
  permission: "active",
  walletPlugin: "privatekey",
});

afterEach(() => {
  cleanup();
  socketCalls.length = 0;
  ordersStore.getState().clear();
  reportUiStore.setState({ dialogUuid: null, toast: null });
});

describe("AMM orders host", () => {
  it("keeps the AMM socket connected for the logged-in account only", () => {
    const config = ammConfig();
    const alice = session("alice1111111");
    const { rerender, unmount } = render(<AmmOrdersHost config={config} session={alice} />);
    rerender(<AmmOrdersHost config={config} session={alice} />);
    rerender(<AmmOrdersHost config={config} session={session("bob111111111")} />);
    unmount();
    expect(socketCalls).toEqual([
      "connect http://x.test/c alice1111111 privatekey",
      "disconnect alice1111111",
      "connect http://x.test/c bob111111111 privatekey",
      "disconnect bob111111111",
    ]);
  });

  it("a completing report opens the report dialog and the notice; the notice reopens it", () => {
    ordersStore.getState().addOrder(ammOrder({ uuid: "u-7", ammOrderIds: ["42"] }));
    render(<AmmOrdersHost config={ammConfig()} session={session("alice1111111")} />);
    const handle = createReportHandler({
      orders: () => ordersStore.getState(),
      showToast: showReportToast,
      openDialog: openReportDialog,
      refreshMarket: async () => undefined,
      log: () => undefined,
    });
    act(() =>
      handle({
        report: { input: { quantity: "1.2345 UTX" }, outputs: [{ quantity: "2.4601 UFX" }] },
        orderTxId: "ab".repeat(32),
        forwardTxId: "cd".repeat(32),
        pool_id: 3,
        order_id: "42",
      } as ReportEvent),
    );
    expect(screen.getByTestId("order-report-dialog")).toBeTruthy();
    expect(screen.getByTestId("report-received").textContent).toBe("2.4601 UFX");
    expect(screen.getByTestId("report-tx-explorer").getAttribute("href")).toBe(
      `https://explorer.test/transaction/${"ab".repeat(32)}`,
    );
    act(() => fireEvent.click(screen.getByTestId("report-close")));
    expect(reportUiStore.getState().dialogUuid).toBeNull();
    act(() => fireEvent.click(screen.getByTestId("order-report-toast")));
    expect(reportUiStore.getState()).toEqual({ dialogUuid: "u-7", toast: null });
  });
});
