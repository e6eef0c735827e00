import { type NetworkConfig, parseNetworkConfig } from "@ux/core/config";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { useBrowser } from "./session";

/** What several journeys share against the running local network. */

/** Every route of the spec's route table with the heading its page shows. */
export const SHELL_ROUTES: [path: string, heading: string | RegExp][] = [
  ["/home", /UX Network/],
  ["/swap", "UX Resources: acquire UX resources using Ethereum tokens"],
  ["/referrals", /Referral/],
  ["/wallet", /Wallet/],
  ["/stake", /QuickStake|Stake/],
  ["/bridge", "Bridge"],
  ["/amm/liquidity/add", "AMM Liquidity Pools"],
  ["/amm/liquidity/remove", "AMM Liquidity Pools"],
  ["/amm/liquidity/positions", "AMM Liquidity Pools"],
  ["/amm/swap", "AMM Swap"],
  ["/amm/multiSwap", "Multi Swap"],
  ["/pools/standard", "Liquidity Pools"],
  ["/pools/ufx", "Liquidity Pools"],
  ["/pools/standard/antelope", /antelope/],
];

/** A UFX pair's detail page (the pairs exist on a fresh local network). */
export const UFX_POOL_ROUTE: [path: string, heading: RegExp] = ["/pools/ufx/ufx-utx", /ufx-utx/];

/** How long a journey waits for a transaction pushed to the local network and what shows it. */
export const TX_TIMEOUT = 60_000;

/** The local network's /config.json, as the app reads it. */
export async function localNetworkConfig(baseUrl: string): Promise<NetworkConfig> {
  return parseNetworkConfig(await (await fetch(`${baseUrl}/config.json`)).json());
}

/**
 * The start of a journey against the running local network: the file's browser (useBrowser), the app's
 * base URL and a reader of its /config.json, so each journey does not wire the three up again.
 */
export function useLocalNetwork() {
  const baseUrl = inject("baseUrl");
  return { openPage: useBrowser(), baseUrl, networkConfig: () => localNetworkConfig(baseUrl) };
}

/** The config's ux chain: every local network has one, so its absence is a broken config. */
export function uxChainOf(config: NetworkConfig): NonNullable<NetworkConfig["chains"]["ux"]> {
  const chain = config.chains.ux;
  if (chain === undefined) throw new Error("no ux chain in /config.json");
  return chain;
}

/** Clicks Accept in the disclaimer dialog (pages opened with acceptDisclaimer: false show it first). */
export async function acceptDisclaimer(page: Page) {
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /accept/i })
    .click();
}

/** Waits for a notice (e.g. 'Split Complete') that a transaction went through. */
export async function seeNotice(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: TX_TIMEOUT });
}

/** Nothing overflows sideways at 390 px (a phone) in the page's present state; then back to 1280 x 800. */
export async function expectNoSidewaysOverflowOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}
