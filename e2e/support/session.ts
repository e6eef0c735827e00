import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject, onTestFinished } from "vitest";
import { launchChromium } from "./chromium";

export const ARTIFACTS_DIR = "e2e/artifacts";

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far (the unreachable-service ones excluded). */
  errors: string[];
  goto(path: string): Promise<void>;
  /** Absolute URL of an app path on the server under test. */
  url(path: string): string;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Pre-accept the disclaimer so journeys that are not about it are not interrupted. */
  acceptDisclaimer?: boolean;
  /** The browser's language (navigator.languages, Accept-Language); Chromium's default otherwise. */
  locale?: string;
}

/** One Chromium for the file; each test gets a fresh context (clean storage) and a screenshot on failure. */
export function useBrowser() {
  let browser: Browser;
  let close: () => Promise<void>;
  const baseUrl = inject("baseUrl");

  beforeAll(async () => {
    ({ browser, close } = await launchChromium());
  });
  afterAll(async () => {
    await close?.();
  });

  return async function openPage(options: PageOptions = {}): Promise<AppPage> {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      ...(options.locale === undefined ? {} : { locale: options.locale }),
    });
    if (options.acceptDisclaimer !== false) {
      await context.addInitScript(() => window.localStorage.setItem("disclaimerAccepted", "true"));
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    // One hook for both: a failure's screenshot must be taken before the context closes.
    onTestFinished(async ({ task }) => {
      if (task.result?.state === "fail") {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const name = task.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
        await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png`, fullPage: true }).catch(() => {});
      }
      await context.close();
    });
    return {
      page,
      context,
      errors,
      goto: async (path: string) => {
        await page.goto(`${baseUrl}${path}`);
      },
      url: (path: string) => `${baseUrl}${path}`,
    };
  };
}
