import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/* What the trading journeys read from the trading screens: fields, amounts and the report dialog. */

export const REPORT_TIMEOUT = 60_000;

/** The input of a field whose data-testid is on the input itself or on its TextField. */
export function field(page: Page, testId: string): Locator {
  return page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
}

/** Units of an 'amount SYMBOL' or plain decimal text with the given precision. */
export function units(text: string, decimals: number): bigint {
  const match = /(\d+)(?:\.(\d+))?/.exec(text.replaceAll(",", ""));
  if (!match) throw new Error(`no amount in '${text}'`);
  const fraction = (match[2] ?? "").padEnd(decimals, "0");
  if (fraction.length > decimals) throw new Error(`'${text}' has more than ${decimals} decimals`);
  return BigInt(`${match[1]}${fraction}`);
}

/** Waits for the report dialog of a settled order and returns it. */
export async function settledReport(page: Page): Promise<Locator> {
  const dialog = page.getByTestId("order-report-dialog");
  await dialog.getByTestId("report-received").waitFor({ timeout: REPORT_TIMEOUT });
  await expect.poll(() => dialog.textContent(), { timeout: REPORT_TIMEOUT }).toMatch(/Received/);
  return dialog;
}

export async function closeReport(page: Page) {
  await page.getByTestId("report-close").click();
  await page.getByTestId("order-report-dialog").waitFor({ state: "detached" });
}
