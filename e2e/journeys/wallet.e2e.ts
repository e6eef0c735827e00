import type { NetworkConfig } from "@ux/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { useLocalNetwork } from "../support/journey";
import type { AppPage } from "../support/session";

/*
 * Wallets, sessions and the Wallet page against the running local network (issue 5): test-account logins
 * on every EOSIO chain. The Ethereum-wallet and insufficient-RAM journeys are in wallet-ethereum.e2e.ts.
 */

const { openPage, networkConfig } = useLocalNetwork();

let config: NetworkConfig;

async function logInWithTestAccount({ page }: AppPage, chainLabel: string) {
  const section = page.getByRole("region", { name: `${chainLabel} balances` });
  await section.getByRole("button", { name: "Connect Wallet" }).click();
  const dialog = page.getByRole("dialog", { name: "Use Test Account" });
  await dialog
    .getByRole("button")
    .filter({ hasText: `${chainLabel} test account` })
    .first()
    .click();
  await dialog.waitFor({ state: "detached" });
  return section;
}

describe("wallets and the Wallet page", () => {
  beforeAll(async () => {
    config = await networkConfig();
    expect(config.network).toBe("local");
    expect(config.testAccounts.length).toBeGreaterThan(0);
  });

  it("logs in with a test account on each EOSIO chain, shows the balances, and logs out", async () => {
    const app = await openPage();
    const { page, goto, errors } = app;
    await goto("/wallet");
    await page.getByRole("banner").getByText("Not Connected").waitFor();
    const eosioChains = Object.values(config.chains).filter((c) => c.type === "eosio");
    for (const chain of eosioChains) {
      const section = await logInWithTestAccount(app, chain.label);
      const firstToken = chain.balances[0];
      if (!firstToken) throw new Error(`${chain.name} lists no balances`);
      // The devnet funds every test account with each chain's core token, shown with 4 decimals.
      const row = section.getByTestId(`balance-${firstToken.symbol}`);
      await row.waitFor();
      await expect(row.textContent()).resolves.toMatch(
        new RegExp(`${firstToken.symbol}${firstToken.contract}\\d+\\.\\d{4}$`),
      );
    }
    // The header shows the native network and its account.
    await page
      .getByRole("banner")
      .getByText(/UX Network ·/)
      .waitFor();
    // Sessions are restored at load.
    await page.reload();
    await page
      .getByRole("banner")
      .getByText(/UX Network ·/)
      .waitFor();
    for (const chain of eosioChains) {
      await page.getByRole("banner").getByRole("button", { name: /·/ }).click();
      await page.getByRole("menuitem", { name: new RegExp(`^Logout .* \\(${chain.label}\\)$`) }).click();
      await page
        .getByRole("region", { name: `${chain.label} balances` })
        .getByRole("button", { name: "Connect Wallet" })
        .waitFor();
    }
    await page.getByRole("banner").getByText("Not Connected").waitFor();
    expect(errors).toEqual([]);
  });
});
