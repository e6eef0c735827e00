// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REVOKE_DELAY_MS } from "../../../src/features/orders/downloadTextFile";
import { OrderHistoryPopover } from "../../../src/features/orders/OrderHistoryPopover";
import { ordersCsv } from "../../../src/features/orders/store/ordersCsv";
import { ordersStore } from "../../../src/features/orders/store/ordersStore";
import { failed, reported, resetOrderHistory } from "./orderHistoryFixtures";

afterEach(() => {
  vi.restoreAllMocks();
  resetOrderHistory();
});

const EXPORT_NAME = "Export CSV of the order history";
const anchor = () => document.body;

const renderPopover = (accountName: string | null) =>
  render(<OrderHistoryPopover anchorEl={anchor()} accountName={accountName} onClose={() => undefined} />);

describe("order history CSV export", () => {
  it("has no export button without an account or without orders", () => {
    const { unmount } = renderPopover(null);
    expect(screen.queryByRole("button", { name: EXPORT_NAME })).toBeNull();
    unmount();
    renderPopover("alice1111111");
    expect(screen.queryByTestId("order-history-export")).toBeNull();
  });

  it("with orders, a focusable 'Export CSV' button downloads them as ux-orders-<account>-<YYYYMMDD>.csv", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-02T08:30:00.000Z") });
    ordersStore.getState().addOrder(failed);
    ordersStore.getState().addOrder(reported);
    const blobs: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:orders-csv";
    });
    const revokeObjectURL = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    renderPopover("alice1111111");
    const button = screen.getByRole("button", { name: EXPORT_NAME });
    expect(button.tagName).toBe("BUTTON");
    expect(button.textContent).toBe("Export CSV");
    button.focus();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: "blob:orders-csv", download: "ux-orders-alice1111111-20260302.csv" }]);
    // The link is gone; the URL is revoked once the browser had time to read it.
    expect(document.querySelector('a[href="blob:orders-csv"]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:orders-csv");

    const blob = blobs[0] as Blob;
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // The UTF-8 byte order mark, then the CSV of the listed orders.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(ordersCsv(ordersStore.getState().orders));
    expect(text.split("\r\n")).toHaveLength(4);
    expect(text).toContain("ab".repeat(32));
  });
});
