import { parseNetworkConfig } from "@ux/core/config";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import { useBrowser } from "../support/session";

/*
 * The Bridge against the running local network (issue 13 item 6): alice locks UTX on UX Network with her UX
 * wallet, the page waits for finality, fetches the proofs from UX's proof socket and her EOS wallet pushes
 * them to EOS's ibc.prove and ibc.wt.ux, which issues the wrapped UTX to her there.
 */

const openPage = useBrowser();
const baseUrl = inject("baseUrl");
const PROOF_TIMEOUT = 240_000;

let eos: ChainReader;

async function connectTestAccount(page: Page, network: string, account: string) {
  await page.getByTestId("bridge-submit").click();
  const dialog = page.getByRole("dialog", { name: "Use Test Account" });
  const popoverChoice = page.getByRole("dialog", { name: "Login / SignUp" }).getByRole("button", {
    name: "Use Test Account",
  });
  await dialog.or(popoverChoice).first().waitFor();
  if (await popoverChoice.isVisible()) await popoverChoice.click();
  await dialog
    .getByRole("button")
    .filter({ hasText: `${network} test account` })
    .filter({ hasText: new RegExp(`^${account}`) })
    .first()
    .click();
  await dialog.waitFor({ state: "detached" });
}

function units(text: string | undefined): bigint {
  const match = /(\d+)\.(\d{4})/.exec(text ?? "0.0000");
  return match ? BigInt(`${match[1]}${match[2]}`) : 0n;
}

describe("Bridge", () => {
  beforeAll(async () => {
    const config = parseNetworkConfig(await (await fetch(`${baseUrl}/config.json`)).json());
    const chain = config.chains.eos;
    if (!chain) throw new Error("no eos chain in /config.json");
    eos = chainReader(chain.api);
  });

  it("bridges 1 UTX from UX Network to EOS with both wallets and shows it Complete", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/bridge");
    await page.getByRole("heading", { name: "Bridge", level: 1 }).waitFor();
    await page.getByText("Bridge transfers do not incur any fees").waitFor();
    await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Connect Wallets");
    await connectTestAccount(page, "UX Network", "alice");
    await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Connect Wallets");
    await connectTestAccount(page, "EOS", "alice");

    await page.getByRole("combobox", { name: "From", exact: true }).click();
    await page.getByRole("option", { name: "UX Network", exact: true }).click();
    await page.getByRole("combobox", { name: "To", exact: true }).click();
    await page.getByRole("option", { name: "EOS", exact: true }).click();
    await page.getByTestId("bridge-token-search").fill("ut");
    await page.getByRole("combobox", { name: "Token", exact: true }).click();
    await page.getByRole("option", { name: "UTX", exact: true }).click();
    await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Amount not entered");
    await page.getByTestId("bridge-amount").fill("1");
    await expect.poll(() => page.getByTestId("bridge-submit").textContent()).toBe("Transfer");

    const before = units(await eos.balance("alice", "UTX", "ibc.wt.ux"));
    await page.getByTestId("bridge-submit").click();
    await page.getByTestId("bridge-confirm").click();
    await expect
      .poll(async () => units(await eos.balance("alice", "UTX", "ibc.wt.ux")), {
        timeout: PROOF_TIMEOUT,
        interval: 1000,
      })
      .toBe(before + 10_000n);

    await page.getByRole("tab", { name: "Previous Transactions" }).click();
    await page.getByTestId("bridge-previous-row").getByText("Complete").first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
  }, 360_000);
});
