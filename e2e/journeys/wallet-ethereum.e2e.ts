import type { NetworkConfig } from "@ux/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_TOKENS_STORAGE_KEY } from "../../packages/app/src/shared/serviceSession/sessionTokenStore";
import { hardhatAccounts } from "../../packages/devnet/src/ethereum/hardhatAccounts";
import {
  ETHEREUM_MAPPED_ACCOUNT,
  LOW_RAM_ACCOUNT,
  MAPPED_ETHEREUM_ACCOUNT_INDEX,
} from "../../packages/devnet/src/genesis/scenarioAccounts";
import { type ChainReader, chainReader } from "../support/chainReader";
import { injectEthereumWallet, type WalletChainChoice } from "../support/injectedEthereumWallet";
import { useLocalNetwork } from "../support/journey";
import type { AppPage } from "../support/session";

/*
 * Issue 5 against the running local network: the injected Ethereum wallet logging in on chain 71 (a mapped
 * address, an unmapped one, a wallet on the wrong network) and the insufficient-RAM dialog whose Buy RAM
 * lets the transaction through. The devnet's genesis provides the accounts (scenarioAccounts.ts): one
 * linked to Hardhat account 1, and one that owns no free RAM.
 */

const { openPage, networkConfig } = useLocalNetwork();

/** Spec 1 §8 and §5, quoted. */
const NO_UX_ACCOUNT =
  "A UX Network account does not exist for this metamask address. Please create a new account using the product and pay using Metamask to be able to login with it";
const SWITCH_TO_UX_NETWORK = "You need to switch to UX Network on MetaMask to be able to login";
const wrongNetwork = (name: string) =>
  `You are linking an account from the wrong network, please change the wallet network to ${name}`;
const METAMASK_CONNECTED = "Metamask Wallet connected";
const ANTELOPE_WALLET_REQUIRED = "An Antelope wallet is required";
const ANCHOR_DOWNLOAD_URL = "https://www.greymass.com/anchor";
const TOKEN_CANNOT_BE_ADDED = "Token cannot be currently added to Metamask, contact admin";

let config: NetworkConfig;
let ux: ChainReader;

function hardhatAccount(index: number) {
  const account = hardhatAccounts(index + 1).testAccounts[index];
  if (account === undefined) throw new Error(`no Hardhat account ${index}`);
  return account;
}

/** Header, 'Login / SignUp', 'Connect Metamask', then the network picked in the chooser. */
async function connectMetamask({ page }: AppPage, networkLabel: string) {
  await page.getByRole("banner").getByRole("button", { name: "Not Connected" }).click();
  await page.getByRole("button", { name: "Connect Metamask" }).click();
  const chooser = page.getByRole("dialog", { name: "Choose a network" });
  await chooser.getByRole("button").filter({ hasText: networkLabel }).first().click();
  await chooser.waitFor({ state: "detached" });
}

function ethereumChains(extra: WalletChainChoice[] = []): WalletChainChoice[] {
  const eth = config.chains.eth;
  if (eth?.ethChainId === undefined) throw new Error("the local config has no Ethereum devnet chain");
  return [
    { chainId: eth.ethChainId, chainName: eth.label, rpcUrl: eth.api },
    // Preinstalled in every MetaMask; never reached here.
    { chainId: 1, chainName: "Ethereum Mainnet", rpcUrl: eth.api },
    ...extra,
  ];
}

/** The browser wallet holding `privateKey`, on the devnet's Ethereum (it does not know UX Network's chain 71). */
async function injectWalletOnEthereum(app: AppPage, privateKey: string) {
  await injectEthereumWallet(app, {
    privateKey,
    chains: ethereumChains(),
    initialChainId: config.chains.eth?.ethChainId ?? 0,
  });
}

