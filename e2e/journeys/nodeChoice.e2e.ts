import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { expectNoSidewaysOverflowOnPhone, seeNotice, TX_TIMEOUT, useLocalNetwork } from "../support/journey";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

/*
 * Per-chain node choice (issue #17 item 5) against the running local network: the panel lists both ux
 * nodes of the local config (the chain's own port and the app server's /node/ux proxy) with a measured
 * latency; the proxy is chosen by keyboard, stays chosen after a reload, and then every node API call of
 * the ux chain, a read (the Wallet page's balances) and a push (the token issuer's Issue), goes through it.
 */

const { openPage, baseUrl, networkConfig } = useLocalNetwork();

let direct: string;
let proxy: string;

/** The panel, opened from the header's wallet button: its menu (logged in) or popover (logged out). */
async function openNodesPanel(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Not Connected|UX Network ·/ })
    .click();
  const entry = page.getByRole("menuitem", { name: "Nodes" }).or(page.getByRole("button", { name: "Nodes" }));
  await entry.click();
  const panel = page.getByRole("dialog", { name: "Nodes" });
  await panel.waitFor();
  return panel;
}

/** Where a node API call of the ux chain went: 'proxy', 'direct', or null for any other request. */
function uxNodeOf(request: Request): "proxy" | "direct" | null {
  const url = request.url();
  if (url.startsWith(`${proxy}/v1/`)) return "proxy";
  if (url.startsWith(`${direct}/v1/`)) return "direct";
  return null;
}

describe("choosing a chain's node", () => {
  beforeAll(async () => {
    const config = await networkConfig();
    const ux = config.chains.ux;
    if (ux === undefined) throw new Error("no ux chain in /config.json");
    direct = ux.api;
    proxy = `${baseUrl}/node/ux`;
    expect(ux.apis).toEqual([proxy]);
  });

  it("measures both ux nodes, keeps the proxy chosen after a reload, and reads and pushes through it", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/wallet");
    await page.getByRole("heading", { name: "Wallet", level: 1 }).waitFor();

    let panel = await openNodesPanel(page);
    const ux = panel.getByRole("radiogroup", { name: "UX Network" });
    const radios = ux.getByRole("radio");
    expect(await radios.count()).toBe(2);
    for (const url of [direct, proxy]) {
      const option = panel.getByTestId(`node-ux-${url}`);
      await expect.poll(() => option.textContent(), { timeout: 15_000 }).toMatch(/\d+ ms$/);
    }
    await expect.poll(() => ux.getByRole("radio", { checked: true }).count()).toBe(1);
    expect(await panel.getByTestId(`node-ux-${direct}`).getByRole("radio").isChecked()).toBe(true);
    // Every chain of the config is listed, each measured.
    for (const label of ["EOS", "WAX", "TELOS", "Ethereum (devnet)"])
      await panel.getByRole("radiogroup", { name: label }).waitFor();
    await expectNoSidewaysOverflowOnPhone(page);

    // By keyboard: the checked radio takes focus, the arrow moves the choice to the proxy.
    await panel.getByTestId(`node-ux-${direct}`).getByRole("radio").focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => panel.getByTestId(`node-ux-${proxy}`).getByRole("radio").isChecked()).toBe(true);
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });

    await page.reload();
    await page.getByRole("heading", { name: "Wallet", level: 1 }).waitFor();
    panel = await openNodesPanel(page);
    expect(await panel.getByTestId(`node-ux-${proxy}`).getByRole("radio").isChecked()).toBe(true);
    await panel.getByRole("button", { name: "Measure again" }).click();
    await expect
      .poll(() => panel.getByTestId(`node-ux-${proxy}`).textContent(), { timeout: 15_000 })
      .toMatch(/\d+ ms$/);
    await panel.getByRole("button", { name: "Close" }).click();
    await panel.waitFor({ state: "detached" });

    // From here on, every ux node API call the page makes is recorded.
    const calls: { node: "proxy" | "direct"; method: string; path: string }[] = [];
    page.on("request", (request) => {
      const node = uxNodeOf(request);
      if (node !== null)
        calls.push({ node, method: request.method(), path: new URL(request.url()).pathname });
    });
    await logInWithUxTestAccount(page, "tokenissuer");
    const row = page.getByRole("region", { name: "UX Network balances" }).getByTestId("balance-DEV");
    await row.waitFor({ timeout: TX_TIMEOUT });
    const issue = page.getByTestId("manage-issue");
    await issue.waitFor({ timeout: TX_TIMEOUT });
    await issue.getByTestId("manage-issue-amount").locator("input").fill("3");
    await issue.getByTestId("manage-issue-submit").click();
    await seeNotice(page, "Issue Complete");

    expect(calls.some((c) => c.path === "/node/ux/v1/chain/get_currency_balance")).toBe(true);
    expect(calls.some((c) => c.method === "POST" && /\/v1\/chain\/send_transaction2?$/.test(c.path))).toBe(
      true,
    );
    expect(calls.filter((c) => c.node === "direct")).toEqual([]);

    // The logged-in menu offers the panel too, the choice still in place.
    panel = await openNodesPanel(page);
    expect(await panel.getByTestId(`node-ux-${proxy}`).getByRole("radio").isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
