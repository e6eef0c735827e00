import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startAppServer } from "@ux/launcher/appServer";
import { localNetworkConfig } from "@ux/launcher/localNetworkConfig";
import { localPorts } from "@ux/launcher/localPorts";
import { launchChromium } from "../e2e/support/chromium";
import { measureRouteJavaScript, ROUTE_JS_BUDGETS } from "../e2e/support/routeJavaScript";
import { machineLoad } from "./support/machineLoad";

// Builds the app, serves it and loads each budgeted route in Chromium: the JavaScript a first visit really
// downloads (no local network needed: a route's code loads whether or not its data does).
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
  for (const budget of ROUTE_JS_BUDGETS) {
    const page = await browser.newPage();
    await page.addInitScript(() => window.localStorage.setItem("disclaimerAccepted", "true"));
    const figure = await measureRouteJavaScript(page, `${app.url}${budget.path}`);
    await page.close();
    if (budget.path === "/home")
      for (const f of figure.files)
        console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} kB  ${new URL(f.url).pathname}`);
    console.log(
      `bundle: ${budget.path} JavaScript, gzipped: ${(figure.totalGzipBytes / 1024).toFixed(1)} kB in ` +
        `${figure.files.length} files (budget ${(budget.gzipBytes / 1024).toFixed(0)} kB in ${budget.files} files)`,
    );
  }
  console.log("bundle: sizes are deterministic for a given source: one build, no repeats");
  console.log(`bundle: ${load.line()}`);
} finally {
  await close();
  await app.close();
}
