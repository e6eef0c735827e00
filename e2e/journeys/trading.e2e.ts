import type { NetworkConfig } from "@ux/core/config";
import { beforeAll, describe, expect, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import { useLocalNetwork, uxChainOf } from "../support/journey";
import { transferWithKey } from "../support/keyTransfer";
import { logInWithUxTestAccount } from "../support/testAccountLogin";
import { closeReport, field, REPORT_TIMEOUT, settledReport, units } from "../support/tradingPage";

/*
 * The trading screens against the running local network (issue 7): every order goes through the real AMM
 * socket, the services' co-signature, the devnet contract and the keeper's settlement, and the report the
 * user sees is compared with the estimate shown before submitting and with the chain's balances.
 * Each journey uses its own test account so the journeys do not depend on one another's balances.
 */

const { openPage, networkConfig } = useLocalNetwork();

let config: NetworkConfig;
let ux: ChainReader;

const TOKEN_CONTRACTS: Record<string, string> = {};

async function balanceUnits(account: string, symbol: string, decimals: number): Promise<bigint> {
  const lpContract = config.chains.ux?.lptoken?.contract ?? "lptoken.ux";
  const contract = /^LP[A-Z]$/.test(symbol) ? lpContract : TOKEN_CONTRACTS[symbol];
  const text = await ux.balance(account, symbol, contract);
  return text === undefined ? 0n : units(text, decimals);
}

/** core minimumReceived (estimate x (1 - tolerance), rounded down) as 4-decimal text. */
function minimumText(estimate: bigint, toleranceBps: bigint): string {
  const least = (estimate * (10_000n - toleranceBps)) / 10_000n;
  return `${least / 10_000n}.${(least % 10_000n).toString().padStart(4, "0")}`;
}

/** A placeorder's data as the chain's history shows it: min_outputs only when the order asked for minimums. */
interface PlaceorderOnChain {
  quantity: string;
  min_outputs?: { quantities: string[] };
}

function ammContract(): string {
  const amm = config.chains.ux?.amm;
  if (amm === undefined) throw new Error("no AMM contract in /config.json");
  return amm;
}

/** A transfer of eosio.token from eosio, signed with the development key (the local config's adminAccounts). */
async function fundFromEosio(to: string, quantity: string) {
  const chain = config.chains.ux;
  const key = config.adminAccounts?.find((a) => a.chain === "ux" && a.account === "eosio");
  if (!chain || !key) throw new Error("eosio's key is missing from /config.json");
  await transferWithKey(chain, key, { to, quantity, memo: "e2e: a high price impact trade" });
}

describe("trading screens", () => {
  beforeAll(async () => {
    config = await networkConfig();
    const chain = uxChainOf(config);
    ux = chainReader(chain.api);
    for (const token of chain.balances) TOKEN_CONTRACTS[token.symbol] = token.contract;
    TOKEN_CONTRACTS.UFX ??= "eosio.token";
  });

  it("swaps UTX for UTXRAM at a custom slippage tolerance and reports exactly the estimate shown", async () => {
    const { page, goto, errors } = await openPage();
    // Query parameters are upper-cased.
    await goto("/amm/swap?from=utx&to=utxram");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Connect Wallet");
    await logInWithUxTestAccount(page, "alice", "swap-submit");
    await expect.poll(() => page.getByTestId("swap-from-token").textContent()).toContain("UTX");
    await expect.poll(() => page.getByTestId("swap-to-token").textContent()).toContain("UTXRAM");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Enter an amount");

    await field(page, "swap-from-amount").fill("12.5");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Submit");
    const estimateText = (await page.getByTestId("swap-estimate").textContent()) ?? "";
    const estimate = units(estimateText, 4);
    expect(estimate).toBeGreaterThan(0n);
    // Protected trade (#17): 'Minimum received' at Auto (0.5%), then at a custom 1%, both rounded down.
    const minimum = page.getByTestId("swap-minimum-received-UTXRAM");
    expect(await minimum.textContent()).toBe(`${minimumText(estimate, 50n)} UTXRAM`);
    await page.getByRole("button", { name: "Slippage settings" }).click();
    await page.getByTestId("slippage-custom").fill("1");
    await page.keyboard.press("Escape");
    await page.getByTestId("slippage-popover").waitFor({ state: "detached" });
    await expect
      .poll(() => page.getByTestId("swap-minimum-received-tolerance").textContent())
      .toBe("Slippage tolerance 1%");
    const minimumShown = `${minimumText(estimate, 100n)} UTXRAM`;
    expect(await minimum.textContent()).toBe(minimumShown);
    expect(await page.getByTestId("swap-route").textContent()).not.toContain("UFX hop");
    const before = await balanceUnits("alice", "UTXRAM", 4);

    await page.getByTestId("swap-submit").click();
    const report = await settledReport(page);
    // The report's received amount is the estimate, to the last unit, and so is the wallet's change.
    const received = (await report.getByTestId("report-received").textContent()) ?? "";
    expect(estimateText).toMatch(/^\d+\.\d{4} UTXRAM$/);
    expect(received).toContain(estimateText.trim());
    expect(await balanceUnits("alice", "UTXRAM", 4)).toBe(before + estimate);
    // The placeorder on chain carries the minimum shown, to the unit.
    const placed = (await ux.latestActionData("alice", ammContract(), "placeorder")) as PlaceorderOnChain;
    expect(placed.quantity).toBe("12.5000 UTX");
    expect(placed.min_outputs?.quantities).toEqual([minimumShown]);
    await closeReport(page);
    // The amounts are cleared once the order's block is irreversible, and the order is in the bell as reported.
    await expect.poll(() => field(page, "swap-from-amount").inputValue(), { timeout: 30_000 }).toBe("");
    await page.getByTestId("order-history-badge").click();
    await page.getByTestId("order-history-popover").getByTestId("order-report-button").first().waitFor();
    expect(errors).toEqual([]);
  });

  it("a trade with about 20% price impact is placed only once 'confirm' is typed", async () => {
    // bob gets the UTX for it from eosio (the development key); the trade moves ufx-utx, which no later
    // journey reads.
    await fundFromEosio("bob", "130000.0000 UTX");
    const { page, goto, errors } = await openPage();
    await goto("/amm/swap?from=UTX&to=UFX");
    await logInWithUxTestAccount(page, "bob", "swap-submit");
    await field(page, "swap-from-amount").fill("125000");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Submit");
    const impact = page.getByTestId("swap-price-impact");
    expect(await impact.getAttribute("data-band")).toBe("severe");
    const impactPercent = Number.parseFloat((await impact.textContent()) ?? "");
    expect(impactPercent).toBeGreaterThan(15);
    expect(impactPercent).toBeLessThan(25);
    const minimumShown = (await page.getByTestId("swap-minimum-received-UFX").textContent()) ?? "";

    await page.getByTestId("swap-submit").click();
    const dialog = page.getByTestId("impact-confirm-dialog");
    const place = dialog.getByTestId("impact-confirm-place");
    await dialog.getByTestId("impact-confirm-input").fill("Confirm");
    expect(await place.isDisabled()).toBe(true);
    await dialog.getByTestId("impact-confirm-input").fill("confirm");
    await place.click();
    await settledReport(page);
    const placed = (await ux.latestActionData("bob", ammContract(), "placeorder")) as PlaceorderOnChain;
    expect(placed.quantity).toBe("125000.0000 UTX");
    expect(placed.min_outputs?.quantities).toEqual([minimumShown]);
    expect(errors).toEqual([]);
  });

  it("swaps USDT for TLOS through the UFX pairs when no pool holds both", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/amm/swap?from=USDT&to=TLOS");
    await logInWithUxTestAccount(page, "bob", "swap-submit");
    await field(page, "swap-from-amount").fill("5");
    await expect.poll(() => page.getByTestId("swap-submit").textContent()).toBe("Submit");
    expect(await page.getByTestId("swap-route").textContent()).toContain("UFX hop");
    const estimateText = ((await page.getByTestId("swap-estimate").textContent()) ?? "").trim();
    const estimate = units(estimateText, 4);
    const before = await balanceUnits("bob", "TLOS", 4);

    await page.getByTestId("swap-submit").click();
    const report = await settledReport(page);
    expect(estimateText).toMatch(/ TLOS$/);
    expect(await report.getByTestId("report-received").textContent()).toContain(estimateText);
    expect(await balanceUnits("bob", "TLOS", 4)).toBe(before + estimate);
    expect(errors).toEqual([]);
  });

  it("multi-swaps UTX and EOS into TLOS and WAX at 60/40", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/amm/multiSwap");
    await page.getByRole("heading", { name: "Multi Swap" }).waitFor();
    await expect.poll(() => page.getByTestId("multiswap-submit").textContent()).toBe("Connect Wallet");
    await logInWithUxTestAccount(page, "carol", "multiswap-submit");
    await expect.poll(() => page.getByTestId("multiswap-submit").textContent()).toBe("Choose a pool");
    await page.getByTestId("multiswap-pool").selectOption({ label: "antelope" });
    await expect.poll(() => page.getByTestId("multiswap-submit").textContent()).toBe("Enter an amount");

    await page.getByTestId("multiswap-send-select").click();
    await field(page, "multiswap-send-amount-UTX").fill("20");
    await field(page, "multiswap-send-amount-EOS").fill("2");
    await page.getByTestId("multiswap-dialog-continue").click();
    await page.getByTestId("multiswap-dialog-continue").waitFor({ state: "detached" });
    await expect
      .poll(() => page.getByTestId("multiswap-submit").textContent())
      .toBe("Percentages need to add up to 100%");

    await page.getByTestId("multiswap-receive-select").click();
    await field(page, "multiswap-receive-percent-TLOS").fill("59");
    await page.getByTestId("multiswap-receive-up-TLOS").click();
    await field(page, "multiswap-receive-percent-WAX").fill("40");
    await expect
      .poll(() => page.getByTestId("multiswap-receive-total").textContent())
      .toContain("100 / 100%");
    await page.getByTestId("multiswap-dialog-continue").click();
    await page.getByTestId("multiswap-dialog-continue").waitFor({ state: "detached" });
    await expect.poll(() => page.getByTestId("multiswap-submit").textContent()).toBe("Submit");

    // The Summary View's estimates are what the report must pay.
    await page.getByTestId("multiswap-summary").click();
    const summary = page.getByTestId("multiswap-summary-dialog");
    const estimateOf = async (symbol: string) =>
      (
        (await summary
          .getByTestId(`multiswap-summary-receive-${symbol}`)
          .locator("td")
          .last()
          .textContent()) ?? ""
      ).trim();
    const tlosEstimate = await estimateOf("TLOS");
    const waxEstimate = await estimateOf("WAX");
    expect(await summary.getByTestId("multiswap-summary-receive-TLOS").textContent()).toContain("(60%)");
    await page.keyboard.press("Escape");
    await summary.waitFor({ state: "detached" });
    const tlosBefore = await balanceUnits("carol", "TLOS", 4);
    const waxBefore = await balanceUnits("carol", "WAX", 8);

    await page.getByTestId("multiswap-submit").click();
    await page.getByTestId("multiswap-confirm").click();
    const report = await settledReport(page);
    const received = (await report.getByTestId("report-received").textContent()) ?? "";
    expect(received).toContain(`${tlosEstimate} TLOS`);
    expect(received).toMatch(/WAX/);
    const tlosGain = (await balanceUnits("carol", "TLOS", 4)) - tlosBefore;
    const waxGain = (await balanceUnits("carol", "WAX", 8)) - waxBefore;
    expect(tlosGain).toBe(units(tlosEstimate, 4));
    // WAX has 8 decimals; the summary shows it rounded down to 4.
    expect(waxGain / 10_000n).toBe(units(waxEstimate, 4));
    expect(errors).toEqual([]);
  });

  it("adds liquidity balanced and removes it unbalanced", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/amm/liquidity/add?pool_name=usdt-utx");
    await logInWithUxTestAccount(page, "dave", "liquidity-submit");
    await expect.poll(() => page.getByTestId("liquidity-pool").inputValue()).toBe("usdt-utx");
    await field(page, "liquidity-amount-USDT").fill("10");
    // Balanced: the other amount follows the pool's proportions (USDT/UTX = 1/10 in the genesis pool).
    await expect.poll(() => field(page, "liquidity-amount-UTX").inputValue()).toMatch(/^100(\.0+)?$/);
    await expect.poll(() => page.getByTestId("liquidity-submit").textContent()).toBe("Add Liquidity");
    const lpBefore = await balanceUnits("dave", "LPB", 4);
    await page.getByTestId("liquidity-submit").click();
    const added = await settledReport(page);
    expect(await added.getByTestId("report-received").textContent()).toMatch(/LPB/);
    const lpAfterAdd = await balanceUnits("dave", "LPB", 4);
    expect(lpAfterAdd).toBeGreaterThan(lpBefore);
    await closeReport(page);

    await page.getByRole("tab", { name: "Remove Liquidity" }).click();
    await expect.poll(() => page.url()).toContain("/amm/liquidity/remove");
    await expect.poll(() => page.getByTestId("liquidity-pool").inputValue()).toBe("usdt-utx");
    await field(page, "remove-lp-amount").fill("5");
    await page.getByTestId("remove-mode-unbalanced").click();
    await field(page, "remove-percent-USDT").fill("70");
    await field(page, "remove-percent-UTX").fill("20");
    await expect
      .poll(() => page.getByTestId("remove-submit").textContent())
      .toBe("Percentages need to add up to 100%");
    await field(page, "remove-percent-UTX").fill("30");
    await expect.poll(() => page.getByTestId("remove-submit").textContent()).toBe("Remove Liquidity");
    const usdtBefore = await balanceUnits("dave", "USDT", 4);
    await page.getByTestId("remove-submit").click();
    const removed = await settledReport(page);
    expect(await removed.getByTestId("report-received").textContent()).toMatch(/USDT.*UTX|UTX.*USDT/s);
    expect(await balanceUnits("dave", "LPB", 4)).toBe(lpAfterAdd - 5_0000n);
    expect(await balanceUnits("dave", "USDT", 4)).toBeGreaterThan(usdtBefore);
    await closeReport(page);

    await page.getByRole("tab", { name: "Liquidity Positions" }).click();
    await page.getByTestId("positions-row-usdt-utx").waitFor();
    expect(errors).toEqual([]);
  });

  it("sorts the pools table by every column and opens a detail page whose charts render", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/pools/standard");
    const table = page.getByTestId("pools-table");
    await table.getByTestId("pools-row-antelope").waitFor();
    const names = () =>
      table
        .locator('[data-testid^="pools-row-"]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-testid")));
    for (const column of ["name", "tokens", "liquidity", "volume", "apr", "position"]) {
      const header = page.getByTestId(`pools-header-${column}`);
      await header.click();
      const first = await names();
      await header.click();
      const second = await names();
      expect(second.length).toBe(first.length);
      expect(await page.locator(`th[aria-sort]`).count()).toBe(1);
      if (column === "name") expect(second).toEqual([...first].reverse());
    }
    await table.getByTestId("pools-row-antelope").click();
    await expect.poll(() => page.url()).toContain("/pools/standard/antelope");
    await expect.poll(() => page.getByTestId("pool-detail-name").textContent()).toContain("antelope");
    for (const kind of ["liquidity", "fees"]) {
      await page.getByTestId(`pool-chart-${kind}-svg`).waitFor();
      await page.getByTestId(`pool-chart-${kind}-1m`).click();
      await page.getByTestId(`pool-chart-${kind}-svg`).waitFor();
    }
    expect(await page.getByTestId("pool-mix-card").count()).toBe(4);
    await page.getByTestId("pool-mix-next").click();
    expect(await page.getByTestId("pool-mix-card").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("withdraws every AMM balance with 'Withdaw All'", async () => {
    const chain = config.chains.ux;
    const key = config.testAccounts.find((a) => a.chain === "ux" && a.account === "alice");
    if (!chain || !key || !chain.amm) throw new Error("alice or the AMM is missing from /config.json");
    // A deposit that no order spends stays on the AMM balance: the state 'Withdaw All' is for.
    await transferWithKey(chain, key, { to: chain.amm, quantity: "3.0000 UTX", memo: "Transfer to AMM" });
    const before = await balanceUnits("alice", "UTX", 4);

    const { page, goto, errors } = await openPage();
    await goto("/wallet");
    const uxSection = page.getByRole("region", { name: `${chain.label} balances` });
    await uxSection.getByRole("button", { name: "Connect Wallet" }).click();
    const dialog = page.getByRole("dialog", { name: "Use Test Account" });
    await dialog
      .getByRole("button")
      .filter({ hasText: "UX Network test account" })
      .filter({ hasText: /^alice/ })
      .click();
    const amm = page.getByTestId("wallet-amm-section");
    await expect
      .poll(() => amm.getByTestId("amm-balance-UTX").textContent(), { timeout: 30_000 })
      .toContain("3.0000");
    await amm.getByTestId("withdraw-all-button").click();
    await page.getByText("Withdrawal successful").waitFor({ timeout: REPORT_TIMEOUT });
    await amm.getByTestId("amm-balances-empty").waitFor({ timeout: 30_000 });
    expect(await balanceUnits("alice", "UTX", 4)).toBe(before + 3_0000n);
    expect(errors).toEqual([]);
  });
});
