import { describe, expect, it } from "vitest";
import {
  AccessibilityLog,
  auditAccessibility,
  navigateInApp,
  waitForSettledContent,
} from "../support/accessibilityAudit";
import { acceptDisclaimer, SHELL_ROUTES, UFX_POOL_ROUTE } from "../support/journey";
import { useBrowser } from "../support/session";
import { logInWithUxTestAccount } from "../support/testAccountLogin";

const openPage = useBrowser();

type Theme = "light" | "dark";

/** Every route: the shell's list, the entry screen, a UFX pair and 'Page not found'. */
const AUDITED_ROUTES: [path: string, heading: string | RegExp][] = [
  ["/", "UX Network"],
  ...SHELL_ROUTES,
  UFX_POOL_ROUTE,
  ["/no/such/page", "Page not found"],
];

describe("accessibility", () => {
  it("axe finds no serious or critical WCAG 2.1 A/AA violation on any route, logged out and in, light and dark", async () => {
    const { page, context, goto } = await openPage({ acceptDisclaimer: false });
    // Light first (unless the toggle has chosen since): the header's toggle switches from there on.
    await context.addInitScript(() => {
      if (window.localStorage.getItem("ux.themeMode") === null)
        window.localStorage.setItem("ux.themeMode", "light");
    });
    const log = new AccessibilityLog();
    const audit = async (where: string) => {
      await waitForSettledContent(page);
      log.add(where, await auditAccessibility(page));
    };
    const auditEveryRoute = async (login: string, theme: Theme) => {
      for (const [path, heading] of AUDITED_ROUTES) {
        await navigateInApp(page, path);
        await page.getByRole("heading", { name: heading }).first().waitFor();
        await audit(`${path} (${login}, ${theme})`);
      }
    };
    const switchTheme = async (to: Theme) => {
      await navigateInApp(page, "/home");
      await page.getByRole("button", { name: `Switch to ${to} theme` }).click();
      await page
        .getByRole("button", { name: `Switch to ${to === "dark" ? "light" : "dark"} theme` })
        .waitFor();
    };

    /** The drawer that holds the header's entries below 768 px, once open and still. */
    const auditSmallScreenMenu = async (where: string) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await navigateInApp(page, "/home");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await menu.waitFor();
      await page.waitForFunction(() => {
        const drawer = document.querySelector('[role="dialog"]');
        return drawer !== null && getComputedStyle(drawer).transform === "none";
      });
      await audit(`small-screen menu (${where})`);
      await page.keyboard.press("Escape");
      await menu.waitFor({ state: "detached" });
      await page.setViewportSize({ width: 1280, height: 800 });
    };

    await goto("/home");
    await page.getByRole("dialog").waitFor();
    await audit("disclaimer dialog (logged out, light)");
    await acceptDisclaimer(page);
    await page.getByRole("dialog").waitFor({ state: "detached" });

    await auditEveryRoute("logged out", "light");
    await auditSmallScreenMenu("logged out, light");
    await switchTheme("dark");
    await auditEveryRoute("logged out", "dark");

    await navigateInApp(page, "/amm/swap");
    await logInWithUxTestAccount(page, "alice", "swap-submit");
    await auditEveryRoute("logged in", "dark");
    await switchTheme("light");
    await auditEveryRoute("logged in", "light");

    const problems = log.lines();
    expect(problems.length, `serious or critical axe violations:\n${problems.join("\n")}`).toBe(0);
  }, 240_000);
});
