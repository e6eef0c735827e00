import { readFile } from "node:fs/promises";
import type { NetworkConfig } from "@ux/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { ORDERS_CSV_COLUMNS } from "../../packages/app/src/features/orders/store/ordersCsv";
import { type ChainReader, chainReader } from "../support/chainReader";
import { csvRecords } from "../support/csvRecords";
import { useLocalNetwork, uxChainOf } from "../support/journey";
import { logInWithUxTestAccount } from "../support/testAccountLogin";
import { field, REPORT_TIMEOUT, settledReport, units } from "../support/tradingPage";

/*
 * Nothing lost on reload (#17 item 3): an order placed, then the tab reloaded before its report reached it.
 * The AMM socket's report frames are held back by the browser route (socket.io text frames '42<ack>["report",
 * ...]'), so the report is settled and stored by the services but never acknowledged; after the reload the
 * order history still holds the order, the socket binds the kept session again and the report arrives; the
 * history's CSV export then holds the order with what the chain paid and transaction ids the chain knows.
 */

const { openPage, networkConfig } = useLocalNetwork();
const REPORT_FRAME = /^42\d*\["report"/;

let config: NetworkConfig;
let ux: ChainReader;

describe("an order in flight survives a reload", () => {
  beforeAll(async () => {
    config = await networkConfig();
    ux = chainReader(uxChainOf(config).api);
  });

  it("the report of an order settled while the tab reloads is shown after it", async () => {
    const { page, goto, errors } = await openPage();
    const ammSocket = new URL(config.services.ammSocket);
    let holdReports = true;
    let held = 0;
    await page.routeWebSocket(
      (url) => url.host === ammSocket.host,
      (socket) => {
        const server = socket.connectToServer();
        server.onMessage((message) => {
          if (holdReports && typeof message === "string" && REPORT_FRAME.test(message)) {
            held += 1;
            return;
          }
          socket.send(message);
        });
        socket.onMessage((message) => server.send(message));
      },
    );
    await goto("/amm/swap?from=UTX&to=UTXRAM");
    await logInWithUxTestAccount(page, "carol", "swap-submit");
    await field(page, "swap-from-amount").fill("3.21");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Submit");
    const estimateText = ((await page.getByTestId("swap-estimate").textContent()) ?? "").trim();
    const estimate = units(estimateText, 4);
    const utxram = async () => units((await ux.balance("carol", "UTXRAM")) ?? "0", 4);
    const before = await utxram();

    const placedAfter = Date.now();
    await page.getByTestId("swap-submit").click();
    // Settled on chain, and its report held back at least once: the page has not seen it.
    await expect.poll(utxram, { timeout: REPORT_TIMEOUT }).toBe(before + estimate);
    await expect.poll(() => held, { timeout: REPORT_TIMEOUT }).toBeGreaterThan(0);
    expect(await page.getByTestId("order-report-dialog").count()).toBe(0);

    holdReports = false;
    await page.reload();
    // The order history kept the order, and its report arrives with exactly what the chain paid.
    const report = await settledReport(page);
    expect(await report.getByTestId("report-received").textContent()).toContain(estimateText);
    await page.keyboard.press("Escape");
    await page.getByTestId("order-history-badge").click();
    const history = page.getByTestId("order-history-popover");
    await history.getByTestId("order-report-button").first().waitFor();
    expect(await history.getByTestId("order-state").first().textContent()).toBe("Completed");

    // 'Export CSV' (for tax records): the file holds this order as the chain settled it.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      history.getByRole("button", { name: "Export CSV of the order history" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ux-orders-carol-\d{8}\.csv$/);
    const text = await readFile(await download.path(), "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [header = [], ...rows] = csvRecords(text.slice(1));
    expect(header).toEqual(ORDERS_CSV_COLUMNS);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((name, i) => [name, rows[0]?.[i] ?? ""]));
    expect(Date.parse(row.time ?? "")).toBeGreaterThanOrEqual(placedAfter);
    expect(Date.parse(row.time ?? "")).toBeLessThanOrEqual(Date.now());
    expect([row.state, row.sent, row["sent amount"], row["sent token"]]).toEqual([
      "Completed",
      "3.2100 UTX",
      "3.2100",
      "UTX",
    ]);
    expect([row.received, `${row["received amount"]} ${row["received token"]}`]).toEqual([
      estimateText,
      estimateText,
    ]);
    expect(row["order ids"]).toMatch(/^\d+$/);
    expect(row.report).toContain(estimateText);
    expect(row.error).toBe("");
    const txIds = (row["transaction ids"] ?? "").split("; ");
    expect(txIds.length).toBeGreaterThan(0);
    for (const id of txIds) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      const onChain = await fetch(`${uxChainOf(config).api}/v2/history/get_transaction?id=${id}`);
      expect(((await onChain.json()) as { executed: boolean }).executed, id).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