describe("the Ethereum browser wallet and the insufficient-RAM dialog", () => {
  beforeAll(async () => {
    config = await networkConfig();
    expect(config.network).toBe("local");
    const uxChain = config.chains.ux;
    if (uxChain === undefined) throw new Error("no ux chain in the local config");
    ux = chainReader(uxChain.api);
  });

  it("logs the mapped address in on chain 71 as its UX account, adding the chain to the wallet", async () => {
    const app = await openPage();
    const { page, errors } = app;
    // The wallet starts on Ethereum and does not know chain 71: the app adds it and switches to it.
    const wallet = hardhatAccount(MAPPED_ETHEREUM_ACCOUNT_INDEX);
    await injectWalletOnEthereum(app, wallet.privateKey);
    await app.goto("/home");
    await connectMetamask(app, "UX Network");
    await page.getByText(METAMASK_CONNECTED).waitFor();
    await page.getByRole("banner").getByText(`UX Network · ${ETHEREUM_MAPPED_ACCOUNT}`).waitFor();
    await expect(
      page.evaluate(() => (window as { ethereum?: { chainId: string } }).ethereum?.chainId),
    ).resolves.toBe("0x47");
    // The AMM socket proves the session with the wallet's personal_sign (verifyAuthMetamask, checked
    // against the etheraccount row): only an accepted proof leaves the services' session token.
    await page.waitForFunction(
      ([key, account]) => JSON.parse(localStorage.getItem(key) ?? "{}")[account] !== undefined,
      [SESSION_TOKENS_STORAGE_KEY, ETHEREUM_MAPPED_ACCOUNT] as const,
    );
    // The Wallet page shows that account's balances, with the browser wallet's '+' control per token.
    await app.goto("/wallet");
    const section = page.getByRole("region", { name: "UX Network balances" });
    await section.getByText(ETHEREUM_MAPPED_ACCOUNT).waitFor();
    await expect(section.getByTestId("balance-UTX").textContent()).resolves.toBe("UTXeosio.token10000.0000");
    await section.getByRole("button", { name: "Add UTXRAM to wallet" }).waitFor();
    await section.getByRole("button", { name: "Add UTX to wallet" }).click();
    await page.getByText(TOKEN_CANNOT_BE_ADDED).waitFor();
    // QuickStake needs an Antelope wallet: with the browser wallet the Stake page shows the notice (where
    // to get one, how to bring the key over) instead of the form, positions and history.
    await app.goto("/stake");
    const notice = page.getByTestId("antelope-wallet-notice");
    await notice.getByText(ANTELOPE_WALLET_REQUIRED).waitFor();
    await expect(notice.getByRole("link", { name: "Anchor (download)" }).getAttribute("href")).resolves.toBe(
      ANCHOR_DOWNLOAD_URL,
    );
    await expect(page.getByTestId("stake-submit").count()).resolves.toBe(0);
    await expect(page.getByTestId("stake-positions").count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it("tells an unmapped address to create an account, and the notice stays", async () => {
    const app = await openPage();
    const { page, errors } = app;
    const wallet = hardhatAccount(2);
    expect((await ux.etherAccountRows()).map((row) => row.eth_address)).not.toContain(
      wallet.address.toLowerCase(),
    );
    await injectWalletOnEthereum(app, wallet.privateKey);
    await app.goto("/home");
    await connectMetamask(app, "UX Network");
    const notice = page.getByText(NO_UX_ACCOUNT);
    await notice.waitFor();
    // The spec's HTML notice, from our template: its link opens account creation.
    await expect(
      notice.getByRole("link", { name: "create a new account" }).getAttribute("href"),
    ).resolves.toBe("/home?createAccount=1");
    // Persistent: still there well after an ordinary error notification (4 s) would have gone.
    await page.waitForTimeout(5_000);
    await expect(notice.isVisible()).resolves.toBe(true);
    await expect(page.getByText(METAMASK_CONNECTED).count()).resolves.toBe(0);
    await page.getByRole("banner").getByText("Not Connected").waitFor();
    expect(errors).toEqual([]);
  });

  it("asks for the configured network when the wallet stays on another one", async () => {
    const app = await openPage();
    const { page, errors } = app;
    const uxChain = config.chains.ux;
    const ethLabel = config.chains.eth?.label;
    if (uxChain?.evmRpc === undefined || ethLabel === undefined) throw new Error("incomplete local config");
    // The wallet knows every chain but is on Ethereum mainnet, and the user refuses every switch.
    await injectEthereumWallet(app, {
      privateKey: hardhatAccount(MAPPED_ETHEREUM_ACCOUNT_INDEX).privateKey,
      chains: ethereumChains([{ chainId: 71, chainName: uxChain.label, rpcUrl: uxChain.evmRpc }]),
      initialChainId: 1,
      rejectRequests: true,
    });
    await app.goto("/home");
    // The native network in test mode (spec 1 §8).
    await connectMetamask(app, "UX Network");
    await page.getByText(SWITCH_TO_UX_NETWORK).waitFor();
    // Ethereum itself: the configured network is named (spec 1 §5).
    await connectMetamask(app, ethLabel);
    await page.getByText(wrongNetwork(ethLabel)).waitFor();
    await page.getByRole("banner").getByText("Not Connected").waitFor();
    await expect(
      page.evaluate(() => (window as { ethereum?: { chainId: string } }).ethereum?.chainId),
    ).resolves.toBe("0x1");
    expect(errors).toEqual([]);
  });

  it("shows the insufficient-RAM dialog for a transaction that needs RAM, and Buy RAM lets it through", async () => {
    const app = await openPage();
    const { page, errors } = app;
    const before = await ux.account(LOW_RAM_ACCOUNT);
    expect(before.ram_quota).toBe(before.ram_usage);
    await expect(ux.balance(LOW_RAM_ACCOUNT, "UTXRAM")).resolves.toBe("1000.0000 UTXRAM");
    await expect(ux.balance(LOW_RAM_ACCOUNT, "UFX")).resolves.toBeUndefined();

    await app.goto("/wallet");
    await page
      .getByRole("region", { name: "UX Network balances" })
      .getByRole("button", { name: "Connect Wallet" })
      .click();
    const chooser = page.getByRole("dialog", { name: "Use Test Account" });
    await chooser.getByRole("button").filter({ hasText: LOW_RAM_ACCOUNT }).click();
    await page.getByRole("banner").getByText(`UX Network · ${LOW_RAM_ACCOUNT}`).waitFor();
    await page.waitForFunction(() => "uxDevnet" in window);

    // Opening a UFX balance adds a row that the account pays for: the shared submission path, as a feature.
    const openUfx = [
      {
        account: "eosio.token",
        name: "open",
        authorization: [{ actor: LOW_RAM_ACCOUNT, permission: "active" }],
        data: { owner: LOW_RAM_ACCOUNT, symbol: "4,UFX", ram_payer: LOW_RAM_ACCOUNT },
      },
    ];
    const submit = (actions: unknown[]) =>
      page.evaluate(
        (toSubmit) =>
          (
            window as unknown as { uxDevnet: { submitActions(c: string, a: unknown[]): Promise<unknown> } }
          ).uxDevnet.submitActions("ux", toSubmit),
        actions,
      );
    // The node refuses the transaction with HTTP 500, as nodeos does: the only failed request, and the
    // browser logs it as the only console error of the journey.
    const failedRequests: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400)
        failedRequests.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const refused = await submit(openUfx);
    expect(String((refused as { message?: unknown }).message)).toMatch(
      new RegExp(
        `account ${LOW_RAM_ACCOUNT} has insufficient ram; needs \\d+ bytes has ${before.ram_quota} bytes`,
      ),
    );

    const dialog = page.getByRole("dialog", { name: "Insufficient RAM" });
    await dialog.waitFor();
    await dialog.getByText("1 KB = 1 UTXRAM", { exact: true }).waitFor();
    await expect(dialog.getByTestId("ram-kb-needed").textContent()).resolves.toBe("1 KB");
    await expect(dialog.getByTestId("ram-balance").textContent()).resolves.toBe("1000.0000 UTXRAM");
    await dialog.getByRole("button", { name: "Buy RAM" }).click();
    await page.getByText("RAM purchased").waitFor();
    await dialog.waitFor({ state: "detached" });

    // 1 KB bought for exactly 1.0000 UTXRAM.
    const bought = await ux.account(LOW_RAM_ACCOUNT);
    expect(bought.ram_quota).toBe(before.ram_quota + 1024);
    await expect(ux.balance(LOW_RAM_ACCOUNT, "UTXRAM")).resolves.toBe("999.0000 UTXRAM");

    const retried = await submit(openUfx);
    expect(retried).toMatchObject({ transactionId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await expect(ux.balance(LOW_RAM_ACCOUNT, "UFX")).resolves.toBe("0.0000 UFX");
    await expect(page.getByRole("dialog", { name: "Insufficient RAM" }).count()).resolves.toBe(0);
    expect(failedRequests).toEqual(["500 /v1/chain/send_transaction"]);
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 500 (Internal Server Error)",
    ]);
  });
});
