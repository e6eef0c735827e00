import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startAppServer } from "@ux/launcher/appServer";
import { localNetworkConfig } from "@ux/launcher/localNetworkConfig";
import { localPorts } from "@ux/launcher/localPorts";
import { launchChromium } from "../e2e/support/chromium";
import { LANDING_JS_BUDGET_BYTES, measureRouteJavaScript } from "../e2e/support/landingBundle";
import { machineLoad } from "./support/machineLoad";

// Builds the app, serves it and loads /home in Chromium: the JavaScript a first visit really downloads.
// Sizes are deterministic for a given source (no timing), so one build and one load, no repeats.
const load = machineLoad();
const appDir = fileURLToPath(new URL("../packages/app/", import.meta.url));
const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
  cwd: appDir,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (build.status !== 0) process.exit(1);

const app = await startAppServer({
  distDir: `${appDir}dist`,
  config: localNetworkConfig(localPorts()),
  port: 0,
});
const { browser, close } = await launchChromium();
try {
  const page = await browser.newPage();
  await page.addInitScript(() => window.localStorage.setItem("disclaimerAccepted", "true"));
  const figure = await measureRouteJavaScript(page, `${app.url}/home`);
  for (const f of figure.files)
    console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${new URL(f.url).pathname}`);
  const kb = (figure.totalGzipBytes / 1024).toFixed(1);
  const budget = (LANDING_JS_BUDGET_BYTES / 1024).toFixed(0);
  console.log(
    `bundle: landing route /home JavaScript, gzipped: ${kb} kB in ${figure.files.length} files (budget ${budget} kB; ` +
      "sizes are deterministic: one build, no repeats)",
  );
  console.log(`bundle: ${load.line()}`);
} finally {
  await close();
  await app.close();
}
