import { beforeAll, describe, expect, it } from "vitest";
import { type ChainReader, chainReader } from "../support/chainReader";
import {
  expectNoSidewaysOverflowOnPhone,
  seeNotice,
  TX_TIMEOUT,
  useLocalNetwork,
  uxChainOf,
} from "../support/journey";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

/*
 * QuickStake against the running local network (issue 12): the stake goes through the real stake socket, the
 * service's co-signature, the user's wallet and the devnet's stake.ux; the position and the history come back
 * from the service, and the unstake pays exactly the value the page showed for the position.
 */

const { openPage, networkConfig } = useLocalNetwork();

let ux: ChainReader;
let utxContract = "eosio.token";

/** Units of an 'amount SYMBOL' text at 4 decimals. */
function units(text: string): bigint {
  const match = /(\d+)\.(\d{4})/.exec(text.replaceAll(",", ""));
  if (!match) throw new Error(`no amount in '${text}'`);
  return BigInt(`${match[1]}${match[2]}`);
}

async function utxBalance(account: string): Promise<bigint> {
  const text = await ux.balance(account, "UTX", utxContract);
  return text === undefined ? 0n : units(text);
}

describe("QuickStake", () => {
  beforeAll(async () => {
    const config = await networkConfig();
    const chain = uxChainOf(config);
    ux = chainReader(chain.api);
    utxContract = chain.balances.find((token) => token.symbol === "UTX")?.contract ?? utxContract;
  });

  it("stakes 10 UTX liquid, shows the position and the history, and unstakes it for the value shown", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/stake");
    await page.getByRole("heading", { name: "QuickStake", level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId("stake-submit").textContent()).toBe("Connect Wallet");
    await logInWithUxTestAccount(page, "alice", "stake-submit");

    // The default: the latest year's middle expiry rate.
    await expect.poll(() => page.getByTestId("stake-expiry").textContent()).toMatch(/^Expiry [A-Z]{3}\d{2} /);
    const expiry = /Expiry ([A-Z]{3}\d{2})/.exec(
      (await page.getByTestId("stake-expiry").textContent()) ?? "",
    )?.[1];
    const years = await page.getByTestId("stake-year").inputValue();
    expect(expiry?.slice(3)).toBe(years.slice(2));

    await page.getByTestId("stake-amount").locator("input").fill("10");
    await expect.poll(() => page.getByTestId("stake-submit").textContent()).toBe("Stake");
    const reward = units((await page.getByTestId("stake-token-rewards").textContent()) ?? "");
    expect(reward).toBeGreaterThan(0n);
    const beforeStake = await utxBalance("alice");
    await page.getByTestId("stake-submit").click();
    await seeNotice(page, "QuickStake Complete");
    // Paid 10 UTX, received the reward shown, to the unit.
    expect(await utxBalance("alice")).toBe(beforeStake - 100_000n + reward);

    const position = page.locator('[data-testid^="stake-position-"][data-testid$="-liquid"]').filter({
      hasText: expiry ?? "",
    });
    await position.waitFor({ timeout: TX_TIMEOUT });
    await expect.poll(() => position.textContent()).toContain("10.00");
    await expect.poll(() => position.textContent()).toContain("liquid");
    const history = page.getByTestId("stake-history-row").first();
    await expect.poll(() => history.textContent()).toContain("Stake");
    await expect.poll(() => history.textContent()).toContain("10.0000 UTX");

    // Mobile: nothing overflows sideways at 390 px with a position and a history row on screen.
    await expectNoSidewaysOverflowOnPhone(page);

    const value = units((await position.getByTestId("stake-position-value").textContent()) ?? "");
    expect(value).toBeGreaterThan(0n);
    expect(value).toBeLessThanOrEqual(100_000n);
    const beforeUnstake = await utxBalance("alice");
    await position.getByRole("button", { name: "Unstake" }).click();
    await seeNotice(page, "Unstake Complete");
    expect(await utxBalance("alice")).toBe(beforeUnstake + value);
    await position.waitFor({ state: "detached", timeout: TX_TIMEOUT });
    await expect.poll(() => page.getByTestId("stake-history-row").first().textContent()).toContain("Unstake");
    expect(errors).toEqual([]);
  });
});
