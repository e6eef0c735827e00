import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

export interface BundleFigure {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/** Loads a route in a fresh page and sums the gzipped size of every JavaScript file it fetched. */
export async function measureRouteJavaScript(page: Page, url: string): Promise<BundleFigure> {
  const bodies: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (response.request().resourceType() === "script" || type.includes("javascript")) {
      bodies.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const files = await Promise.all(bodies);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** Issue budget: the landing route's JavaScript, gzipped, stays under 150 kB. */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;
