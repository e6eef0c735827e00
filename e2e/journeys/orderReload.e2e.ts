import type { NetworkConfig } from "@ux/core/config";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import { localNetworkConfig, uxChainOf } from "../support/journey";
import { useBrowser } from "../support/session";
import { logInWithUxTestAccount } from "../support/testAccountLogin";
import { field, REPORT_TIMEOUT, settledReport, units } from "../support/tradingPage";

/*
 * Nothing lost on reload (#17 item 3): an order placed, then the tab reloaded before its report reached it.
 * The AMM socket's report frames are held back by the browser route (socket.io text frames '42<ack>["report",
 * ...]'), so the report is settled and stored by the services but never acknowledged; after the reload the
 * order history still holds the order, the socket binds the kept session again and the report arrives.
 */

const openPage = useBrowser();
const baseUrl = inject("baseUrl");
const REPORT_FRAME = /^42\d*\["report"/;

let config: NetworkConfig;
let ux: ChainReader;

describe("an order in flight survives a reload", () => {
  beforeAll(async () => {
    config = await localNetworkConfig(baseUrl);
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
    expect(errors).toEqual([]);
  });
});
