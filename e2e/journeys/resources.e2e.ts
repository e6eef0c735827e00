import type { NetworkConfig } from "@ux/core/config";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hardhatAccounts } from "../../packages/devnet/src/ethereum/hardhatAccounts";
import { type ChainReader, chainReader } from "../support/chainReader";
import { injectEthereumWallet } from "../support/injectedEthereumWallet";
import { useLocalNetwork, uxChainOf } from "../support/journey";
import type { AppPage } from "../support/session";

/*
 * The Resources page against the running local network (issue 14): ETH sent by the injected Ethereum wallet
 * through the real swap service (request, the wallet's payment naming the request, transferOnEthereum,
 * 3 confirmations on the Ethereum devnet), paid out as UTXRAM on ux to a receiver found by the prefix
 * search. The receiver's UTXRAM grows by exactly the receive amount the page showed.
 */

const { openPage, networkConfig } = useLocalNetwork();
const SWAP_TIMEOUT = 90_000;
/** A Hardhat account no other journey pays from. */
const WALLET_INDEX = 6;
const RECEIVER = "carol";

let config: NetworkConfig;
let ux: ChainReader;

/** Units of an 'amount' text at 4 decimals ('25.0000' -> 250000n). */
function units(text: string): bigint {
  const match = /^(\d+)\.(\d{4})$/.exec(text.trim());
  if (!match) throw new Error(`no 4-decimal amount in '${text}'`);
  return BigInt(`${match[1]}${match[2]}`);
}

async function utxramOf(account: string): Promise<bigint> {
  const text = await ux.balance(account, "UTXRAM");
  return text === undefined ? 0n : units(text.split(" ")[0] ?? "");
}

async function injectWallet(app: AppPage) {
  const eth = config.chains.eth;
  const wallet = hardhatAccounts(WALLET_INDEX + 1).testAccounts[WALLET_INDEX];
  if (eth?.ethChainId === undefined || wallet === undefined) throw new Error("no Ethereum devnet wallet");
  await injectEthereumWallet(app, {
    privateKey: wallet.privateKey,
    chains: [{ chainId: eth.ethChainId, chainName: eth.label, rpcUrl: eth.api }],
    initialChainId: eth.ethChainId,
  });
  return wallet.address.toLowerCase();
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** /swap with the browser wallet connected as the sending account. */
async function openResources(app: AppPage, address: string) {
  const { page } = app;
  await app.goto("/swap");
  await page
    .getByRole("heading", { name: "UX Resources: acquire UX resources using Ethereum tokens", level: 1 })
    .waitFor();
  await page.getByTestId("resources-form").waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByTestId("resources-submit").textContent()).toBe("Please connect wallet");
  await page.getByTestId("resources-connect").click();
  await page.getByText("Metamask Wallet connected").first().waitFor();
  await expect.poll(() => page.getByTestId("resources-sending-account").textContent()).toBe(address);
}

/** ETH -> UTXRAM, the receiver from the search, the amount typed: the receive amount the page shows. */
async function fillSwap(page: Page, amount: string) {
  await page.getByRole("combobox", { name: "Receive token" }).click();
  await page.getByRole("option", { name: "UTXRAM" }).click();
  await expect
    .poll(() => page.getByTestId("resources-submit").textContent())
    .toBe("Select receiving account");
  const search = page.getByTestId("resources-receiver-search");
  await search.fill(RECEIVER.slice(0, 3));
  await page.getByRole("option", { name: RECEIVER, exact: true }).click();
  await expect.poll(() => page.getByTestId("resources-submit").textContent()).toBe("Enter an amount");
  await page.getByTestId("resources-amount").fill(amount);
  await expect.poll(() => page.getByTestId("resources-submit").textContent()).toBe("Submit");
  return page.getByTestId("resources-receive-amount").inputValue();
}

describe("Resources", () => {
  beforeAll(async () => {
    config = await networkConfig();
    ux = chainReader(uxChainOf(config).api);
  });

  it(
    "swaps ETH for UTXRAM: the payment by the browser wallet, n/3 confirmations, exactly the amount shown on ux",
    async () => {
      const app = await openPage();
      const { page, errors } = app;
      const address = await injectWallet(app);
      await openResources(app, address);
      const shown = await fillSwap(page, "0.01");
      // 0.01 ETH at the devnet's 2500 UTXRAM per ETH.
      expect(shown).toBe("25.0000");
      await expect.poll(() => page.getByTestId("resources-submit").isEnabled()).toBe(true);
      const before = await utxramOf(RECEIVER);

      await page.getByTestId("resources-submit").click();
      const confirm = page.getByRole("dialog", { name: "Confirm the swap" });
      await expect
        .poll(() => confirm.getByTestId("resources-confirm-receive").textContent())
        .toBe(`${shown} UTXRAM`);
      await expect.poll(() => confirm.getByTestId("resources-execute").isDisabled()).toBe(true);
      await confirm.getByTestId("resources-terms").check();
      await confirm.getByTestId("resources-execute").click();

      const status = page.getByTestId("resources-progress-status");
      await page.getByText(/^Transaction confirmation [0-3]\/3$/).waitFor({ timeout: SWAP_TIMEOUT });
      await expect
        .poll(() => status.textContent(), { timeout: SWAP_TIMEOUT })
        .toBe(`Swap complete: ${shown} UTXRAM sent to ${RECEIVER}`);
      expect(await utxramOf(RECEIVER)).toBe(before + units(shown));

      await page.getByTestId("resources-progress-close").click();
      await expect.poll(() => page.getByTestId("resources-amount").inputValue()).toBe("");
      await page
        .getByRole("banner")
        .getByRole("button", { name: /^Order history/ })
        .click();
      const row = page.getByTestId("order-history-popover").getByRole("row").filter({ hasText: "Resources" });
      await row.first().getByText("Completed").waitFor();
      expect(errors).toEqual([]);
    },
    SWAP_TIMEOUT * 2,
  );

  it("on a 390 px screen: the form, its limits and the confirm dialog without horizontal overflow", async () => {
    const app = await openPage({ viewport: { width: 390, height: 844 } });
    const { page, errors } = app;
    const address = await injectWallet(app);
    await openResources(app, address);
    await expect.poll(() => noOverflow(page)).toBe(true);
    await fillSwap(page, "0.0005");
    await expect.poll(() => page.getByTestId("resources-submit").isDisabled()).toBe(true);
    await page.getByText("Minimum 0.001 ETH per swap").waitFor();
    await page.getByTestId("resources-amount").fill("0.002");
    await expect.poll(() => page.getByTestId("resources-submit").isEnabled()).toBe(true);
    await expect.poll(() => noOverflow(page)).toBe(true);
    // The keyboard: Enter in the amount submits the form.
    await page.getByTestId("resources-amount").press("Enter");
    const confirm = page.getByRole("dialog", { name: "Confirm the swap" });
    await confirm.waitFor();
    await expect.poll(() => noOverflow(page)).toBe(true);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });
});
