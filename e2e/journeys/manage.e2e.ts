import { beforeAll, describe, expect, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import { expectNoSidewaysOverflowOnPhone, seeNotice, TX_TIMEOUT, useLocalNetwork } from "../support/journey";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

/*
 * The Wallet page's manage view against the running local network (issue 12, spec 1 §6): alice splits 5 UTX
 * into the TU and TC of an expiry on the devnet's stake.ux, sees both on the Wallet page with the expiry
 * formatted, and combines them back to the unit; the devnet's token issuer issues its own 3-letter token.
 */

const { openPage, networkConfig } = useLocalNetwork();

let ux: ChainReader;
let stakeContract = "stake.ux";

/** Units of an 'amount SYMBOL' text at 4 decimals (0 without one). */
function units(text: string | undefined): bigint {
  const match = /(\d+)\.(\d{4})/.exec((text ?? "").replaceAll(",", ""));
  return match ? BigInt(`${match[1]}${match[2]}`) : 0n;
}

/** The Wallet page with `account` logged in through 'Use Test Account'. */
async function walletPageAs(account: string) {
  const app = await openPage();
  await app.goto("/wallet");
  await app.page.getByRole("heading", { name: "Wallet", level: 1 }).waitFor();
  await logInWithUxTestAccount(app.page, account);
  return app;
}

describe("the Wallet page's manage view", () => {
  beforeAll(async () => {
    const config = await networkConfig();
    const chain = config.chains.ux;
    if (!chain?.stake) throw new Error("no ux chain with a stake contract in /config.json");
    ux = chainReader(chain.api);
    stakeContract = chain.stake;
  });

  it("splits 5 UTX into an expiry's TU and TC, shows them with the expiry, and combines them back", async () => {
    const { page, errors } = await walletPageAs("alice");
    const manage = page.getByTestId("wallet-manage-section");
    await manage.getByTestId("manage-split").waitFor({ timeout: TX_TIMEOUT });
    // No instruments yet: nothing to combine.
    expect(await manage.getByTestId("manage-combine").count()).toBe(0);

    // The second open expiry (the first is the default), chosen as a person does.
    await manage.getByTestId("manage-split").getByRole("combobox").click();
    const option = page.getByRole("option").nth(1);
    const formatted = ((await option.textContent()) ?? "").trim();
    expect(formatted).toMatch(/^(MAR|JUN|SEP|DEC)\d{2}$/);
    await option.click();
    await expect
      .poll(() => manage.getByTestId("manage-split").getByRole("combobox").textContent())
      .toBe(formatted);

    const before = units(await ux.balance("alice", "UTX"));
    await manage.getByTestId("manage-split-amount").locator("input").fill("5");
    await expect.poll(() => manage.getByTestId("manage-split-submit").textContent()).toBe("Split");
    await manage.getByTestId("manage-split-submit").click();
    await seeNotice(page, "Split Complete");
    expect(units(await ux.balance("alice", "UTX"))).toBe(before - 5_0000n);

    // Both instruments on the Wallet page's UX Network section, each with the expiry formatted.
    const uxBalances = page.getByRole("region", { name: "UX Network balances" });
    const rows = uxBalances.locator(`[data-testid^="balance-UTX"]`).filter({ hasText: stakeContract });
    await expect.poll(() => rows.count(), { timeout: TX_TIMEOUT }).toBe(2);
    for (const row of await rows.all()) {
      await expect.poll(() => row.getByTestId("balance-expiry").textContent()).toBe(formatted);
      expect(await row.textContent()).toMatch(/^UTX[UC]T[MJSD][A-J].+stake\.ux5\.0000$/);
    }
    const symbols = (await rows.allTextContents()).map((text) => text.slice(0, 7)).sort();
    expect(symbols[0]?.slice(3, 5)).toBe("CT");
    expect(symbols[1]?.slice(3, 5)).toBe("UT");
    for (const symbol of symbols)
      expect(await ux.balance("alice", symbol, stakeContract)).toBe(`5.0000 ${symbol}`);

    // Mobile: nothing overflows sideways at 390 px with the three parts of the page on screen.
    await expectNoSidewaysOverflowOnPhone(page);

    // Combine the pair back: MAX is min(TU, TC) = 5.
    const combine = manage.getByTestId("manage-combine");
    await combine.waitFor({ timeout: TX_TIMEOUT });
    await expect.poll(() => combine.getByRole("combobox").textContent()).toContain(formatted);
    await combine.getByTestId("manage-combine-max").click();
    await expect
      .poll(() => combine.getByTestId("manage-combine-amount").locator("input").inputValue())
      .toBe("5.0000");
    await combine.getByTestId("manage-combine-submit").click();
    await seeNotice(page, "Combine Complete");
    expect(units(await ux.balance("alice", "UTX"))).toBe(before);
    await expect.poll(() => rows.count(), { timeout: TX_TIMEOUT }).toBe(0);
    await combine.waitFor({ state: "detached", timeout: TX_TIMEOUT });
    expect(errors).toEqual([]);
  });

  it("lets the token issuer issue its own token to itself", async () => {
    const { page, errors } = await walletPageAs("tokenissuer");
    const issue = page.getByTestId("manage-issue");
    await issue.waitFor({ timeout: TX_TIMEOUT });
    await expect.poll(() => issue.getByRole("combobox").textContent()).toBe("DEV (eosio.token)");
    const before = units(await ux.balance("tokenissuer", "DEV"));
    await issue.getByTestId("manage-issue-amount").locator("input").fill("25");
    await issue.getByTestId("manage-issue-memo").fill("e2e batch");
    await issue.getByTestId("manage-issue-submit").click();
    await seeNotice(page, "Issue Complete");
    expect(units(await ux.balance("tokenissuer", "DEV"))).toBe(before + 25_0000n);
    const row = page.getByRole("region", { name: "UX Network balances" }).getByTestId("balance-DEV");
    await expect
      .poll(() => row.textContent(), { timeout: TX_TIMEOUT })
      .toContain(`${(before + 25_0000n) / 10_000n}.0000`);
    expect(errors).toEqual([]);
  });
});
