import { describe, expect, it } from "vitest";
import { useBrowser } from "../support/session";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

/*
 * The Referrals page against the running local network (issue 14): a devnet test account logs in, proves
 * it owns the account to the swap service ('Sign verification': a signed, never broadcast transaction),
 * makes a link and copies it; the table lists it with 0 users. A logout forgets the verification.
 */

const openPage = useBrowser();
/** A test account no other journey makes links for. */
const ACCOUNT = "dave";

describe("Referrals", () => {
  it("logs in, signs the verification, generates a link, copies it; the table shows it with 0 users", async () => {
    const app = await openPage();
    const { page, context, errors } = app;
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url("/") });
    await app.goto("/referrals");
    await page.getByRole("heading", { name: "Referrals", level: 1 }).waitFor();
    await page.getByTestId("referrals-login").waitFor();
    await logInWithUxTestAccount(page, ACCOUNT, "referrals-login-button");

    const sign = page.getByTestId("referrals-sign");
    await expect.poll(() => sign.textContent()).toBe("Sign verification");
    await sign.click();
    const generate = page.getByTestId("referrals-generate");
    await expect.poll(() => generate.textContent(), { timeout: 30_000 }).toBe("Generate A New Link");
    const rows = page.getByTestId("referral-link-row");
    // The account's links, once loaded: none yet, or those of an earlier run on the same data folder.
    await page.getByTestId("referral-links").or(page.getByText("You have no referral links yet.")).waitFor();
    const before = await rows.count();

    await generate.click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    // Newest first: the link made now, on this app, unused.
    const row = rows.first();
    const link = (await row.getByTestId("referral-link").textContent()) ?? "";
    expect(link).toMatch(new RegExp(`^${app.url("/").replace(/\/$/, "")}/\\?ref=[^&]{12}$`));
    await expect.poll(() => row.getByTestId("referral-users").textContent()).toBe("0");

    await row.getByRole("button", { name: /^Copy link / }).click();
    await page.getByText("Copied link to clipboard").first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Logout clears the verified state and the links.
    await page.getByRole("banner").getByRole("button", { name: /·/ }).click();
    await page.getByRole("menuitem", { name: new RegExp(`^Logout ${ACCOUNT} `) }).click();
    await page.getByTestId("referrals-login").waitFor();
    expect(await rows.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
