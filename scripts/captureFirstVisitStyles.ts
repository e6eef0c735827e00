import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { launchChromium } from "../e2e/support/chromium";
import { recordEmotionRules, recordedEmotionRules } from "../e2e/support/emotionRules";
import { startLocalNetwork } from "../e2e/support/localNetwork";
import { CAPTURED_STYLES_FILE, type CapturedStyles } from "../packages/app/vite.config.firstVisitStyles";

/*
 * `npm run styles:capture`: records the component styles a first visit inserts (packages/app's
 * vite.config.firstVisitStyles.ts puts them in the built index.html). It opens each route on a fresh local
 * network (as the e2e suite and the Lighthouse bench do), in a fresh profile (the disclaimer shows), at a
 * phone's and a desktop's width, in the light scheme (the default of a system without a preference).
 */

/** The routes a person most often opens first (issue #18's): every page pays for these rules' bytes. */
const ROUTES = ["/home", "/amm/swap", "/pools/standard", "/wallet"];
const VIEWPORTS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
];
/** Time for the reads that follow the first render (pools, balances) to render too. */
const SETTLE_MS = 1500;
/** Visits per route and width: what shows while data loads depends on timing, so the union of a few. */
const PASSES = 2;

async function main(): Promise<void> {
  const network = await startLocalNetwork();
  const { browser, close } = await launchChromium();
  const rules: string[] = [];
  const seen = new Set<string>();
  try {
    for (let pass = 1; pass <= PASSES; pass++)
      for (const viewport of VIEWPORTS) {
        for (const route of ROUTES) {
          const context = await browser.newContext({ viewport, colorScheme: "light" });
          await recordEmotionRules(context, { withoutCapturedStyles: true });
          const page = await context.newPage();
          await page.goto(`${network.url}${route}`, { waitUntil: "networkidle" });
          await page.waitForTimeout(SETTLE_MS);
          const recorded = await recordedEmotionRules(page);
          const fresh = recorded.filter((rule) => !seen.has(rule));
          for (const rule of fresh) seen.add(rule);
          rules.push(...fresh);
          console.log(
            `styles: ${route} at ${viewport.width} px: ${recorded.length} rules, ${fresh.length} new`,
          );
          await context.close();
        }
      }
  } finally {
    await close();
    await network.stop();
  }
  const captured: CapturedStyles = { capturedWith: "npm run styles:capture", routes: ROUTES, rules };
  writeFileSync(CAPTURED_STYLES_FILE, `${JSON.stringify(captured, null, 2)}\n`);
  // In the repository's format, so that the lint step accepts the file as written.
  spawnSync("npx", ["biome", "format", "--write", CAPTURED_STYLES_FILE], { stdio: "inherit" });
  console.log(`styles: ${rules.length} rules written to ${CAPTURED_STYLES_FILE}`);
}

await main();
