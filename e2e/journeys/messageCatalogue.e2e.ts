import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { navigateInApp, waitForSettledContent } from "../support/accessibilityAudit";
import { acceptDisclaimer, SHELL_ROUTES, UFX_POOL_ROUTE } from "../support/journey";
import {
  namesIn,
  PSEUDO_LANGUAGE,
  servePseudoTranslation,
  shownTexts,
  untranslatedPart,
} from "../support/pseudoLocale";
import { useBrowser } from "../support/session";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

const openPage = useBrowser();

/** Every route: the entry screen, the shell's list, a UFX pair and 'Page not found'. */
const ROUTES = ["/", ...SHELL_ROUTES.map(([path]) => path), UFX_POOL_ROUTE[0], "/no/such/page"];

describe("message catalogue", () => {
  it("in a pseudo translation of every id, no route shows a text outside the catalogue, logged out or in", async () => {
    const { page, goto, url } = await openPage({ acceptDisclaimer: false, locale: PSEUDO_LANGUAGE });
    await servePseudoTranslation(page);
    const config = await (await fetch(url("/config.json"))).json();
    const summary = await (await fetch(config.services.ammIndexer)).json();
    const names = [...namesIn(summary, namesIn(config))];
    const found = new Map<string, Set<string>>();
    const collect = async (where: string) => {
      await waitForSettledContent(page);
      for (const { text, where: element } of await shownTexts(page)) {
        const rest = untranslatedPart(text, names);
        if (rest === "") continue;
        const key = `"${text}" (${element})`;
        found.set(key, (found.get(key) ?? new Set()).add(where));
      }
    };
    /** Opens what a click shows (a menu, a popover, a dialog), collects its texts and closes it again. */
    const collectOpened = async (where: string, opener: Locator, opened: Locator) => {
      await opener.click();
      await opened.waitFor();
      await collect(where);
      await page.keyboard.press("Escape");
      await opened.waitFor({ state: "detached" });
    };
    const visitEveryRoute = async (login: string) => {
      for (const path of ROUTES) {
        await navigateInApp(page, path);
        await page.getByRole("heading").first().waitFor();
        await collect(`${path} (${login})`);
      }
      await navigateInApp(page, "/amm/swap");
      for (const group of ["trade", "pools", "stake"])
        await collectOpened(
          `${group} menu (${login})`,
          page.getByTestId(`nav-${group}`),
          page.getByRole("menu"),
        );
      await collectOpened(
        `order history (${login})`,
        page.getByRole("button", { name: /Order history/ }),
        page.getByTestId("order-history-popover"),
      );
      await collectOpened(
        `slippage settings (${login})`,
        page.getByTestId("swap-slippage-settings"),
        page.getByRole("dialog"),
      );
      await collectOpened(
        `token list (${login})`,
        page.getByTestId("swap-from-token"),
        page.getByRole("dialog"),
      );
    };

    await goto("/home");
    // The translation arrives after the first paint; the app marks the page's language once it is shown.
    await page.waitForFunction((language) => document.documentElement.lang === language, PSEUDO_LANGUAGE);
    await page.getByRole("dialog").waitFor();
    await collect("disclaimer dialog");
    await acceptDisclaimer(page);
    await visitEveryRoute("logged out");
    await navigateInApp(page, "/amm/swap");
    await logInWithUxTestAccount(page, "alice", "swap-submit");
    await visitEveryRoute("logged in");

    const lines = [...found].map(([text, places]) => `${text} on ${[...places].slice(0, 3).join("; ")}`);
    expect(lines.length, `texts shown outside the message catalogue:\n${lines.join("\n")}`).toBe(0);
  }, 240_000);
});
