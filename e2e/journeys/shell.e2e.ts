import { parseDecimal } from "@ux/core/money";
import { describe, expect, it } from "vitest";
import { readCapturedStyles } from "../../packages/app/vite.config.firstVisitStyles";
import { recordEmotionRules, recordedEmotionRules } from "../support/emotionRules";
import { SHELL_ROUTES, UFX_POOL_ROUTE } from "../support/journey";
import { measureRouteJavaScript, ROUTE_JS_BUDGETS } from "../support/routeJavaScript";
import { useBrowser } from "../support/session";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

const openPage = useBrowser();

describe("app shell", () => {
  it("entry screen hides the header; Enter leads to the landing page", async () => {
    const { page, goto, errors } = await openPage();
    await goto("/");
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Enter" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByText("Zero Gas Fees").waitFor();
    for (const name of ["Trade", "Create account", "Buy UTX", "Stake UTX", "Buy UFX", "Add Liquidity"]) {
      await page
        .getByRole("main")
        .getByRole("button", { name, exact: true })
        .or(page.getByRole("main").getByRole("link", { name, exact: true }))
        .first()
        .waitFor();
    }
    await page.getByRole("banner").waitFor();
    await page.getByText("v2.0.0").waitFor();
    expect(errors).toEqual([]);
  });

  it("landing metrics show the AMM indexer's total value locked, 24h volume and 24h fees", async () => {
    const { page, goto, url } = await openPage();
    const config = await (await fetch(url("/config.json"))).json();
    const summary = await (await fetch(config.services.ammIndexer)).json();
    // Intl formats decimal text exactly (no float), rounding half away from zero to cents.
    const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const usd = (value: string) => dollars.format(value as Intl.StringNumericLiteral);
    await goto("/home");
    const values = () =>
      Promise.all(
        ["metric-tvl", "metric-volume", "metric-fees"].map((id) => page.getByTestId(id).textContent()),
      );
    await expect
      .poll(values, { timeout: 15_000 })
      .toEqual([
        usd(summary.metrics.total_liquidity_usd_value),
        usd(summary.metrics.volume_24h_usd_value),
        usd(summary.metrics.fees_24h_usd_value),
      ]);
    expect(parseDecimal(summary.metrics.total_liquidity_usd_value)?.mantissa).toBeGreaterThan(0n);
  });

  it("the disclaimer stays until accepted, and acceptance survives a reload", async () => {
    const { page, goto } = await openPage({ acceptDisclaimer: false });
    await goto("/home");
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: /accept/i }).click();
    await dialog.waitFor({ state: "detached" });
    await page.reload();
    await page.getByText("Zero Gas Fees").waitFor();
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
  });

  it("every header menu entry reaches its route", async () => {
    const { page, goto, errors } = await openPage();
    const header = page.getByRole("banner");
    const menus: [menu: string | null, entry: string, url: RegExp][] = [
      ["Trade", "AMM Swap", /\/amm\/swap$/],
      ["Trade", "AMM Liquidity", /\/amm\/liquidity\/add$/],
      ["Trade", "AMM Multi-Swap", /\/amm\/multiSwap$/],
      ["Pools", "Standard Pools", /\/pools\/standard$/],
      ["Pools", "UFX Pairs", /\/pools\/ufx$/],
      ["Stake", "QuickStake", /\/stake$/],
      [null, "Bridge", /\/bridge$/],
      [null, "Wallet", /\/wallet$/],
      [null, "Resources", /\/swap$/],
      [null, "Referrals", /\/referrals$/],
    ];
    for (const [menu, entry, url] of menus) {
      await goto("/home");
      if (menu) {
        await header.getByTestId(`nav-${menu.toLowerCase()}`).click();
        await page.getByRole("menuitem", { name: entry, exact: true }).click();
      } else {
        await header.getByRole("link", { name: entry, exact: true }).click();
      }
      await page.waitForURL(url);
    }
    await header
      .getByRole("link", { name: /UX Network/ })
      .first()
      .click();
    await page.waitForURL(/\/home$/);
    expect(errors).toEqual([]);
  });

  it("UFX Stake opens the 'Soon to launch' dialog offering Stake or Home", async () => {
    const { page, goto } = await openPage();
    await goto("/amm/swap");
    await page.getByRole("banner").getByTestId("nav-stake").click();
    await page.getByRole("menuitem", { name: "UFX Stake" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Soon to launch").waitFor();
    await dialog.getByRole("button", { name: "Home" }).click();
    await page.waitForURL(/\/home$/);
    await page.getByRole("banner").getByTestId("nav-stake").click();
    await page.getByRole("menuitem", { name: "UFX Stake" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Stake" }).click();
    await page.waitForURL(/\/stake$/);
  });

  it("below 768 px the small-screen menu holds every entry and a Learn link", async () => {
    const { page, goto, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    await goto("/home");
    await page.getByRole("button", { name: /open menu/i }).click();
    for (const entry of [
      "AMM Swap",
      "AMM Liquidity",
      "AMM Multi-Swap",
      "Standard Pools",
      "UFX Pairs",
      "Bridge",
      "Wallet",
      "Resources",
      "Referrals",
      "Learn",
    ]) {
      await page
        .getByRole("link", { name: entry, exact: true })
        .or(page.getByRole("menuitem", { name: entry, exact: true }))
        .first()
        .waitFor();
    }
    await page
      .getByRole("link", { name: "Bridge", exact: true })
      .or(page.getByRole("menuitem", { name: "Bridge", exact: true }))
      .first()
      .click();
    await page.waitForURL(/\/bridge$/);
    expect(errors).toEqual([]);
  });

  it("the header's theme toggle works from the keyboard on a phone and the choice survives a reload", async () => {
    // The browser prefers light (Playwright's default), so the app starts light and offers dark.
    const { page, goto, errors } = await openPage({ viewport: { width: 390, height: 844 } });
    const look = () =>
      page.evaluate(() => ({
        mode: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
      }));
    await goto("/home");
    await page.getByRole("button", { name: "Switch to dark theme" }).focus();
    expect(await look()).toEqual({ mode: "light", background: "rgb(244, 246, 251)" });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await look()).toEqual({ mode: "dark", background: "rgb(11, 16, 32)" });
    await page.reload();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await look()).toEqual({ mode: "dark", background: "rgb(11, 16, 32)" });
    expect(errors).toEqual([]);
  });

  it("titles read 'page | product'", async () => {
    const { page, goto } = await openPage();
    await goto("/home");
    await expect.poll(() => page.title()).toBe("Home | UX Network");
    await goto("/amm/multiSwap");
    await expect.poll(() => page.title()).toBe("Multiasset Swap | UX Network");
    await goto("/amm/swap");
    await expect.poll(() => page.title()).toBe("AMM Swap | UX Network");
  });

  it("an unknown route shows 'Page not found' with a way home", async () => {
    const { page, goto } = await openPage();
    await goto("/no/such/page");
    await page.getByText("Page not found").waitFor();
    await page.getByRole("link", { name: /home/i }).first().click();
    await page.waitForURL(/\/home$/);
  });

  it("every shell route renders its heading without console errors", async () => {
    const { page, goto, errors } = await openPage();
    for (const [path, heading] of SHELL_ROUTES) {
      await goto(path);
      await page.getByRole("heading", { name: heading }).first().waitFor();
      expect(errors, path).toEqual([]);
    }
  });

  it("no route scrolls sideways on a 390 px phone, logged out or in", async () => {
    const { page, goto } = await openPage({ viewport: { width: 390, height: 844 } });
    const overflowing = async () => {
      const wide: string[] = [];
      for (const [path, heading] of [...SHELL_ROUTES, UFX_POOL_ROUTE]) {
        await goto(path);
        await page.getByRole("heading", { name: heading }).first().waitFor();
        // Let late content (tables, charts) lay out before measuring.
        await page.waitForTimeout(300);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${path}: ${width}px`);
      }
      return wide;
    };
    expect(await overflowing()).toEqual([]);
    await goto("/amm/swap");
    await logInWithUxTestAccount(page, "alice", "swap-submit");
    expect(await overflowing()).toEqual([]);
  });

  it("centres the AMM Swap and Multi Swap cards on a desktop screen", async () => {
    const { page, goto } = await openPage({ viewport: { width: 1280, height: 900 } });
    for (const [path, card] of [
      ["/amm/swap", "swap-card"],
      ["/amm/multiSwap", "multiswap-card"],
    ] as const) {
      await goto(path);
      const box = await page.getByTestId(card).boundingBox();
      const main = await page.getByRole("main").boundingBox();
      if (box === null || main === null) throw new Error(`${path}: no layout`);
      expect(Math.abs(box.x + box.width / 2 - (main.x + main.width / 2)), path).toBeLessThan(2);
    }
  });

  it.each(ROUTE_JS_BUDGETS)(
    "$path loads within its JavaScript budget, gzipped and in files",
    async (budget) => {
      const { page, url } = await openPage();
      const figure = await measureRouteJavaScript(page, url(budget.path));
      expect(figure.totalGzipBytes).toBeGreaterThan(0);
      expect(figure.totalGzipBytes, budget.path).toBeLessThan(budget.gzipBytes);
      expect(figure.files.length, budget.path).toBeLessThanOrEqual(budget.files);
    },
  );

  const TRANSIENT_STYLE_RULES = 6;
  // The build puts the first visit's component styles in the page (vite.config.firstVisitStyles.ts); a style
  // changed since they were captured is inserted at run time again, which this notices before phones do.
  it.each(readCapturedStyles().routes)(
    "a first visit to %s on a phone adopts the captured styles",
    async (path) => {
      const { page, context, goto } = await openPage({
        viewport: { width: 390, height: 844 },
        acceptDisclaimer: false,
      });
      await recordEmotionRules(context, { withoutCapturedStyles: false });
      await goto(path);
      await page.getByRole("dialog").waitFor();
      await page.waitForLoadState("networkidle");
      await expect(page.locator('head > style[data-emotion^="css "]').count()).resolves.toBe(1);
      const inserted = await recordedEmotionRules(page);
      // A few may be transient states the capture's visits did not meet (what shows while data loads).
      expect(
        inserted.length,
        `${path}: not captured: ${inserted.join("\n")}\nrun \`npm run styles:capture\``,
      ).toBeLessThanOrEqual(TRANSIENT_STYLE_RULES);
    },
  );
});
